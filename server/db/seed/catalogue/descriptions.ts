import type { LocalizedText } from "../../schema";

export interface DescriptionFacts {
  name: string;
  stars: number;
  resort: LocalizedText;
  beachMeters: number;
  pool: boolean;
  kidsClub: boolean;
  spa: boolean;
  ski: boolean;
}

/** A hotel's description in every locale, written from its facts. */
export function describeHotel(f: DescriptionFacts): LocalizedText {
  return {
    ro: [
      `${f.name} este un hotel de ${f.stars} stele în ${f.resort.ro}.`,
      f.ski
        ? "Pârtiile încep la câțiva pași, iar skipass-ul se poate cumpăra la recepție."
        : `Plaja se află la ${f.beachMeters} m.`,
      f.pool ? "Oaspeții se pot relaxa la piscina exterioară cu șezlonguri și umbrele gratuite." : "",
      f.kidsClub ? "Pentru cei mici există mini-club cu animatori și loc de joacă." : "",
      f.spa ? "Centrul spa oferă saună, masaj și tratamente de relaxare." : "",
    ]
      .filter(Boolean)
      .join(" "),
    pl: [
      `${f.name} to ${f.stars}-gwiazdkowy hotel w miejscowości ${f.resort.pl}.`,
      f.ski
        ? "Do stoków jest kilka kroków, a karnet kupisz w recepcji."
        : `Plaża znajduje się ${f.beachMeters} m od hotelu.`,
      f.pool ? "Goście mogą odpocząć przy basenie zewnętrznym z bezpłatnymi leżakami i parasolami." : "",
      f.kidsClub ? "Dla najmłodszych działa mini-klub z animatorami i plac zabaw." : "",
      f.spa ? "Strefa spa oferuje saunę, masaże i zabiegi relaksacyjne." : "",
    ]
      .filter(Boolean)
      .join(" "),
    uk: [
      `${f.name} – готель ${f.stars}* у курортному місті ${f.resort.uk}.`,
      f.ski
        ? "До схилів лише кілька кроків, а ски-пас можна придбати на рецепції."
        : `Відстань до пляжу – ${f.beachMeters} м.`,
      f.pool
        ? "Гості можуть відпочити біля відкритого басейну з безкоштовними шезлонгами та парасолями."
        : "",
      f.kidsClub ? "Для найменших працює міні-клуб з аніматорами та дитячий майданчик." : "",
      f.spa ? "Спа-центр пропонує сауну, масаж і релакс-процедури." : "",
    ]
      .filter(Boolean)
      .join(" "),
    cs: [
      `${f.name} je ${f.stars}hvězdičkový hotel v letovisku ${f.resort.cs}.`,
      f.ski
        ? "Sjezdovky začínají pár kroků od hotelu a skipas koupíte na recepci."
        : `Pláž je vzdálena ${f.beachMeters} m.`,
      f.pool ? "Hosté mohou odpočívat u venkovního bazénu s lehátky a slunečníky zdarma." : "",
      f.kidsClub ? "Pro nejmenší je tu miniklub s animátory a dětské hřiště." : "",
      f.spa ? "Wellness centrum nabízí saunu, masáže a relaxační procedury." : "",
    ]
      .filter(Boolean)
      .join(" "),
    hu: [
      `A ${f.name} egy ${f.stars} csillagos szálloda ${f.resort.hu} üdülőhelyen.`,
      f.ski
        ? "A sípályák néhány lépésre vannak, a síbérlet a recepción vásárolható meg."
        : `A strand ${f.beachMeters} méterre található.`,
      f.pool ? "A vendégek a kültéri medencénél pihenhetnek ingyenes napozóágyakkal és napernyőkkel." : "",
      f.kidsClub ? "A legkisebbeket animátoros miniklub és játszótér várja." : "",
      f.spa ? "A wellnessrészlegben szauna, masszázs és relaxáló kezelések várnak." : "",
    ]
      .filter(Boolean)
      .join(" "),
  };
}

/** Round trips: localized names and a day-by-day plan. */
export interface TourSeed {
  countryCode: string;
  regionCode: string;
  names: LocalizedText;
  plan: LocalizedText[];
}

