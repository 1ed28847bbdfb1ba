import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import type { LocalizedText } from "../../db/schema";

const parse = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;

/** The destination tree, parents first, with how many hotels each destination has. */
export async function findDestinations(db: Db) {
  const rows = await queryRows<{
    code: string;
    level: string;
    parent_code: string | null;
    country_code: string;
    season: string;
    names: unknown;
    slugs: unknown;
    hotel_count: number;
  }>(
    db,
    // One pass over hotels per level, not a count per destination: this runs on every listing.
    sql`WITH counts AS (
          SELECT country_code AS code, count(*)::int AS n FROM hotels GROUP BY country_code
          UNION ALL SELECT region_code, count(*)::int FROM hotels GROUP BY region_code
          UNION ALL SELECT resort_code, count(*)::int FROM hotels GROUP BY resort_code
        )
        SELECT d.code, d.level, d.parent_code, d.country_code, d.season, d.names, d.slugs,
          coalesce(c.n, 0) AS hotel_count
        FROM destinations d LEFT JOIN counts c ON c.code = d.code
        ORDER BY CASE d.level WHEN 'country' THEN 0 WHEN 'region' THEN 1 ELSE 2 END, d.sort_order, d.code`,
  );
  return rows.map((row) => ({
    code: row.code,
    level: row.level as "country" | "region" | "resort",
    parentCode: row.parent_code,
    countryCode: row.country_code,
    season: row.season as "SUMMER" | "WINTER" | "ALL_YEAR",
    names: parse<LocalizedText>(row.names),
    slugs: parse<LocalizedText>(row.slugs),
    hotelCount: Number(row.hotel_count),
  }));
}

export async function findAirports(db: Db) {
  const rows = await queryRows<{ code: string; group_code: string; names: unknown }>(
    db,
    sql`SELECT code, group_code, names FROM airports ORDER BY group_code DESC, code`,
  );
  return rows.map((row) => ({
    code: row.code,
    group: row.group_code as "RO" | "PL",
    names: parse<LocalizedText>(row.names),
  }));
}
