import { z } from "zod";
import { CURRENCY, Locale, TripType } from "./common";
import {
  AirportCode,
  HotelCode,
  IsoDate as isoDate,
  OfferCode,
  PartyFields,
  QueryPartyFields as QueryParty,
  checkPartyLimit as partyLimit,
} from "./party";
import { HotelRoom } from "./hotel";
import { Flight } from "./search";

const Code = z.string().regex(/^[A-Z0-9_]{1,12}$/, "Expected a code");

/** The party the configurator prices for (spec §3 selectedValues adultsCount, childrenBirthDates). */
const Party = { ...PartyFields, adultsCount: PartyFields.adultsCount.default(2) };

/**
 * POST /www/configurator/matrix: the hotel card's offer configurator (spec §3 "Configurator matrix"
 * and "Configurator meta", §4 "Configurator"). Every field is a wish: the answer is the nearest
 * bookable selection (an unknown airport, date or board falls back to the cheapest that exists), so
 * the page never offers an impossible combination. An offerCode selects that offer when it is still
 * sold and fits the party.
 */
export const ConfiguratorRequest = z
  .object({
    hotelCode: HotelCode,
    tripType: TripType.optional(),
    offerCode: OfferCode.optional(),
    airportCode: AirportCode.optional(),
    startDate: isoDate.optional(),
    duration: z.number().int().min(1).max(30).optional(),
    boardCode: Code.optional(),
    roomCode: Code.optional(),
    ...Party,
  })
  .superRefine(partyLimit);
export type ConfiguratorRequest = z.input<typeof ConfiguratorRequest>;

const Price = {
  /** Per adult, euros. */
  pricePerPerson: z.number(),
  /** For the whole party, euros. */
  fullPrice: z.number(),
};

/**
 * What one traveller of the party pays (euros), with their passenger type (spec §9) and a child's age
 * on the departure day: the offer's breakdown, whose prices add up to its fullPrice.
 */
export const PriceLine = z.object({
  passengerType: z.enum(["ADULT", "CHILD", "INFANT"]),
  age: z.number().int().nullable(),
  price: z.number(),
});
export type PriceLine = z.infer<typeof PriceLine>;

/** A bookable offer as the configurator, the checkout and the wishlist show it (spec §3 "Offer"). */
export const ConfiguredOffer = z.object({
  offerCode: z.string(),
  tripType: TripType,
  hotelCode: z.string(),
  hotelSlug: z.string(),
  hotelName: z.string(),
  date: z.string(),
  returnDate: z.string(),
  duration: z.number().int(),
  /** Null for DW and NR: no airport and no hour (spec §9). */
  airport: z.object({ code: z.string(), name: z.string() }).nullable(),
  departureTime: z.string().nullable(),
  departureFlight: Flight.nullable(),
  returnFlight: Flight.nullable(),
  boardCode: z.string(),
  roomCode: z.string(),
  /** The room's name in the request's locale (spec §3 "Offer" roomName). */
  roomName: z.string(),
  ...Price,
  /** Each traveller's price, adults first; they add up to fullPrice. */
  priceLines: z.array(PriceLine),
  originalFullPrice: z.number(),
  discount: z.number(),
  /** FR offers are sold at the full price (spec §9). */
  fullPriceOnly: z.boolean(),
  currency: z.literal(CURRENCY),
  participants: z.object({
    adultsCount: z.number().int(),
    childrenBirthDates: z.array(z.string()),
  }),
});
export type ConfiguredOffer = z.infer<typeof ConfiguredOffer>;

const PricedDate = z.object({ date: z.string(), pricePerPerson: z.number() });

