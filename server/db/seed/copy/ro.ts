import type { SiteCopy } from "./types";

export const ro: SiteCopy = {
  locale: "ro",
  brand: "Soleo Vacanțe",
  urls: { about: "/despre-noi", guide: "/ghid-de-vacanta" },
  header: {
    logoAlt: "Soleo Vacanțe – pagina principală",
    phone: "+40 21 300 40 50",
    hours: "Luni–vineri 9:00–20:00, sâmbătă 10:00–16:00",
    nav: {
      allDestinations: "Toate destinațiile",
      offers: "Oferte de vacanță",
      holidays: "Ghid de vacanță",
      destinations: "Destinații",
      about: "Despre noi",
      newsletter: "Newsletter",
    },
  },
  footer: {
    company: "Companie",
    help: "Ajutor",
    follow: "Urmărește-ne",
    legal:
      "© 2026 Soleo Vacanțe SRL. Agenție de turism licențiată, licența nr. 1234/2024. Toate prețurile sunt în euro și includ TVA.",
    faq: "Întrebări frecvente",
    contactLine: "Suntem aici pentru tine",
  },
  home: {
    title: "Soleo Vacanțe – vacanțe all inclusive, city break și circuite",
    description:
      "Vacanțe cu avionul din București, Cluj și Timișoara: Grecia, Turcia, Egipt și Spania la prețuri în euro, cu asistență în limba română.",
    hero: {
      title: "Vara 2027 a început. Rezervă devreme, plătește mai puțin.",
      text: "Până la 25% reducere la hotelurile preferate din Grecia, Turcia și Egipt, cu avans de doar 10%.",
      cta: "Descoperă destinațiile",
      imageAlt: "Plajă cu nisip fin și apă turcoaz la apus",
    },
    expiredBanner: { title: "Black Friday 2025", text: "Reduceri de până la 40% doar până duminică." },
    returning: {
      title: "Bine ai revenit! Continuă de unde ai rămas",
      links: [
        { title: "Ghidul destinațiilor", text: "Compară Grecia, Turcia, Egipt și Spania" },
        { title: "Întrebări frecvente", text: "Documente, bagaje, asigurări" },
      ],
    },
    logged: {
      title: "Avantajele tale de client",
      links: [{ title: "Oferte pentru membri", text: "Reduceri suplimentare pentru clienții Soleo" }],
    },
    tilesTitle: "Destinații populare în această vară",
    why: {
      title: "De ce să călătorești cu noi",
      html: "<h2>De ce să călătorești cu noi</h2><ul><li><strong>Prețuri finale în euro</strong> – taxele de aeroport și transferurile sunt incluse.</li><li><strong>Asistență în limba română</strong> la destinație, 24 de ore din 24.</li><li><strong>Plată în rate</strong> și avans de la 10% la rezervările timpurii.</li><li><strong>Garanție de insolvență</strong> pentru fiecare pachet de vacanță.</li></ul>",
    },
    faqTitle: "Întrebări frecvente",
    faq: [
      {
        q: "Ce documente îmi trebuie pentru Turcia și Egipt?",
        a: "<p>Pentru Turcia și Egipt ai nevoie de pașaport valabil cel puțin 6 luni de la data întoarcerii. Viza pentru Egipt se obține la sosire, iar noi îți trimitem toate detaliile cu 7 zile înainte de plecare.</p>",
      },
      {
        q: "Cât trebuie să plătesc la rezervare?",
        a: "<p>La rezervările timpurii plătești un avans de 10%, iar restul cu cel târziu 30 de zile înainte de plecare. Pentru plecările din următoarele 30 de zile se achită integral.</p>",
      },
      {
        q: "Ce bagaj este inclus în pachet?",
        a: "<p>Fiecare pasager are inclus un bagaj de cală de 20 kg și un bagaj de mână de 8 kg, dacă oferta nu specifică altfel.</p>",
      },
      {
        q: "Pot anula sau modifica rezervarea?",
        a: "<p>Da. Condițiile depind de data anulării; le găsești în contractul de călătorie și în contul tău de client.</p>",
      },
    ],
    newsletter: {
      title: "Ofertele săptămânii, direct pe e-mail",
      text: "Abonează-te și primești primul ofertele last minute și codurile de reducere.",
    },
    seoText:
      "<h2>Vacanțe în străinătate cu Soleo</h2><p>De peste 15 ani organizăm <strong>vacanțe all inclusive</strong> în Grecia, Turcia, Egipt și Spania, cu zboruri charter din București, Cluj-Napoca, Iași și Timișoara. Alege dintre sute de hoteluri verificate, de la resorturi de familie cu aquapark până la hoteluri boutique doar pentru adulți.</p><p>Prețurile afișate sunt finale, în euro, și includ zborul, transferul și cazarea.</p>",
  },
  destinations: [
    {
      country: "GR",
      teaser: "Creta, Rodos și Corfu: plaje cu steag albastru la 2 ore de zbor.",
      imageAlt: "Case albe cu acoperiș albastru deasupra mării",
      guideHtml:
        "<p>Grecia este cea mai iubită destinație a românilor: <strong>Creta</strong> pentru familii, <strong>Rodos</strong> pentru istorie și <strong>Corfu</strong> pentru natură. Sezonul ține din mai până în octombrie, iar apa mării ajunge la 25 °C în august.</p>",
    },
    {
      country: "TR",
      teaser: "Antalya și Side: all inclusive ultra, aquaparkuri și mini-club.",
      imageAlt: "Piscină de resort cu palmieri pe Riviera Turcească",
      guideHtml:
        "<p>Riviera Turcească, de la <strong>Antalya</strong> la <strong>Side</strong> și <strong>Alanya</strong>, oferă cel mai bun raport calitate–preț pentru all inclusive. Hotelurile de familie au aquaparkuri și animație în limba română.</p>",
    },
    {
      country: "EG",
      teaser: "Hurghada și Marsa Alam: soare tot anul și recife de corali.",
      imageAlt: "Recif de corali cu pești colorați în Marea Roșie",
      guideHtml:
        "<p><strong>Hurghada</strong> și <strong>Marsa Alam</strong> au soare și 25 °C chiar și în noiembrie. Recifele de corali din Marea Roșie sunt printre cele mai frumoase din lume pentru snorkeling.</p>",
    },
    {
      country: "ES",
      teaser: "Mallorca și Costa del Sol: plaje, tapas și orașe istorice.",
      imageAlt: "Golf cu apă limpede și bărci pe coasta Mallorcăi",
      guideHtml:
        "<p><strong>Mallorca</strong>, <strong>Tenerife</strong> și <strong>Costa del Sol</strong> combină plajele cu excursii în orașe istorice precum Palma, Granada și Sevilla.</p>",
    },
  ],
  about: {
    title: "Despre noi",
    description:
      "Soleo Vacanțe este agenție de turism licențiată din 2010, cu birouri în București, Cluj-Napoca și Timișoara.",
    breadcrumb: "Despre noi",
    html: '<h1>Despre Soleo Vacanțe</h1><p>Suntem o agenție de turism licențiată, fondată în 2010 la București. În fiecare an peste <strong>120.000 de clienți</strong> pleacă în vacanță cu noi în peste 20 de țări.</p><h2>Ce ne diferențiază</h2><ul><li>Echipă proprie de ghizi la destinație</li><li>Hoteluri verificate personal de agenții noștri</li><li>Suport telefonic 7 zile din 7 în sezon</li></ul><h2>Protecția consumatorului</h2><p>Pachetele noastre sunt asigurate împotriva insolvenței. Pentru reclamații te poți adresa și <a href="https://anpc.ro">Autorității Naționale pentru Protecția Consumatorilor</a>.</p>',
    draftHtml:
      "<h1>Despre Soleo Vacanțe</h1><p>Ciornă: textul nou despre aniversarea de 16 ani, încă nepublicat.</p>",
    linksTitle: "Află mai multe",
  },
  guide: {
    title: "Ghid de vacanță: unde pleci în 2027",
    description:
      "Ghidul destinațiilor Soleo: când e cel mai bine să pleci în Grecia, Turcia, Egipt sau Spania și ce trebuie să știi înainte.",
    breadcrumb: "Ghid de vacanță",
    intro:
      "<h1>Ghid de vacanță</h1><p>Am adunat aici tot ce trebuie să știi înainte să alegi destinația: sezonul, documentele și zonele recomandate pentru familii sau cupluri.</p>",
    faqTitle: "Înainte de plecare",
    faq: [
      {
        q: "Cu cât timp înainte trebuie să fiu la aeroport?",
        a: "<p>Te rugăm să ajungi la aeroport cu cel puțin 2 ore înainte de plecarea zborului charter.</p>",
      },
      {
        q: "Copiii au nevoie de pașaport propriu?",
        a: "<p>Da, fiecare copil are nevoie de pașaport sau carte de identitate proprie, în funcție de destinație.</p>",
      },
    ],
  },
  homeBreadcrumb: "Acasă",
  globalSearch: {
    title: "Caută vacanța perfectă",
    tripTypes: {
      WS: "Cu avionul",
      DW: "Cu mașina",
      WO: "Circuite",
      NR: "Schi",
      CZ: "Zboruri charter",
      NO_PASSPORT: "Fără pașaport",
    },
  },
  checkoutHeader: {
    title: "Rezervare sigură",
    trustBadges: ["Plată securizată", "Asigurare de insolvență", "Asistență 24/7"],
  },
  dictionary: {
    localizedContent: {
      adultsLabel: "Adulți",
      childrenLabel: "Copii",
      nightsLabel: "Nopți",
      boardAllInclusive: "All inclusive",
      boardHalfBoard: "Demipensiune",
    },
  },
};
