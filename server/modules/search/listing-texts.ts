import type { ListingCriteria, Locale } from "../../contract";
import type { PlaceInSentence } from "../cms/dictionary";

/** What the listing's SEO copy says, from the catalogue and today's offers. */
export interface ListingFacts {
  hotels: number;
  /** Lowest price per person in euros, or undefined when nothing is on sale. */
  priceFrom: number | undefined;
  /** The places inside the destination with the most hotels on offer. */
  topPlaces: PlaceInSentence[];
  bestHotel: { name: string; rating: number } | undefined;
}

interface Texts {
  home: string;
  everywhere: string;
  criteria: Record<ListingCriteria, string>;
  /** Listings whose place reads as where the trip goes ("Loty czarterowe do Grecji"), not where it is. */
  towards: ListingCriteria[];
  /** `subject` is the listing in words: "Wczasy samolotem w Grecji" (or "Wczasy samolotem – Kreta"). */
  description: (subject: string, facts: ListingFacts) => string;
  seoTitle: (subject: string) => string;
  /** `to` is the place as a destination ("do Grecji"), null when not declined or everywhere. */
  seo: (subject: string, to: string | null, facts: ListingFacts) => string[];
  /** The most offered places, declined ("na Krecie, na Rodos i na Korfu"). */
  topPlacesIn: (places: string) => string;
  /** The same when a place has no declension: the names after a colon. */
  topPlaces: (names: string) => string;
}