export const ConfiguratorResponse = z.object({
  /** Trip types the hotel sells (tabs). */
  tripTypes: z.array(TripType),
  matrix: z.object({
    airports: z.array(z.object({ code: z.string(), name: z.string(), selected: z.boolean() })),
    /** Nights on sale from the selected airport. */
    durations: z.array(z.number().int()),
    durationPeriods: z.array(z.object({ from: z.number().int(), to: z.number().int() })),
    airportsByDurations: z.record(z.string(), z.array(z.string())),
    /** Departure dates per airport, for the selected duration. */
    datesByAirports: z.record(z.string(), z.array(z.string())),
    /** Per departure date, the durations with the lowest price per person and its airport. */
    durationsByDates: z.record(
      z.string(),
      z.array(
        z.object({
          duration: z.number().int(),
          pricePerPerson: z.number(),
          airportCode: z.string().nullable(),
        }),
      ),
    ),
    boardTypes: z.array(z.object({ code: z.string(), pricePerPerson: z.number(), selected: z.boolean() })),
    /** Departure dates for the selected airport and duration, with the lowest price per person. */
    dates: z.array(PricedDate.extend({ selected: z.boolean() })),
  }),
  meta: z.object({
    hotelCode: z.string(),
    offerCode: z.string().nullable(),
    tripType: TripType.nullable(),
    currency: z.literal(CURRENCY),
    selectedValues: z.object({
      tripType: TripType.nullable(),
      airportCode: z.string().nullable(),
      hour: z.string().nullable(),
      durationFrom: z.number().int().nullable(),
      durationTo: z.number().int().nullable(),
      startDate: z.string().nullable(),
      adultsCount: z.number().int(),
      childrenBirthDates: z.array(z.string()),
      boardCode: z.string().nullable(),
      roomCode: z.string().nullable(),
      occupancy: z.object({
        adultsCount: z.number().int(),
        childrenBirthDates: z.array(z.string()),
        participantsCount: z.number().int(),
      }),
    }),
    /** The offerCode asked for is no longer sold, or not for this party: the nearest offer is shown. */
    requestedOfferUnavailable: z.boolean(),
  }),
  /** Room choice (spec §4): the rooms of the selected date, board and airport that fit the party. */
  rooms: z.array(
    HotelRoom.extend({
      offerCode: z.string(),
      ...Price,
      selected: z.boolean(),
    }),
  ),
  offer: ConfiguredOffer.nullable(),
  /**
   * When nothing fits the party: other departures that do (at most HINTS_LIMIT, nearest first), so
   * the card can suggest other dates; empty means the hotel has nothing for this party at all.
   */
  hints: z.array(
    z.object({
      date: z.string(),
      duration: z.number().int(),
      airportCode: z.string().nullable(),
      roomCode: z.string(),
      ...Price,
    }),
  ),
});
export type ConfiguratorResponse = z.infer<typeof ConfiguratorResponse>;
export const HINTS_LIMIT = 3;

/**
 * POST /www/configurator/dates: the lowest-price calendar of one month (spec §4): for the hotel,
 * trip type, airport and duration, the lowest price per person of each departure day for the party.
 */
export const ConfiguratorDatesRequest = z
  .object({
    hotelCode: HotelCode,
    tripType: TripType,
    airportCode: AirportCode.nullable().default(null),
    duration: z.number().int().min(1).max(30),
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Expected a month as yyyy-MM"),
    ...Party,
  })
  .superRefine(partyLimit);
export const ConfiguratorDatesResponse = z.object({
  month: z.string(),
  dates: z.array(PricedDate),
  /** The neighbouring months that have departures, for the calendar's arrows. */
  previousMonth: z.string().nullable(),
  nextMonth: z.string().nullable(),
});
export type ConfiguratorDatesResponse = z.infer<typeof ConfiguratorDatesResponse>;

/** GET /www/offers/{offerCode}: one offer priced for a party (checkout, wishlist). */
export const OfferParams = z.object({ offerCode: OfferCode });
export const OfferQuery = z
  .object({
    ...QueryParty,
    locale: Locale.default("ro"),
  })
  .superRefine(partyLimit);

/**
 * GET /www/lowest-price: the lowest-price chart (spec §2 lowestPriceChart): per departure date, the
 * lowest price per person for a hotel or a destination, a trip type and a party.
 */
export const LowestPriceQuery = z
  .object({
    hotelCode: HotelCode.optional(),
    destinationCode: z
      .string()
      .regex(/^[A-Z]{2}(-[A-Z]{3}){0,2}$/, "Expected a destination code")
      .optional(),
    tripType: TripType.default("WS"),
    airportCode: AirportCode.optional(),
    duration: z.coerce.number().int().min(1).max(30).optional(),
    ...QueryParty,
  })
  .superRefine((query, context) => {
    partyLimit(query, context);
    if (!query.hotelCode === !query.destinationCode) {
      context.addIssue({
        code: "custom",
        path: ["hotelCode"],
        message: "Give a hotelCode or a destinationCode",
      });
    }
  });
export const LowestPriceResponse = z.object({
  points: z.array(
    z.object({
      date: z.string(),
      pricePerPerson: z.number(),
      fullPrice: z.number(),
      duration: z.number().int(),
      offerCode: z.string(),
      hotelSlug: z.string(),
    }),
  ),
  currency: z.literal(CURRENCY),
});
export type LowestPriceResponse = z.infer<typeof LowestPriceResponse>;
