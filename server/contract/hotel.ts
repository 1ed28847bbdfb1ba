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

/** What a place near a hotel is, for its map (spec §2 mapOverlay). */
export const NearbyPlaceKind = z.enum(["resort", "hotel", "airport"]);
export type NearbyPlaceKind = z.infer<typeof NearbyPlaceKind>;

const Position = { latitude: z.number(), longitude: z.number() };

export const NearbyPlace = z.object({
  kind: NearbyPlaceKind,
  /** A destination code, a hotel code or an airport's IATA code. */
  code: z.string(),
  name: z.string(),
  ...Position,
  /** As the crow flies from the hotel, in km with one decimal. */
  distanceKm: z.number(),
  /** A hotel's card path without the locale prefix; null for other places. */
  hotelUrl: z.string().nullable(),
});
export type NearbyPlace = z.infer<typeof NearbyPlace>;

/**
 * GET /www/hotel-card/{slug}/nearby: the hotel's position and the places around it for the card's
 * map: the resorts of its region within reach, the nearest hotels of the region and the airport
 * flights to the region land at (none for ski regions, reached by road). Names in the asked locale;
 * places by kind (resort, hotel, airport), each kind nearest first.
 */
export const HotelNearby = z.object({
  hotel: z.object({ code: z.string(), name: z.string(), ...Position }),
  places: z.array(NearbyPlace),
});
export type HotelNearby = z.infer<typeof HotelNearby>;
