import type { SiteCopy } from "./types";

export const hu: SiteCopy = {
  locale: "hu",
  brand: "Soleo Utazás",
  urls: { about: "/rolunk", guide: "/utazasi-kalauz" },
  header: {
    logoAlt: "Soleo Utazás – főoldal",
    phone: "+36 1 300 4050",
    hours: "H–P 9:00–20:00, szo 10:00–16:00",
    nav: {
      allDestinations: "Minden úti cél",
      offers: "Ajánlatok",
      holidays: "Utazási kalauz",
      destinations: "Úti célok",
      about: "Rólunk",
      newsletter: "Hírlevél",
    },
  },
  footer: {
    company: "Cégünk",
    help: "Segítség",
    follow: "Kövess minket",
    legal:
      "© 2026 Soleo Utazás Kft. Engedéllyel rendelkező utazásszervező, nyilvántartási szám: U-001234. Minden ár euróban, áfával értendő.",
    faq: "Gyakori kérdések",
    contactLine: "Itt vagyunk neked",
  },
  home: {
    title: "Soleo Utazás – all inclusive nyaralás, városlátogatás és körutazás",
    description:
      "Nyaralás budapesti és debreceni indulással: Görögország, Törökország, Egyiptom és Spanyolország euróban megadott árakon, magyar nyelvű idegenvezetővel.",
    hero: {
      title: "A 2027-es nyár már foglalható. Foglalj korán, fizess kevesebbet.",
      text: "Akár 25% kedvezmény a kedvenc görög, török és egyiptomi szállodákra, mindössze 10% előleggel.",
      cta: "Fedezd fel az úti célokat",
      imageAlt: "Homokos tengerpart türkizkék vízzel naplementekor",
    },
    expiredBanner: { title: "Black Friday 2025", text: "Akár 40% kedvezmény csak vasárnapig." },
    returning: {
      title: "Üdv újra! Folytasd ott, ahol abbahagytad",
      links: [
        {
          title: "Úti cél kalauz",
          text: "Hasonlítsd össze Görögországot, Törökországot, Egyiptomot és Spanyolországot",
        },
        { title: "Gyakori kérdések", text: "Úti okmányok, poggyász, biztosítás" },
      ],
    },
    logged: {
      title: "Ügyfélelőnyeid",
      links: [{ title: "Ajánlatok ügyfeleinknek", text: "Extra kedvezmények a Soleo ügyfeleinek" }],
    },
    tilesTitle: "Népszerű úti célok ezen a nyáron",
    why: {
      title: "Miért utazz velünk",
      html: "<h2>Miért utazz velünk</h2><ul><li><strong>Végső árak euróban</strong> – a repülőtéri illeték és a transzfer benne van.</li><li><strong>Magyar nyelvű idegenvezető</strong> a helyszínen, éjjel-nappal.</li><li><strong>Részletfizetés</strong> és 10%-os előleg előfoglalásnál.</li><li><strong>Vagyoni biztosíték</strong> minden utazási csomaghoz.</li></ul>",
    },
    faqTitle: "Gyakori kérdések",
    faq: [
      {
        q: "Milyen úti okmány kell Törökországba és Egyiptomba?",
        a: "<p>Törökországba és Egyiptomba a hazaérkezéstől számítva legalább 6 hónapig érvényes útlevél szükséges. Az egyiptomi vízumot érkezéskor kapod meg; minden részletet elküldünk 7 nappal indulás előtt.</p>",
      },
      {
        q: "Mennyit kell fizetni foglaláskor?",
        a: "<p>Előfoglalásnál 10% előleget fizetsz, a többit legkésőbb 30 nappal indulás előtt. 30 napon belüli indulásnál a teljes összeget kell kifizetni.</p>",
      },
      {
        q: "Milyen poggyász van az árban?",
        a: "<p>Minden utasnak jár egy 20 kg-os feladott és egy 8 kg-os kézipoggyász, ha az ajánlat másként nem rendelkezik.</p>",
      },
      {
        q: "Módosíthatom vagy lemondhatom a foglalást?",
        a: "<p>Igen. A feltételek a lemondás időpontjától függenek; megtalálod őket az utazási szerződésben és az ügyfélfiókodban.</p>",
      },
    ],
    newsletter: {
      title: "A hét ajánlatai egyenesen az e-mail-fiókodba",
      text: "Iratkozz fel, és elsőként kapod meg a last minute ajánlatokat és a kuponkódokat.",
    },
    seoText:
      "<h2>Külföldi nyaralás a Soleóval</h2><p>Több mint 15 éve szervezünk <strong>all inclusive nyaralásokat</strong> Görögországba, Törökországba, Egyiptomba és Spanyolországba, charterjáratokkal Budapestről és Debrecenből. Válassz több száz ellenőrzött szálloda közül: az aquaparkos családi üdülőktől a csak felnőtteknek szóló butikhotelekig.</p><p>A feltüntetett árak végső árak euróban, és tartalmazzák a repülőjegyet, a transzfert és a szállást.</p>",
  },
  destinations: [
    {
      country: "GR",
      teaser: "Kréta, Rodosz és Korfu: kék zászlós strandok.",
      imageAlt: "Fehér házak kék tetővel a tenger felett",
      guideHtml:
        "<p>Görögország az egyik legkedveltebb úti cél: <strong>Kréta</strong> családoknak, <strong>Rodosz</strong> a történelem kedvelőinek, <strong>Korfu</strong> a természet szerelmeseinek. A szezon májustól októberig tart, augusztusban 25 °C a tenger.</p>",
    },
    {
      country: "TR",
      teaser: "Antalya és Side: ultra all inclusive, aquaparkok és gyerekklub.",
      imageAlt: "Szállodai medence pálmafákkal a Török Riviérán",
      guideHtml:
        "<p>A Török Riviéra <strong>Antalyától</strong> <strong>Side</strong>-ig és <strong>Alanyáig</strong> a legjobb ár-érték arányú all inclusive nyaralást kínálja. A családi szállodákban aquapark és animáció vár.</p>",
    },
    {
      country: "EG",
      teaser: "Hurghada és Marsa Alam: egész évben napsütés és korallzátonyok.",
      imageAlt: "Korallzátony színes halakkal a Vörös-tengerben",
      guideHtml:
        "<p><strong>Hurghadában</strong> és <strong>Marsa Alamban</strong> novemberben is 25 °C és napsütés vár. A Vörös-tenger korallzátonyai a világ legszebbjei közé tartoznak.</p>",
    },
    {
      country: "ES",
      teaser: "Mallorca és a Costa del Sol: strandok, tapas és történelmi városok.",
      imageAlt: "Kristálytiszta vizű öböl csónakokkal Mallorca partján",
      guideHtml:
        "<p><strong>Mallorca</strong>, <strong>Tenerife</strong> és a <strong>Costa del Sol</strong> a strandolást Palma, Granada és Sevilla felfedezésével köti össze.</p>",
    },
  ],
  about: {
    title: "Rólunk",
    description: "A Soleo Utazás 2010 óta működő, engedéllyel rendelkező utazásszervező.",
    breadcrumb: "Rólunk",
    html: '<h1>A Soleo Utazásról</h1><p>2010-ben alapított utazásszervező vagyunk. Évente több mint <strong>120 000 ügyfél</strong> utazik velünk több mint 20 országba.</p><h2>Miben vagyunk mások</h2><ul><li>Saját idegenvezetők a helyszínen</li><li>Ügynökeink által személyesen ellenőrzött szállodák</li><li>Ügyfélszolgálat a szezonban a hét minden napján</li></ul><h2>Fogyasztóvédelem</h2><p>Utazási csomagjainkat vagyoni biztosíték védi. Panasszal a <a href="https://fogyasztovedelem.kormany.hu">fogyasztóvédelmi hatósághoz</a> is fordulhatsz.</p>',
    draftHtml:
      "<h1>A Soleo Utazásról</h1><p>Piszkozat: új szöveg a cég 16. születésnapjára, még nincs közzétéve.</p>",
    linksTitle: "Tudj meg többet",
  },
  guide: {
    title: "Utazási kalauz: merre menj 2027-ben",
    description:
      "A Soleo kalauza: mikor érdemes Görögországba, Törökországba, Egyiptomba vagy Spanyolországba utazni, és mit kell tudni előre.",
    breadcrumb: "Utazási kalauz",
    intro:
      "<h1>Utazási kalauz</h1><p>Összegyűjtöttük, amit az úti cél kiválasztása előtt érdemes tudni: a szezont, az úti okmányokat és a családoknak, pároknak ajánlott régiókat.</p>",
    faqTitle: "Indulás előtt",
    faq: [
      {
        q: "Mennyivel korábban kell a repülőtéren lennem?",
        a: "<p>Kérjük, legalább 2 órával a charterjárat indulása előtt érkezz a repülőtérre.</p>",
      },
      {
        q: "Kell a gyerekeknek saját útlevél?",
        a: "<p>Igen, minden gyereknek saját útlevélre vagy személyi igazolványra van szüksége, az úti céltól függően.</p>",
      },
    ],
  },
  homeBreadcrumb: "Főoldal",
  globalSearch: {
    title: "Találd meg a tökéletes nyaralást",
    tripTypes: {
      WS: "Repülővel",
      DW: "Egyéni utazással",
      WO: "Körutazások",
      NR: "Síelés",
      CZ: "Charterjáratok",
      NO_PASSPORT: "Útlevél nélkül",
    },
  },
  checkoutHeader: {
    title: "Biztonságos foglalás",
    trustBadges: ["Biztonságos fizetés", "Vagyoni biztosíték", "Segítség 0–24"],
  },
  dictionary: {
    localizedContent: {
      adultsLabel: "Felnőttek",
      childrenLabel: "Gyerekek",
      nightsLabel: "Éjszakák",
      boardAllInclusive: "All inclusive",
      boardHalfBoard: "Félpanzió",
    },
  },
};
