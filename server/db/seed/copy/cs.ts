import type { SiteCopy } from "./types";

export const cs: SiteCopy = {
  locale: "cs",
  brand: "Soleo Dovolená",
  urls: { about: "/o-nas", guide: "/pruvodce-dovolenou" },
  header: {
    logoAlt: "Soleo Dovolená – úvodní stránka",
    phone: "+420 222 300 405",
    hours: "Po–pá 9:00–20:00, so 10:00–16:00",
    nav: {
      allDestinations: "Všechny destinace",
      offers: "Nabídky zájezdů",
      holidays: "Průvodce dovolenou",
      destinations: "Destinace",
      about: "O nás",
      newsletter: "Newsletter",
    },
  },
  footer: {
    company: "Společnost",
    help: "Pomoc",
    follow: "Sledujte nás",
    legal:
      "© 2026 Soleo Dovolená s.r.o. Cestovní kancelář s pojištěním proti úpadku. Všechny ceny jsou v eurech včetně DPH.",
    faq: "Časté dotazy",
    contactLine: "Jsme tu pro vás",
  },
  home: {
    title: "Soleo Dovolená – all inclusive, poznávací zájezdy a city breaky",
    description:
      "Dovolená s odletem z Prahy, Brna a Ostravy: Řecko, Turecko, Egypt a Španělsko za ceny v eurech, s delegátem mluvícím česky.",
    hero: {
      title: "Léto 2027 je v prodeji. Rezervujte dříve a ušetřete.",
      text: "Slevy až 25 % na oblíbené hotely v Řecku, Turecku a Egyptě se zálohou jen 10 %.",
      cta: "Objevte destinace",
      imageAlt: "Písečná pláž s tyrkysovou vodou při západu slunce",
    },
    expiredBanner: { title: "Black Friday 2025", text: "Slevy až 40 % jen do neděle." },
    returning: {
      title: "Vítejte zpět! Pokračujte, kde jste skončili",
      links: [
        { title: "Průvodce destinacemi", text: "Porovnejte Řecko, Turecko, Egypt a Španělsko" },
        { title: "Časté dotazy", text: "Doklady, zavazadla, pojištění" },
      ],
    },
    logged: {
      title: "Vaše zákaznické výhody",
      links: [{ title: "Nabídky pro zákazníky", text: "Extra slevy pro zákazníky Soleo" }],
    },
    tilesTitle: "Oblíbené destinace tohoto léta",
    why: {
      title: "Proč cestovat s námi",
      html: "<h2>Proč cestovat s námi</h2><ul><li><strong>Konečné ceny v eurech</strong> – letištní taxy a transfery jsou v ceně.</li><li><strong>Česky mluvící delegát</strong> v destinaci 24 hodin denně.</li><li><strong>Platba ve splátkách</strong> a záloha od 10 % při včasné rezervaci.</li><li><strong>Pojištění proti úpadku</strong> u každého zájezdu.</li></ul>",
    },
    faqTitle: "Časté dotazy",
    faq: [
      {
        q: "Jaké doklady potřebuji do Turecka a Egypta?",
        a: "<p>Do Turecka a Egypta potřebujete cestovní pas platný alespoň 6 měsíců od data návratu. Vízum do Egypta získáte po příletu; všechny podrobnosti vám pošleme 7 dní před odletem.</p>",
      },
      {
        q: "Kolik zaplatím při rezervaci?",
        a: "<p>Při včasné rezervaci zaplatíte zálohu 10 %, zbytek nejpozději 30 dní před odjezdem. U odjezdů do 30 dní se platí celá částka.</p>",
      },
      {
        q: "Jaká zavazadla jsou v ceně?",
        a: "<p>Každý cestující má v ceně odbavené zavazadlo 20 kg a příruční zavazadlo 8 kg, pokud nabídka neuvádí jinak.</p>",
      },
      {
        q: "Mohu rezervaci změnit nebo zrušit?",
        a: "<p>Ano. Podmínky závisí na datu zrušení; najdete je ve smlouvě o zájezdu a ve svém zákaznickém účtu.</p>",
      },
    ],
    newsletter: {
      title: "Nabídky týdne přímo do e-mailu",
      text: "Přihlaste se k odběru a last minute nabídky a slevové kódy dostanete jako první.",
    },
    seoText:
      "<h2>Dovolená v zahraničí se Soleo</h2><p>Už přes 15 let pořádáme <strong>dovolené all inclusive</strong> v Řecku, Turecku, Egyptě a Španělsku s charterovými lety z Prahy, Brna, Ostravy a Pardubic. Vybírejte ze stovek prověřených hotelů: od rodinných resortů s aquaparkem po butikové hotely jen pro dospělé.</p><p>Uvedené ceny jsou konečné, v eurech, a zahrnují let, transfer a ubytování.</p>",
  },
  destinations: [
    {
      country: "GR",
      teaser: "Kréta, Rhodos a Korfu: pláže s modrou vlajkou.",
      imageAlt: "Bílé domy s modrými střechami nad mořem",
      guideHtml:
        "<p>Řecko patří k nejoblíbenějším destinacím: <strong>Kréta</strong> pro rodiny, <strong>Rhodos</strong> pro milovníky historie a <strong>Korfu</strong> pro milovníky přírody. Sezóna trvá od května do října a moře má v srpnu 25 °C.</p>",
    },
    {
      country: "TR",
      teaser: "Antalya a Side: ultra all inclusive, aquaparky a dětské kluby.",
      imageAlt: "Hotelový bazén s palmami na turecké riviéře",
      guideHtml:
        "<p>Turecká riviéra od <strong>Antalye</strong> po <strong>Side</strong> a <strong>Alanyi</strong> nabízí nejlepší poměr ceny a kvality v all inclusive. Rodinné hotely mají aquaparky a animační programy.</p>",
    },
    {
      country: "EG",
      teaser: "Hurghada a Marsa Alam: slunce celý rok a korálové útesy.",
      imageAlt: "Korálový útes s barevnými rybami v Rudém moři",
      guideHtml:
        "<p>V <strong>Hurghadě</strong> a <strong>Marsa Alamu</strong> je slunce a 25 °C i v listopadu. Korálové útesy Rudého moře patří k nejkrásnějším na světě.</p>",
    },
    {
      country: "ES",
      teaser: "Mallorca a Costa del Sol: pláže, tapas a historická města.",
      imageAlt: "Zátoka s průzračnou vodou a loďkami na pobřeží Mallorky",
      guideHtml:
        "<p><strong>Mallorca</strong>, <strong>Tenerife</strong> a <strong>Costa del Sol</strong> spojují pláže s výlety do historických měst, jako jsou Palma, Granada a Sevilla.</p>",
    },
  ],
  about: {
    title: "O nás",
    description: "Soleo Dovolená je cestovní kancelář s pojištěním proti úpadku, která působí od roku 2010.",
    breadcrumb: "O nás",
    html: '<h1>O Soleo Dovolená</h1><p>Jsme cestovní kancelář založená v roce 2010. Každý rok s námi odjede na dovolenou přes <strong>120 000 zákazníků</strong> do více než 20 zemí.</p><h2>Čím se lišíme</h2><ul><li>Vlastní delegáti v destinacích</li><li>Hotely osobně prověřené našimi agenty</li><li>Zákaznická linka 7 dní v týdnu v sezóně</li></ul><h2>Ochrana spotřebitele</h2><p>Naše zájezdy jsou pojištěny proti úpadku. Se stížností se můžete obrátit také na <a href="https://www.coi.cz">Českou obchodní inspekci</a>.</p>',
    draftHtml:
      "<h1>O Soleo Dovolená</h1><p>Koncept: nový text k 16. výročí společnosti, zatím nezveřejněný.</p>",
    linksTitle: "Zjistěte více",
  },
  guide: {
    title: "Průvodce dovolenou: kam vyrazit v roce 2027",
    description:
      "Průvodce Soleo: kdy je nejlepší jet do Řecka, Turecka, Egypta nebo Španělska a co vědět předem.",
    breadcrumb: "Průvodce dovolenou",
    intro:
      "<h1>Průvodce dovolenou</h1><p>Sepsali jsme vše, co se hodí vědět před výběrem destinace: sezónu, doklady a oblasti vhodné pro rodiny i páry.</p>",
    faqTitle: "Před odjezdem",
    faq: [
      {
        q: "Kdy mám být na letišti?",
        a: "<p>Na letiště prosím přijeďte nejméně 2 hodiny před odletem charterového letu.</p>",
      },
      {
        q: "Potřebují děti vlastní pas?",
        a: "<p>Ano, každé dítě potřebuje vlastní cestovní pas nebo občanský průkaz podle destinace.</p>",
      },
    ],
  },
  homeBreadcrumb: "Úvod",
  globalSearch: {
    title: "Najděte si ideální dovolenou",
    tripTypes: {
      WS: "Letecky",
      DW: "Vlastní dopravou",
      WO: "Poznávací zájezdy",
      NR: "Lyžování",
      CZ: "Charterové lety",
      NO_PASSPORT: "Bez pasu",
    },
  },
  checkoutHeader: {
    title: "Bezpečná rezervace",
    trustBadges: ["Zabezpečená platba", "Pojištění proti úpadku", "Podpora 24/7"],
  },
  dictionary: {
    localizedContent: {
      adultsLabel: "Dospělí",
      childrenLabel: "Děti",
      nightsLabel: "Noci",
      boardAllInclusive: "All inclusive",
      boardHalfBoard: "Polopenze",
    },
  },
};
