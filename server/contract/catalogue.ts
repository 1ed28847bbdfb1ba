import { z } from "zod";
import { Locale } from "./common";

const Names = z.object({ ro: z.string(), pl: z.string(), uk: z.string(), cs: z.string(), hu: z.string() });

export const DestinationNode = z.object({
  code: z.string(),
  level: z.enum(["country", "region", "resort"]),
  parentCode: z.string().nullable(),
  countryCode: z.string(),
  season: z.enum(["SUMMER", "WINTER", "ALL_YEAR"]),
  names: Names,
  /** The URL segment of the destination in each locale (slug of its localized name). */
  slugs: Names,
  hotelCount: z.number().int(),
});
export type DestinationNode = z.infer<typeof DestinationNode>;

/** GET /www/catalogue/destinations: every country, region and resort, parents before children. */
export const DestinationsResponse = z.array(DestinationNode);

export const Airport = z.object({ code: z.string(), group: z.enum(["RO", "PL"]), names: Names });
export type Airport = z.infer<typeof Airport>;
/** GET /www/catalogue/airports: the departure airports, by group. */
export const AirportsResponse = z.array(Airport);

export const CatalogueQuery = z.object({ locale: Locale.optional() });

/** GET /www/suggest?q=&locale=: destinations and hotels whose name matches what the visitor typed. */
export const SuggestQuery = z.object({
  q: z.string().trim().min(2, "Type at least 2 characters").max(60),
  locale: Locale.default("ro"),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export const SuggestResponse = z.object({
  destinations: z.array(
    z.object({
      code: z.string(),
      level: z.enum(["country", "region", "resort"]),
      name: z.string(),
      path: z.array(z.string()),
    }),
  ),
  hotels: z.array(
    z.object({
      code: z.string(),
      slug: z.string(),
      name: z.string(),
      place: z.string(),
      stars: z.number().int(),
    }),
  ),
});
export type SuggestResponse = z.infer<typeof SuggestResponse>;