export const TOURS: TourSeed[] = [
  {
    countryCode: "EG",
    regionCode: "EG-RSE",
    names: {
      ro: "Egiptul faraonilor: Cairo, Luxor și Nilul",
      pl: "Egipt faraonów: Kair, Luksor i Nil",
      uk: "Єгипет фараонів: Каїр, Луксор і Ніл",
      cs: "Egypt faraonů: Káhira, Luxor a Nil",
      hu: "A fáraók Egyiptoma: Kairó, Luxor és a Nílus",
    },
    plan: [
      {
        ro: "Sosire în Hurghada",
        pl: "Przylot do Hurghady",
        uk: "Приліт до Хургади",
        cs: "Přílet do Hurghady",
        hu: "Érkezés Hurghadába",
      },
      {
        ro: "Piramidele din Giza",
        pl: "Piramidy w Gizie",
        uk: "Піраміди Гізи",
        cs: "Pyramidy v Gíze",
        hu: "A gízai piramisok",
      },
      {
        ro: "Templele din Luxor",
        pl: "Świątynie Luksoru",
        uk: "Храми Луксора",
        cs: "Chrámy v Luxoru",
        hu: "Luxor templomai",
      },
      {
        ro: "Croazieră pe Nil",
        pl: "Rejs po Nilu",
        uk: "Круїз Нілом",
        cs: "Plavba po Nilu",
        hu: "Hajózás a Níluson",
      },
    ],
  },
  {
    countryCode: "GR",
    regionCode: "GR-CRE",
    names: {
      ro: "Creta necunoscută",
      pl: "Nieznana Kreta",
      uk: "Невідомий Крит",
      cs: "Neznámá Kréta",
      hu: "Az ismeretlen Kréta",
    },
    plan: [
      {
        ro: "Heraklion și Knossos",
        pl: "Heraklion i Knossos",
        uk: "Іракліон і Кносс",
        cs: "Heraklion a Knóssos",
        hu: "Hérakleio és Knósszosz",
      },
      {
        ro: "Defileul Samaria",
        pl: "Wąwóz Samaria",
        uk: "Ущелина Самарія",
        cs: "Soutěska Samaria",
        hu: "A Samaria-szurdok",
      },
      {
        ro: "Plaja Elafonisi",
        pl: "Plaża Elafonisi",
        uk: "Пляж Елафонісі",
        cs: "Pláž Elafonisi",
        hu: "Elafonisi strand",
      },
    ],
  },
  {
    countryCode: "ES",
    regionCode: "ES-CDS",
    names: {
      ro: "Andaluzia: Sevilla, Granada, Córdoba",
      pl: "Andaluzja: Sewilla, Grenada, Kordoba",
      uk: "Андалусія: Севілья, Гранада, Кордова",
      cs: "Andalusie: Sevilla, Granada, Córdoba",
      hu: "Andalúzia: Sevilla, Granada, Córdoba",
    },
    plan: [
      {
        ro: "Málaga și Ronda",
        pl: "Malaga i Ronda",
        uk: "Малага і Ронда",
        cs: "Málaga a Ronda",
        hu: "Málaga és Ronda",
      },
      { ro: "Sevilla", pl: "Sewilla", uk: "Севілья", cs: "Sevilla", hu: "Sevilla" },
      {
        ro: "Alhambra din Granada",
        pl: "Alhambra w Grenadzie",
        uk: "Альгамбра в Гранаді",
        cs: "Alhambra v Granadě",
        hu: "A granadai Alhambra",
      },
    ],
  },
  {
    countryCode: "IT",
    regionCode: "IT-SIC",
    names: {
      ro: "Sicilia: Etna, Palermo și Agrigento",
      pl: "Sycylia: Etna, Palermo i Agrigento",
      uk: "Сицилія: Етна, Палермо та Агрідженто",
      cs: "Sicílie: Etna, Palermo a Agrigento",
      hu: "Szicília: Etna, Palermo és Agrigento",
    },
    plan: [
      {
        ro: "Catania și Etna",
        pl: "Katania i Etna",
        uk: "Катанія та Етна",
        cs: "Catania a Etna",
        hu: "Catania és az Etna",
      },
      {
        ro: "Valea Templelor",
        pl: "Dolina Świątyń",
        uk: "Долина храмів",
        cs: "Údolí chrámů",
        hu: "A templomok völgye",
      },
      {
        ro: "Palermo și Monreale",
        pl: "Palermo i Monreale",
        uk: "Палермо та Монреале",
        cs: "Palermo a Monreale",
        hu: "Palermo és Monreale",
      },
    ],
  },
  {
    countryCode: "TR",
    regionCode: "TR-AEG",
    names: {
      ro: "Turcia antică: Efes și Pamukkale",
      pl: "Starożytna Turcja: Efez i Pamukkale",
      uk: "Антична Туреччина: Ефес і Памуккале",
      cs: "Antické Turecko: Efez a Pamukkale",
      hu: "Az ókori Törökország: Epheszosz és Pamukkale",
    },
    plan: [
      { ro: "Bodrum", pl: "Bodrum", uk: "Бодрум", cs: "Bodrum", hu: "Bodrum" },
      { ro: "Efes", pl: "Efez", uk: "Ефес", cs: "Efez", hu: "Epheszosz" },
      {
        ro: "Terasele din Pamukkale",
        pl: "Tarasy Pamukkale",
        uk: "Тераси Памуккале",
        cs: "Terasy Pamukkale",
        hu: "Pamukkale teraszai",
      },
    ],
  },
  {
    countryCode: "PT",
    regionCode: "PT-ALG",
    names: {
      ro: "Portugalia de la Lisabona la Algarve",
      pl: "Portugalia od Lizbony po Algarve",
      uk: "Португалія від Лісабона до Алгарве",
      cs: "Portugalsko od Lisabonu po Algarve",
      hu: "Portugália Lisszabontól az Algarvéig",
    },
    plan: [
      { ro: "Lisabona", pl: "Lizbona", uk: "Лісабон", cs: "Lisabon", hu: "Lisszabon" },
      {
        ro: "Sintra și Cabo da Roca",
        pl: "Sintra i Cabo da Roca",
        uk: "Сінтра та мис Рока",
        cs: "Sintra a Cabo da Roca",
        hu: "Sintra és a Roca-fok",
      },
      {
        ro: "Falezele din Algarve",
        pl: "Klify Algarve",
        uk: "Скелі Алгарве",
        cs: "Útesy Algarve",
        hu: "Az Algarve sziklái",
      },
    ],
  },
];
