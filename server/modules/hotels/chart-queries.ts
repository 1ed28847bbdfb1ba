import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import type { ChildPolicy } from "../../db/schema";
import type { LowestPriceCriteria } from "../search/offer-index";
import { takesChildrenSql } from "../search/queries";

const parse = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;

/**
 * Per departure date, the cheapest offer per adult for the criteria (the lowest-price chart), in SQL.
 * The chart reads the search replica (OfferIndex.lowestPriceDays); this is its reference, and the
 * tests hold them equal, as queries.findCandidates is for the search.
 */
export async function findLowestPrices(db: Db, c: LowestPriceCriteria) {
  const conditions = [
    sql`o.trip_type = ${c.tripType}`,
    sql`o.departure_date >= ${c.from}`,
    sql`o.max_adults >= ${c.adults}`,
    sql`o.max_pax >= ${c.participants}`,
  ];
  const children = takesChildrenSql(sql`o.hotel_code`, c.children);
  if (children) conditions.push(children);
  if (c.hotelCode) conditions.push(sql`o.hotel_code = ${c.hotelCode}`);
  if (c.destinationCode) {
    conditions.push(
      sql`(o.country_code = ${c.destinationCode} OR o.region_code = ${c.destinationCode} OR o.resort_code = ${c.destinationCode})`,
    );
  }
  if (c.airportCode) conditions.push(sql`o.airport_code = ${c.airportCode}`);
  if (c.duration) conditions.push(sql`o.duration = ${c.duration}`);
  const rows = await queryRows<{
    departure_date: string;
    price_adult: number;
    duration: number;
    offer_code: string;
    slug: string;
    child_policy: unknown;
  }>(
    db,
    sql`SELECT DISTINCT ON (o.departure_date) o.departure_date::text AS departure_date, o.price_adult, o.duration,
          o.offer_code, h.slug, h.child_policy
        FROM offers o JOIN hotels h ON h.code = o.hotel_code
        WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY o.departure_date, o.price_adult, o.offer_code`,
  );
  return rows.map((row) => ({
    date: row.departure_date,
    priceAdult: Number(row.price_adult),
    duration: Number(row.duration),
    offerCode: row.offer_code,
    slug: row.slug,
    childPolicy: parse<ChildPolicy>(row.child_policy),
  }));
}

/**
 * The lowest-price chart's offers: of the offers by id (each day's cheapest), per departure date the
 * one with the smallest code, in the database's collation as the SQL reference breaks ties.
 */
export async function findChartOffers(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await queryRows<{
    departure_date: string;
    offer_code: string;
    duration: number;
    slug: string;
    child_policy: unknown;
  }>(
    db,
    sql`SELECT DISTINCT ON (o.departure_date) o.departure_date::text AS departure_date, o.offer_code, o.duration,
          h.slug, h.child_policy
        FROM offers o JOIN hotels h ON h.code = o.hotel_code
        WHERE o.id = ANY(${`{${ids.join(",")}}`}::int[])
        ORDER BY o.departure_date, o.offer_code`,
  );
  return rows.map((row) => ({
    date: row.departure_date,
    offerCode: row.offer_code,
    duration: Number(row.duration),
    slug: row.slug,
    childPolicy: parse<ChildPolicy>(row.child_policy),
  }));
}