const euro = (value: number, locale: Locale) =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)}\u00a0€`;

/**
 * The listing pages' own copy in the five site languages: titles, descriptions and SEO text built
 * from facts. A place inside a sentence is written as the dictionary declines it ("w Grecji", "do
 * Grecji"); a place without a declension stands after a dash or a colon in the nominative, so no
 * sentence ever needs a case the dictionary does not give. Counts stand after a colon, so no noun
 * needs declining by a number.
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
    towards: ["oferty-czarter"],
    description: (subject, f) =>
      `${subject}. Hoteli w ofercie: ${f.hotels}${f.priceFrom ? `, ceny od ${euro(f.priceFrom, "pl")} za osobę` : ""}. Najtańsze oferty najpierw.`,
    seoTitle: (subject) => `${subject}: co warto wiedzieć`,
    seo: (subject, to, f) => [
      `${subject}: w naszej ofercie jest teraz hoteli: ${f.hotels}.${f.priceFrom ? ` Najtańszy wyjazd${to ? ` ${to}` : ""} kosztuje od ${euro(f.priceFrom, "pl")} za osobę, z przelotem lub dojazdem zgodnie z rodzajem wycieczki.` : ""}`,
      ...(f.bestHotel
        ? [
            `Najwyżej oceniany przez gości jest ${f.bestHotel.name} (ocena ${f.bestHotel.rating.toFixed(1)} na 5).`,
          ]
        : []),
      "Ceny podajemy w euro dla wybranej liczby osób; zmień daty, lotnisko lub filtry, aby zobaczyć inne terminy.",
    ],
    topPlacesIn: (places) => `Najwięcej hoteli znajdziesz ${places}.`,
    topPlaces: (names) => `Najwięcej hoteli znajdziesz w tych miejscach: ${names}.`,
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
    towards: ["oferty-czarter"],
    description: (subject, f) =>
      `${subject}. Hoteluri în ofertă: ${f.hotels}${f.priceFrom ? `, prețuri de la ${euro(f.priceFrom, "ro")} de persoană` : ""}. Cele mai ieftine oferte primele.`,
    seoTitle: (subject) => `${subject}: ce trebuie să știi`,
    seo: (subject, to, f) => [
      `${subject}: acum avem în ofertă hoteluri: ${f.hotels}.${f.priceFrom ? ` Cea mai ieftină plecare${to ? ` ${to}` : ""} costă de la ${euro(f.priceFrom, "ro")} de persoană, cu zbor sau transport după tipul călătoriei.` : ""}`,
      ...(f.bestHotel
        ? [
            `Cel mai bine notat de oaspeți este ${f.bestHotel.name} (nota ${f.bestHotel.rating.toFixed(1)} din 5).`,
          ]
        : []),
      "Prețurile sunt în euro pentru numărul de persoane ales; schimbă datele, aeroportul sau filtrele pentru alte oferte.",
    ],
    topPlacesIn: (places) => `Cele mai multe hoteluri sunt ${places}.`,
    topPlaces: (names) => `Cele mai multe hoteluri sunt în: ${names}.`,
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
    towards: ["oferty-czarter", "oferty-objazdowe", "oferty-narty"],
    description: (subject, f) =>
      `${subject}. Готелів у пропозиції: ${f.hotels}${f.priceFrom ? `, ціни від ${euro(f.priceFrom, "uk")} з особи` : ""}. Спершу найдешевші пропозиції.`,
    seoTitle: (subject) => `${subject}: що варто знати`,
    seo: (subject, to, f) => [
      `${subject}: зараз у пропозиції готелів: ${f.hotels}.${f.priceFrom ? ` Найдешевша поїздка${to ? ` ${to}` : ""} коштує від ${euro(f.priceFrom, "uk")} з особи, з перельотом або доїздом відповідно до типу подорожі.` : ""}`,
      ...(f.bestHotel
        ? [`Найвища оцінка гостей: ${f.bestHotel.name} (${f.bestHotel.rating.toFixed(1)} з 5).`]
        : []),
      "Ціни вказано в євро для вибраної кількості осіб; змініть дати, аеропорт або фільтри, щоб побачити інші варіанти.",
    ],
    topPlacesIn: (places) => `Найбільше готелів ${places}.`,
    topPlaces: (names) => `Найбільше готелів у таких місцях: ${names}.`,
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
    towards: ["oferty-czarter", "oferty-objazdowe", "oferty-narty"],
    description: (subject, f) =>
      `${subject}. Počet hotelů v nabídce: ${f.hotels}${f.priceFrom ? `, ceny od ${euro(f.priceFrom, "cs")} za osobu` : ""}. Nejlevnější nabídky první.`,
    seoTitle: (subject) => `${subject}: co je dobré vědět`,
    seo: (subject, to, f) => [
      `${subject}: počet hotelů v naší nabídce: ${f.hotels}.${f.priceFrom ? ` Nejlevnější zájezd${to ? ` ${to}` : ""} stojí od ${euro(f.priceFrom, "cs")} za osobu, s letem nebo dopravou podle typu cesty.` : ""}`,
      ...(f.bestHotel
        ? [`Nejlépe hodnocený hosty: ${f.bestHotel.name} (hodnocení ${f.bestHotel.rating.toFixed(1)} z 5).`]
        : []),
      "Ceny jsou v eurech pro zvolený počet osob; změňte termín, letiště nebo filtry a uvidíte další nabídky.",
    ],
    topPlacesIn: (places) => `Nejvíce hotelů najdete ${places}.`,
    topPlaces: (names) => `Nejvíce hotelů najdete v těchto místech: ${names}.`,
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
    towards: ["oferty-czarter"],
    description: (subject, f) =>
      `${subject}. Szállodák száma: ${f.hotels}${f.priceFrom ? `, árak ${euro(f.priceFrom, "hu")}-tól/főtől` : ""}. Elöl a legolcsóbb ajánlatok.`,
    seoTitle: (subject) => `${subject}: amit érdemes tudni`,
    seo: (subject, to, f) => [
      `${subject}: kínálatunkban jelenleg ennyi szálloda van: ${f.hotels}.${f.priceFrom ? ` A legolcsóbb út${to ? ` ${to}` : ""} ára ${euro(f.priceFrom, "hu")}-tól/fő, repüléssel vagy az utazás típusának megfelelő utazással.` : ""}`,
      ...(f.bestHotel
        ? [`A vendégek szerint a legjobb: ${f.bestHotel.name} (${f.bestHotel.rating.toFixed(1)} / 5).`]
        : []),
      "Az árak euróban, a választott létszámra értendők; más időpontokért módosítsa a dátumot, a repülőteret vagy a szűrőket.",
    ],
    topPlacesIn: (places) => `A legtöbb szálloda ${places} található.`,
    topPlaces: (names) => `A legtöbb szálloda itt található: ${names}.`,
  },
};

/**
 * A listing's words in a locale for its criteria and place (null for every destination): the title
 * and heading, the description and the SEO text. The place is declined where the dictionary gives
 * its form, else written in the nominative after a colon or a dash (spec §1 dictionary).
 */
export function listingTexts(locale: Locale, criteria: ListingCriteria, place: PlaceInSentence | null) {
  const texts = TEXTS[locale];
  const type = texts.criteria[criteria];
  const form = place && (texts.towards.includes(criteria) ? place.to : place.in);
  const name = place?.name ?? texts.everywhere;
  const subject = form ? `${type} ${form}` : `${type} – ${name}`;
  const list = (items: string[]) =>
    new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(items);
  return {
    home: texts.home,
    type,
    title: form ? `${type} ${form}` : `${type}: ${name}`,
    description: (facts: ListingFacts) => texts.description(subject, facts),
    seoTitle: texts.seoTitle(subject),
    seo: (facts: ListingFacts) => {
      const [first, ...rest] = texts.seo(subject, place?.to ?? null, facts);
      const declined = facts.topPlaces.map((top) => top.in);
      const top = facts.topPlaces.length
        ? [
            declined.every((form): form is string => form !== null)
              ? texts.topPlacesIn(list(declined))
              : texts.topPlaces(list(facts.topPlaces.map((top) => top.name))),
          ]
        : [];
      return [first!, ...top, ...rest];
    },
  };
}
