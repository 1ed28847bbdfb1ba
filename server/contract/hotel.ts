import { z } from "zod";
import { Locale, TripType } from "./common";

/**
 * GET /www/hotel-card/{slug}: the hotel details of spec §3 for the hotel card (issue 4), by the
 * hotel's URL slug (the public card is /vacante/{slug}). Texts are in the request's locale.
 */
export const HotelCardParams = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,160}$/, "Expected a hotel's URL slug"),
});
export const HotelCardQuery = z.object({ locale: Locale.default("ro") });

const Place = z.object({ code: z.string(), name: z.string(), slug: z.string() });

/** A room of a hotel: its name in the request's locale (two rooms never look alike) and whom it takes. */
export const HotelRoom = z.object({
  roomCode: z.string(),
  name: z.string(),
  maxAdults: z.number().int(),
  maxPax: z.number().int(),
});

export const HotelDetails = z.object({
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(["HOTEL", "TOUR"]),
  /** The description's first sentence. */
  shortDescription: z.string(),
  description: z.string(),
  stars: z.number().int(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
  season: z.enum(["SUMMER", "WINTER", "ALL_YEAR"]),
  /** The season on sale, with its year: "SUMMER 2027", "WINTER 2026/2027"; null with nothing on sale. */
  virtualSeason: z.string().nullable(),
  roomsCount: z.number().int(),
  rooms: z.array(HotelRoom),
  boardCodes: z.array(z.string()),
  facilities: z.array(z.string()),
  countryCode: z.string(),
  regionCode: z.string(),
  resortCode: z.string(),
  country: Place,
  region: Place,
  resort: Place,
  /** The card's path without the locale prefix. */
  hotelUrl: z.string(),
  images: z.array(z.string()),
  /** Ski hotels: the piste view (their last photo, a winter scene). */
  slopeImageUrl: z.string().nullable(),
  tourPlan: z.array(z.object({ day: z.number().int(), title: z.string() })).nullable(),
  tripAdvisor: z.object({ rating: z.number(), reviewCount: z.number().int() }),
  multiroomEnabled: z.boolean(),
  /** The trip types the hotel has offers of today. */
  tripTypes: z.array(TripType),
});
export type HotelDetails = z.infer<typeof HotelDetails>;
