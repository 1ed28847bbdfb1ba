import { z } from "zod";
import { AirportCode, IsoDate, PartyFields, Rooms, checkPartyLimit } from "./party";
import { TripType } from "./common";
import { MAX_FACET_VALUES } from "./rules";

/** Offer types of spec §1 plus TOUR for round trips, and the trip type each one searches. */
export const OFFER_TYPES = { BY_PLANE: "WS", BY_CAR: "DW", SKI: "NR", CHARTER: "CZ", TOUR: "WO" } as const;
export const OfferType = z.enum(["BY_PLANE", "BY_CAR", "SKI", "CHARTER", "TOUR"]);
export type OfferType = z.infer<typeof OfferType>;

/** Sort types of spec §3. nearestDeparture: the hotel's soonest departure; flightDate: the shown offer's. */
export const SORT_TYPES = [
  "price",
  "priceDESC",
  "hotelRating",
  "nearestDeparture",
  "categoryDESC",
  "flightDate",
] as const;
export const SortType = z.enum(SORT_TYPES);
export type SortType = z.infer<typeof SortType>;

/** Listing defaults of spec §4/§9: page 0, ten per page, by price. */
export const DEFAULT_PAGE_SIZE = 10;
export { MAX_CHILDREN, MAX_PARTICIPANTS, MAX_ROOMS } from "./rules";

/** Filters the search understands (spec §3 "Filter"): facet codes and the price range 'from#to'. */
export const FILTER_IDS = ["category", "board", "facility", "rating", "priceSelector"] as const;
export const FilterId = z.enum(FILTER_IDS);

export const PRICE_RANGE = /^(\d{1,6})?#(\d{1,6})?$/;

/**
 * The offer search request (spec §3). With occupancies (multi-room, spec §3 "only for multi-room")
 * the party is the rooms' and numberOfAdults/childrenBirthdays are ignored: each room needs an offer
 * room that fits it, and the price is the sum of the rooms' prices.
 */
export const OfferSearchRequest = z
  .object({
    offerType: OfferType.default("BY_PLANE"),
    childrenBirthdays: PartyFields.childrenBirthDates,
    departuresCodes: z.array(AirportCode).max(20).default([]),
    destinationsCodes: z
      .array(z.string().regex(/^[A-Z]{2}(-[A-Z]{3}){0,2}$/, "Expected a destination code"))
      .max(50)
      .default([]),
    numberOfAdults: PartyFields.adultsCount.default(2),
    occupancies: Rooms.optional(),
    departureDateFrom: IsoDate.optional(),
    departureDateTo: IsoDate.optional(),
    durationFrom: z.number().int().min(1).max(30).optional(),
    durationTo: z.number().int().min(1).max(30).optional(),
    site: z.string().max(20).optional(),
    metaData: z
      .object({
        page: z.number().int().min(0).max(1000).default(0),
        pageSize: z.number().int().min(1).max(50).default(DEFAULT_PAGE_SIZE),
        sorting: SortType.default("price"),
      })
      .default({ page: 0, pageSize: DEFAULT_PAGE_SIZE, sorting: "price" }),
    filters: z
      .array(
        z.object({ filterId: FilterId, selectedValues: z.array(z.string().max(40)).max(MAX_FACET_VALUES) }),
      )
      .max(10)
      .default([]),
    /** Within this many km of regionLocation. */
    radius: z.number().positive().max(500).optional(),
    regionLocation: z
      .object({ latitude: z.number().min(-85).max(85), longitude: z.number().min(-180).max(180) })
      .optional(),
  })
  .superRefine((request, context) => {
    if (!request.occupancies?.length) {
      checkPartyLimit(
        { adultsCount: request.numberOfAdults, childrenBirthDates: request.childrenBirthdays },
        context,
        ["childrenBirthdays"],
      );
    }
    if (
      request.departureDateFrom &&
      request.departureDateTo &&
      request.departureDateFrom > request.departureDateTo
    ) {
      context.addIssue({
        code: "custom",
        path: ["departureDateTo"],
        message: "departureDateTo is before departureDateFrom",
      });
    }
    if (request.durationFrom && request.durationTo && request.durationFrom > request.durationTo) {
      context.addIssue({ code: "custom", path: ["durationTo"], message: "durationTo is below durationFrom" });
    }
    if ((request.radius === undefined) !== (request.regionLocation === undefined)) {
      context.addIssue({
        code: "custom",
        path: ["radius"],
        message: "radius and regionLocation go together",
      });
    }
    for (const [index, filter] of request.filters.entries()) {
      if (
        filter.filterId === "priceSelector" &&
        !filter.selectedValues.every((value) => PRICE_RANGE.test(value))
      ) {
        context.addIssue({
          code: "custom",
          path: ["filters", index, "selectedValues"],
          message: "A price range is 'from#to' in whole euros",
        });
      }
    }
  });
