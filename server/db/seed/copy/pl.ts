import type { SiteCopy } from "./types";

export const pl: SiteCopy = {
  locale: "pl",
  brand: "Soleo Wakacje",
  urls: { about: "/o-nas", guide: "/poradnik-wakacyjny" },
  header: {
    logoAlt: "Soleo Wakacje – strona główna",
    phone: "+48 22 300 40 50",
    hours: "Pon.–pt. 9:00–20:00, sob. 10:00–16:00",
    nav: {
      allDestinations: "Wszystkie kierunki",
      offers: "Oferty wakacyjne",
      holidays: "Poradnik wakacyjny",
      destinations: "Kierunki",
      about: "O nas",
      newsletter: "Newsletter",
    },
  },
  footer: {
    company: "Firma",
    help: "Pomoc",
    follow: "Obserwuj nas",
    legal:
      "© 2026 Soleo Wakacje sp. z o.o. Organizator turystyki wpisany do rejestru pod nr 1234. Wszystkie ceny w euro z VAT.",
    faq: "Najczęstsze pytania",
    contactLine: "Jesteśmy do Twojej dyspozycji",
  },
  home: {
    title: "Soleo Wakacje – wczasy all inclusive, city break i wycieczki objazdowe",
    description:
      "Wakacje z wylotem z Warszawy, Katowic i Gdańska: Grecja, Turcja, Egipt i Hiszpania w cenach w euro, z opieką polskojęzycznego rezydenta.",
    hero: {
      title: "Lato 2027 już w sprzedaży. Rezerwuj wcześniej, płać mniej.",
      text: "Do 25% rabatu na ulubione hotele w Grecji, Turcji i Egipcie, z zaliczką od 10%.",
      cta: "Poznaj kierunki",
      imageAlt: "Piaszczysta plaża i turkusowa woda o zachodzie słońca",
    },
    expiredBanner: { title: "Black Friday 2025", text: "Rabaty do 40% tylko do niedzieli." },
    returning: {
      title: "Witaj ponownie! Kontynuuj tam, gdzie skończyłeś",
      links: [
        { title: "Poradnik po kierunkach", text: "Porównaj Grecję, Turcję, Egipt i Hiszpanię" },
        { title: "Najczęstsze pytania", text: "Dokumenty, bagaż, ubezpieczenie" },
      ],
    },
    logged: {
      title: "Twoje korzyści klienta",
      links: [{ title: "Oferty dla klientów", text: "Dodatkowe rabaty dla klientów Soleo" }],
    },
    tilesTitle: "Popularne kierunki tego lata",
    why: {
      title: "Dlaczego warto podróżować z nami",
      html: "<h2>Dlaczego warto podróżować z nami</h2><ul><li><strong>Ceny końcowe w euro</strong> – opłaty lotniskowe i transfery są wliczone.</li><li><strong>Polskojęzyczny rezydent</strong> na miejscu, całą dobę.</li><li><strong>Płatność w ratach</strong> i zaliczka od 10% przy wczesnej rezerwacji.</li><li><strong>Gwarancja ubezpieczeniowa</strong> dla każdej imprezy turystycznej.</li></ul>",
    },
    faqTitle: "Najczęstsze pytania",
    faq: [
      {
        q: "Jakie dokumenty są potrzebne do Turcji i Egiptu?",
        a: "<p>Do Turcji i Egiptu potrzebny jest paszport ważny co najmniej 6 miesięcy od daty powrotu. Wizę do Egiptu otrzymasz na miejscu, a wszystkie szczegóły wyślemy 7 dni przed wylotem.</p>",
      },
      {
        q: "Ile trzeba wpłacić przy rezerwacji?",
        a: "<p>Przy wczesnej rezerwacji wpłacasz 10% zaliczki, a resztę najpóźniej 30 dni przed wyjazdem. Przy wyjazdach w ciągu 30 dni płacisz całość.</p>",
      },
      {
        q: "Jaki bagaż jest wliczony w cenę?",
        a: "<p>Każdy pasażer ma w cenie bagaż rejestrowany 20 kg i podręczny 8 kg, o ile oferta nie mówi inaczej.</p>",
      },
      {
        q: "Czy mogę zmienić lub anulować rezerwację?",
        a: "<p>Tak. Warunki zależą od terminu rezygnacji; znajdziesz je w umowie i na swoim koncie klienta.</p>",
      },
    ],
    newsletter: {
      title: "Oferty tygodnia prosto na e-mail",
      text: "Zapisz się, a jako pierwszy dostaniesz oferty last minute i kody rabatowe.",
    },
    seoText:
      "<h2>Wakacje za granicą z Soleo</h2><p>Od ponad 15 lat organizujemy <strong>wczasy all inclusive</strong> w Grecji, Turcji, Egipcie i Hiszpanii, z wylotami czarterowymi z Warszawy, Katowic, Krakowa i Gdańska. Wybieraj spośród setek sprawdzonych hoteli: od rodzinnych resortów z aquaparkiem po butikowe hotele tylko dla dorosłych.</p><p>Podane ceny są cenami końcowymi w euro i obejmują przelot, transfer i zakwaterowanie.</p>",
  },
  destinations: [
    {
      country: "GR",
      teaser: "Kreta, Rodos i Korfu: plaże z błękitną flagą 2,5 godziny lotu od Polski.",
      imageAlt: "Białe domy z niebieskimi dachami nad morzem",
      guideHtml:
        "<p>Grecja to ulubiony kierunek Polaków: <strong>Kreta</strong> dla rodzin, <strong>Rodos</strong> dla miłośników historii i <strong>Korfu</strong> dla kochających przyrodę. Sezon trwa od maja do października, a woda w sierpniu ma 25 °C.</p>",
    },
    {
      country: "TR",
      teaser: "Antalya i Side: ultra all inclusive, aquaparki i mini-club.",
      imageAlt: "Basen hotelowy z palmami na Riwierze Tureckiej",
      guideHtml:
        "<p>Riwiera Turecka, od <strong>Antalyi</strong> po <strong>Side</strong> i <strong>Alanyę</strong>, to najlepszy stosunek jakości do ceny w all inclusive. Hotele rodzinne mają aquaparki i animacje po polsku.</p>",
    },
    {
      country: "EG",
      teaser: "Hurghada i Marsa Alam: słońce przez cały rok i rafy koralowe.",
      imageAlt: "Rafa koralowa z kolorowymi rybami w Morzu Czerwonym",
      guideHtml:
        "<p><strong>Hurghada</strong> i <strong>Marsa Alam</strong> to słońce i 25 °C nawet w listopadzie. Rafy koralowe Morza Czerwonego należą do najpiękniejszych na świecie.</p>",
    },
    {
      country: "ES",
      teaser: "Majorka i Costa del Sol: plaże, tapas i zabytkowe miasta.",
      imageAlt: "Zatoka z przejrzystą wodą i łodziami na wybrzeżu Majorki",
      guideHtml:
        "<p><strong>Majorka</strong>, <strong>Teneryfa</strong> i <strong>Costa del Sol</strong> łączą plaże z wycieczkami do zabytkowych miast, takich jak Palma, Grenada i Sewilla.</p>",
    },
  ],
  about: {
    title: "O nas",
    description:
      "Soleo Wakacje to organizator turystyki działający od 2010 roku, z biurami w Warszawie, Krakowie i Gdańsku.",
    breadcrumb: "O nas",
    html: '<h1>O Soleo Wakacje</h1><p>Jesteśmy organizatorem turystyki działającym od 2010 roku. Co roku ponad <strong>120 000 klientów</strong> wyjeżdża z nami na wakacje do ponad 20 krajów.</p><h2>Co nas wyróżnia</h2><ul><li>Własni rezydenci na miejscu</li><li>Hotele osobiście sprawdzone przez naszych agentów</li><li>Infolinia 7 dni w tygodniu w sezonie</li></ul><h2>Ochrona konsumenta</h2><p>Nasze imprezy są objęte gwarancją ubezpieczeniową. Ze skargą możesz się też zwrócić do <a href="https://uokik.gov.pl">Urzędu Ochrony Konkurencji i Konsumentów</a>.</p>',
    draftHtml:
      "<h1>O Soleo Wakacje</h1><p>Wersja robocza: nowy tekst na 16. urodziny firmy, jeszcze nieopublikowany.</p>",
    linksTitle: "Dowiedz się więcej",
  },
  guide: {
    title: "Poradnik wakacyjny: dokąd w 2027 roku",
    description:
      "Poradnik Soleo: kiedy najlepiej jechać do Grecji, Turcji, Egiptu lub Hiszpanii i co warto wiedzieć przed wyjazdem.",
    breadcrumb: "Poradnik wakacyjny",
    intro:
      "<h1>Poradnik wakacyjny</h1><p>Zebraliśmy tu wszystko, co warto wiedzieć przed wyborem kierunku: sezon, dokumenty i regiony polecane rodzinom oraz parom.</p>",
    faqTitle: "Przed wyjazdem",
    faq: [
      {
        q: "Ile wcześniej trzeba być na lotnisku?",
        a: "<p>Prosimy o przybycie na lotnisko co najmniej 2 godziny przed odlotem samolotu czarterowego.</p>",
      },
      {
        q: "Czy dzieci potrzebują własnego paszportu?",
        a: "<p>Tak, każde dziecko potrzebuje własnego paszportu lub dowodu osobistego, zależnie od kierunku.</p>",
      },
    ],
  },
  homeBreadcrumb: "Strona główna",
  globalSearch: {
    title: "Znajdź idealne wakacje",
    tripTypes: {
      WS: "Samolotem",
      DW: "Dojazd własny",
      WO: "Wycieczki objazdowe",
      NR: "Narty",
      CZ: "Loty czarterowe",
      NO_PASSPORT: "Bez paszportu",
    },
  },
  checkoutHeader: {
    title: "Bezpieczna rezerwacja",
    trustBadges: ["Bezpieczna płatność", "Gwarancja ubezpieczeniowa", "Pomoc 24/7"],
  },
  dictionary: {
    localizedContent: {
      adultsLabel: "Dorośli",
      childrenLabel: "Dzieci",
      nightsLabel: "Noce",
      boardAllInclusive: "All inclusive",
      boardHalfBoard: "Śniadania i obiadokolacje",
    },
  },
};
