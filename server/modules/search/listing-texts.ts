import type { ListingCriteria, Locale } from "../../contract";

/** What the listing's SEO copy says, from the catalogue and today's offers. */
export interface ListingFacts {
  criteria: ListingCriteria;
  place: string | undefined;
  hotels: number;
  /** Lowest price per person in euros, or undefined when nothing is on sale. */
  priceFrom: number | undefined;
  /** The places inside the destination with the most hotels on offer. */
  topPlaces: string[];
  bestHotel: { name: string; rating: number } | undefined;
}

interface Texts {
  home: string;
  everywhere: string;
  criteria: Record<ListingCriteria, string>;
  title: (type: string, place: string) => string;
  description: (type: string, place: string, facts: ListingFacts) => string;
  seoTitle: (type: string, place: string) => string;
  seo: (type: string, place: string, facts: ListingFacts) => string[];
}

const euro = (value: number, locale: Locale) =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)}\u00a0€`;
const list = (items: string[], locale: Locale) =>
  new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(items);

/**
 * The listing pages' own copy in the five site languages: titles, descriptions and SEO text built
 * from facts, worded so no noun needs declining by a number or a case.
 */
const TEXTS: Record<Locale, Texts> = {
  pl: {
    home: "Strona główna",
    everywhere: "wszystkie kierunki",
    criteria: {
      "oferty-samolotem": "Wczasy samolotem",
      "oferty-dojazd-wlasny": "Wczasy z dojazdem własnym",
      "oferty-objazdowe": "Wycieczki objazdowe",
      "oferty-narty": "Narty",
      "oferty-czarter": "Loty czarterowe",
      "oferty-all-inclusive": "All inclusive",
    },
    title: (type, place) => `${type}: ${place}`,
    description: (type, place, f) =>
      `${type} – ${place}. Hoteli w ofercie: ${f.hotels}${f.priceFrom ? `, ceny od ${euro(f.priceFrom, "pl")} za osobę` : ""}. Najtańsze oferty najpierw.`,
    seoTitle: (type, place) => `${type} – ${place}: co warto wiedzieć`,
    seo: (type, place, f) => [
      `${type} (${place}): w naszej ofercie jest teraz hoteli: ${f.hotels}.${f.priceFrom ? ` Najtańszy wyjazd kosztuje od ${euro(f.priceFrom, "pl")} za osobę, z przelotem lub dojazdem zgodnie z rodzajem wycieczki.` : ""}`,
      ...(f.topPlaces.length
        ? [`Najwięcej hoteli znajdziesz w miejscowościach: ${list(f.topPlaces, "pl")}.`]
        : []),
      ...(f.bestHotel
        ? [
            `Najwyżej oceniany przez gości jest ${f.bestHotel.name} (ocena ${f.bestHotel.rating.toFixed(1)} na 5).`,
          ]
        : []),
      "Ceny podajemy w euro dla wybranej liczby osób; zmień daty, lotnisko lub filtry, aby zobaczyć inne terminy.",
    ],
  },
  ro: {
    home: "Acasă",
    everywhere: "toate destinațiile",
    criteria: {
      "oferty-samolotem": "Vacanțe cu avionul",
      "oferty-dojazd-wlasny": "Vacanțe cu mașina",
      "oferty-objazdowe": "Circuite",
      "oferty-narty": "Vacanțe la schi",
      "oferty-czarter": "Zboruri charter",
      "oferty-all-inclusive": "All inclusive",
    },
    title: (type, place) => `${type}: ${place}`,
    description: (type, place, f) =>
      `${type} – ${place}. Hoteluri în ofertă: ${f.hotels}${f.priceFrom ? `, prețuri de la ${euro(f.priceFrom, "ro")} de persoană` : ""}. Cele mai ieftine oferte primele.`,
    seoTitle: (type, place) => `${type} – ${place}: ce trebuie să știi`,
    seo: (type, place, f) => [
      `${type} (${place}): acum avem în ofertă hoteluri: ${f.hotels}.${f.priceFrom ? ` Cea mai ieftină plecare costă de la ${euro(f.priceFrom, "ro")} de persoană, cu zbor sau transport după tipul călătoriei.` : ""}`,
      ...(f.topPlaces.length ? [`Cele mai multe hoteluri sunt în: ${list(f.topPlaces, "ro")}.`] : []),
      ...(f.bestHotel
        ? [
            `Cel mai bine notat de oaspeți este ${f.bestHotel.name} (nota ${f.bestHotel.rating.toFixed(1)} din 5).`,
          ]
        : []),
      "Prețurile sunt în euro pentru numărul de persoane ales; schimbă datele, aeroportul sau filtrele pentru alte oferte.",
    ],
  },
  uk: {
    home: "Головна",
    everywhere: "усі напрямки",
    criteria: {
      "oferty-samolotem": "Відпочинок з авіаперельотом",
      "oferty-dojazd-wlasny": "Відпочинок власним транспортом",
      "oferty-objazdowe": "Екскурсійні тури",
      "oferty-narty": "Гірськолижні тури",
      "oferty-czarter": "Чартерні рейси",
      "oferty-all-inclusive": "Все включено",
    },
    title: (type, place) => `${type}: ${place}`,
    description: (type, place, f) =>
      `${type} – ${place}. Готелів у пропозиції: ${f.hotels}${f.priceFrom ? `, ціни від ${euro(f.priceFrom, "uk")} з особи` : ""}. Спершу найдешевші пропозиції.`,
    seoTitle: (type, place) => `${type} – ${place}: що варто знати`,
    seo: (type, place, f) => [
      `${type} (${place}): зараз у пропозиції готелів: ${f.hotels}.${f.priceFrom ? ` Найдешевша поїздка коштує від ${euro(f.priceFrom, "uk")} з особи, з перельотом або доїздом відповідно до типу подорожі.` : ""}`,
      ...(f.topPlaces.length ? [`Найбільше готелів у таких місцях: ${list(f.topPlaces, "uk")}.`] : []),
      ...(f.bestHotel
        ? [`Найвища оцінка гостей: ${f.bestHotel.name} (${f.bestHotel.rating.toFixed(1)} з 5).`]
        : []),
      "Ціни вказано в євро для вибраної кількості осіб; змініть дати, аеропорт або фільтри, щоб побачити інші варіанти.",
    ],
  },
  cs: {
    home: "Domů",
    everywhere: "všechny destinace",
    criteria: {
      "oferty-samolotem": "Dovolená s letenkou",
      "oferty-dojazd-wlasny": "Dovolená vlastní dopravou",
      "oferty-objazdowe": "Poznávací zájezdy",
      "oferty-narty": "Lyžařské zájezdy",
      "oferty-czarter": "Charterové lety",
      "oferty-all-inclusive": "All inclusive",
    },
    title: (type, place) => `${type}: ${place}`,
    description: (type, place, f) =>
      `${type} – ${place}. Počet hotelů v nabídce: ${f.hotels}${f.priceFrom ? `, ceny od ${euro(f.priceFrom, "cs")} za osobu` : ""}. Nejlevnější nabídky první.`,
    seoTitle: (type, place) => `${type} – ${place}: co je dobré vědět`,
    seo: (type, place, f) => [
      `${type} (${place}): počet hotelů v naší nabídce: ${f.hotels}.${f.priceFrom ? ` Nejlevnější zájezd stojí od ${euro(f.priceFrom, "cs")} za osobu, s letem nebo dopravou podle typu cesty.` : ""}`,
      ...(f.topPlaces.length ? [`Nejvíce hotelů najdete v těchto místech: ${list(f.topPlaces, "cs")}.`] : []),
      ...(f.bestHotel
        ? [`Nejlépe hodnocený hosty: ${f.bestHotel.name} (hodnocení ${f.bestHotel.rating.toFixed(1)} z 5).`]
        : []),
      "Ceny jsou v eurech pro zvolený počet osob; změňte termín, letiště nebo filtry a uvidíte další nabídky.",
    ],
  },
  hu: {
    home: "Főoldal",
    everywhere: "minden úti cél",
    criteria: {
      "oferty-samolotem": "Repülős nyaralás",
      "oferty-dojazd-wlasny": "Egyéni utazással",
      "oferty-objazdowe": "Körutazások",
      "oferty-narty": "Síutak",
      "oferty-czarter": "Charterjáratok",
      "oferty-all-inclusive": "All inclusive",
    },
    title: (type, place) => `${type}: ${place}`,
    description: (type, place, f) =>
      `${type} – ${place}. Szállodák száma: ${f.hotels}${f.priceFrom ? `, árak ${euro(f.priceFrom, "hu")}-tól/főtől` : ""}. Elöl a legolcsóbb ajánlatok.`,
    seoTitle: (type, place) => `${type} – ${place}: amit érdemes tudni`,
    seo: (type, place, f) => [
      `${type} (${place}): kínálatunkban jelenleg ennyi szálloda van: ${f.hotels}.${f.priceFrom ? ` A legolcsóbb út ára ${euro(f.priceFrom, "hu")}-tól/fő, repüléssel vagy az utazás típusának megfelelő utazással.` : ""}`,
      ...(f.topPlaces.length ? [`A legtöbb szálloda itt található: ${list(f.topPlaces, "hu")}.`] : []),
      ...(f.bestHotel
        ? [`A vendégek szerint a legjobb: ${f.bestHotel.name} (${f.bestHotel.rating.toFixed(1)} / 5).`]
        : []),
      "Az árak euróban, a választott létszámra értendők; más időpontokért módosítsa a dátumot, a repülőteret vagy a szűrőket.",
    ],
  },
};

export function listingTexts(locale: Locale) {
  return TEXTS[locale];
}
