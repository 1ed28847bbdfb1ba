import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import type { LocalizedText } from "../../db/schema";

const parse = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;

/** A hotel by its slug with its places, rooms and what it has on sale from `today`. */
export async function findHotelBySlug(db: Db, slug: string, today: string) {
  const [row] = await queryRows<{
    code: string;
    type: string;
    names: unknown;
    slug: string;
    stars: number;
    country_code: string;
    region_code: string;
    resort_code: string;
    latitude: number;
    longitude: number;
    rating: number;
    review_count: number;
    facilities: string[];
    boards: string[];
    descriptions: unknown;
    multiroom_enabled: boolean;
    season: string;
    image_count: number;
    tour_plan: unknown;
    places: unknown;
  }>(
    db,
    sql`SELECT h.*, (
          SELECT json_agg(json_build_object('code', d.code, 'names', d.names, 'slugs', d.slugs))
            FROM destinations d WHERE d.code IN (h.country_code, h.region_code, h.resort_code)
        ) AS places
        FROM hotels h WHERE h.slug = ${slug}`,
  );
  if (!row) return undefined;
  const [rooms, sale] = await Promise.all([
    queryRows<{ room_code: string; max_adults: number; max_pax: number }>(
      db,
      sql`SELECT room_code, max_adults, max_pax FROM hotel_rooms WHERE hotel_code = ${row.code} ORDER BY max_pax, room_code`,
    ),
    queryRows<{ trip_type: string; first_departure: string }>(
      db,
      sql`SELECT trip_type, min(departure_date)::text AS first_departure FROM offers
           WHERE hotel_code = ${row.code} AND departure_date >= ${today} GROUP BY trip_type ORDER BY trip_type`,
    ),
  ]);
  return {
    ...row,
    names: parse<LocalizedText>(row.names),
    descriptions: parse<LocalizedText>(row.descriptions),
    tourPlan: parse<{ day: number; title: LocalizedText }[] | null>(row.tour_plan),
    places: parse<{ code: string; names: LocalizedText; slugs: LocalizedText }[]>(row.places) ?? [],
    rooms,
    sale,
  };
}
