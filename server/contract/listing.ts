import { z } from "zod";
import { OfferCode, PartyFields, checkPartyLimit } from "./party";
import { Locale, TripType } from "./common";
import { type FILTER_IDS, Facet, FilterId, OfferSearchRequest, SortType } from "./search";

/**
 * Listing URL words (spec §2 "/wypoczynek/:direction/oferty-:type"): the criteria segment names the
 * trip type and, for theme listings, default facet values (spec §5 "Facets: default values are
 * reselected when nothing else is selected"). The words are Polish in every locale, like the pattern.
 */
export const LISTING_CRITERIA = {
  "oferty-samolotem": { tripType: "WS", defaults: [] },
  "oferty-dojazd-wlasny": { tripType: "DW", defaults: [] },
  "oferty-objazdowe": { tripType: "WO", defaults: [] },
  "oferty-narty": { tripType: "NR", defaults: [] },
  "oferty-czarter": { tripType: "CZ", defaults: [] },
  "oferty-all-inclusive": {
    tripType: "WS",
    defaults: [{ filterId: "board", selectedValues: ["AI", "UAI"] }],
  },
} as const satisfies Record<
  string,
  { tripType: TripType; defaults: { filterId: (typeof FILTER_IDS)[number]; selectedValues: string[] }[] }
>;
export type ListingCriteria = keyof typeof LISTING_CRITERIA;
export const LISTING_CRITERIA_NAMES = Object.keys(LISTING_CRITERIA) as ListingCriteria[];

/** GET /www/search-criteria: a listing found by its SEO names (spec §7 "Search-criteria lookup"). */
/** A destination level left out: the next slug is looked up one level further down. */
export const SKIPPED_LEVEL = "-";

export const SearchCriteriaQuery = z.object({
  /**
   * The destination slugs in the locale, country[/region[/resort]]; empty for everywhere. A region
   * given as SKIPPED_LEVEL ("-") is the resort's own (the directions URLs' "zima", spec §2).
   */
  destination: z
    .string()
    .max(200)
    .regex(/^[a-z0-9-]*(\/[a-z0-9-]+){0,2}$/, "Expected country[/region[/resort]] slugs")
    .default(""),
  criteria: z.enum(LISTING_CRITERIA_NAMES as [ListingCriteria, ...ListingCriteria[]], {
    error: `Expected one of ${LISTING_CRITERIA_NAMES.join(", ")}`,
  }),
  locale: Locale.default("ro"),
});

const Breadcrumb = z.object({ label: z.string(), url: z.string() });

export const SearchCriteriaResponse = z.object({
  offerPageData: z.object({
    title: z.string(),
    description: z.string(),
    heading: z.string(),
    /**
     * The listing's place (null for every destination) with its forms in a sentence from the
     * dictionary global ("w Grecji", "do Grecji"), each null when not declined: the web writes its own
     * sentences about the place with them.
     */
    place: z.object({ name: z.string(), in: z.string().nullable(), to: z.string().nullable() }).nullable(),
    banner: z.object({ imageUrl: z.string(), alt: z.string() }).nullable(),
    breadcrumbs: z.array(Breadcrumb),
    /** The same listing in every locale (hreflang). */
    alternates: z.array(z.object({ locale: Locale, url: z.string() })),
  }),
  searchState: z.object({
    tripType: TripType,
    selectedDestinationsCodes: z.array(z.string()),
    /** Default facet values of the criteria: applied whenever the visitor selects nothing in that facet. */
    selectedFilterValues: z.array(z.object({ filterId: FilterId, selectedValues: z.array(z.string()) })),
    sortCode: SortType,
    pageUrl: z.string(),
  }),
  seoText: z.object({ title: z.string(), paragraphs: z.array(z.string()) }).nullable(),
});
export type SearchCriteriaResponse = z.infer<typeof SearchCriteriaResponse>;

/**
 * POST /www/listing/filters: the listing's filters for a search without its offers (a cheap call for
 * a facets panel that refreshes its counts). Values are codes; their words are the web's (locales/).
 */
export const ListingFiltersRequest = OfferSearchRequest;
export const ListingFiltersResponse = z.object({
  filters: z.array(Facet),
  /** The price filter (spec §3 "priceSelector", "amountRangeSKI" for ski): its range code and bounds. */
  price: z.object({
    code: z.enum(["priceSelector", "amountRangeSKI"]),
    selected: z.string().nullable(),
    min: z.number(),
    max: z.number(),
  }),
  totalResults: z.number().int(),
});
export type ListingFiltersResponse = z.infer<typeof ListingFiltersResponse>;

/**
 * POST /www/offers/prices: today's price of offers for a party (spec §4 "Price updates for one offer
 * code patch price and discountPrice in lists"). Offers no longer sold are left out of the answer.
 */
export const OfferPricesRequest = z
  .object({
    offerCodes: z.array(OfferCode).min(1).max(60),
    numberOfAdults: PartyFields.adultsCount.default(2),
    childrenBirthdays: PartyFields.childrenBirthDates,
  })
  .superRefine((request, context) =>
    checkPartyLimit(
      { adultsCount: request.numberOfAdults, childrenBirthDates: request.childrenBirthdays },
      context,
      ["childrenBirthdays"],
    ),
  );
export type OfferPricesRequest = z.input<typeof OfferPricesRequest>;
export const OfferPrice = z.object({
  offerCode: z.string(),
  pricePerPerson: z.number(),
  fullPrice: z.number(),
  originalFullPrice: z.number(),
  discount: z.number(),
});
export type OfferPrice = z.infer<typeof OfferPrice>;
export const OfferPricesResponse = z.object({ prices: z.array(OfferPrice) });
export type OfferPricesResponse = z.infer<typeof OfferPricesResponse>;