export type OfferSearchRequest = z.input<typeof OfferSearchRequest>;
export type ParsedOfferSearch = z.output<typeof OfferSearchRequest>;

export const Flight = z.object({
  airLineCode: z.string(),
  flightNumber: z.string(),
  /** The departure airport's name in the request's language (its code where it has none). */
  departureAirport: z.string(),
  departureCode: z.string(),
  departureDate: z.string(),
  /** Local time at the departure airport. */
  departureTime: z.string(),
  /**
   * The arrival airport and the local date and time there (luxon, server/modules/search/flight-times.ts);
   * null where the region has no airport of its own (a tour's outbound leg).
   */
  arrivalAirport: z.string().nullable(),
  arrivalCode: z.string().nullable(),
  arrivalDate: z.string().nullable(),
  arrivalTime: z.string().nullable(),
});

/** An offer as listings show it (spec §3 "Offer"): prices in euros for the searched party. */
export const OfferSummary = z.object({
  offerCode: z.string(),
  tripType: TripType,
  hotel: z.object({
    code: z.string(),
    slug: z.string(),
    name: z.string(),
    type: z.enum(["HOTEL", "TOUR"]),
    stars: z.number().int(),
    rating: z.number(),
    reviewCount: z.number().int(),
    countryCode: z.string(),
    regionCode: z.string(),
    resortCode: z.string(),
    place: z.string(),
    imageUrl: z.string(),
  }),
  departureDate: z.string(),
  duration: z.number().int(),
  boardCode: z.string(),
  roomCode: z.string(),
  /** Null for trips without a flight (DW, NR): spec §9 hides airport and hour there. */
  departureAirport: z.string().nullable(),
  departureTime: z.string().nullable(),
  departureFlight: Flight.nullable(),
  returnFlight: Flight.nullable(),
  pricePerPerson: z.number(),
  fullPrice: z.number(),
  originalFullPrice: z.number(),
  /** What the discount saves on the full price; 0 without a discount. */
  discount: z.number(),
  /** Ryanair offers are sold at the full price (spec §9). */
  fullPriceOnly: z.boolean(),
  participants: z.object({ adults: z.number().int(), children: z.number().int(), rooms: z.number().int() }),
});
export type OfferSummary = z.infer<typeof OfferSummary>;

/** A facet (spec §3 "Filter"): labels are the web's, from locales/, by code. */
export const Facet = z.object({
  code: FilterId,
  displayType: z.enum(["MULTI_CHOICE", "SINGLE_CHOICE", "RANGE"]),
  values: z.array(z.object({ code: z.string(), count: z.number().int(), selected: z.boolean() })),
});
export type Facet = z.infer<typeof Facet>;

export const Pagination = z.object({
  pageSize: z.number().int(),
  page: z.number().int(),
  sorting: SortType,
  totalResults: z.number().int(),
  pagesCount: z.number().int(),
});

export const OfferSearchResponse = z.object({
  offers: z.array(OfferSummary),
  pagination: Pagination,
  facets: z.array(Facet),
  priceRange: z.object({ min: z.number(), max: z.number() }).nullable(),
});
export type OfferSearchResponse = z.infer<typeof OfferSearchResponse>;

/** POST /www/offers/count answers the number of hotels the search finds. */
export const OffersCountResponse = z.number().int().nonnegative();
