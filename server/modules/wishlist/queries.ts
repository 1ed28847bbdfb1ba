import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import type { LocalizedText } from "../../db/schema";

const parse = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;

export async function countItems(db: Db, appId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM wishlist_items WHERE app_id = ${appId}`,
  );
  return Number(row?.n ?? 0);
}

export async function listKeys(db: Db, appId: string) {
  return queryRows<{ hotel_code: string; offer_code: string }>(
    db,
    sql`SELECT hotel_code, offer_code FROM wishlist_items WHERE app_id = ${appId} ORDER BY created_at DESC, id DESC`,
  );
}

export async function listItems(db: Db, appId: string) {
  const rows = await queryRows<{
    hotel_code: string;
    offer_code: string;
    adults_count: number;
    children_birth_dates: string[];
    created_at: string | Date;
    slug: string;
    names: unknown;
    stars: number;
    resort_names: unknown;
    country_names: unknown;
  }>(
    db,
    sql`SELECT w.hotel_code, w.offer_code, w.adults_count, w.children_birth_dates, w.created_at,
               h.slug, h.names, h.stars, resort.names AS resort_names, country.names AS country_names
          FROM wishlist_items w
          JOIN hotels h ON h.code = w.hotel_code
          JOIN destinations resort ON resort.code = h.resort_code
          JOIN destinations country ON country.code = h.country_code
         WHERE w.app_id = ${appId}
         ORDER BY w.created_at DESC, w.id DESC`,
  );
  return rows.map((row) => ({
    hotelCode: row.hotel_code,
    offerCode: row.offer_code || null,
    adultsCount: Number(row.adults_count),
    childrenBirthDates: row.children_birth_dates,
    createdAt: new Date(row.created_at).toISOString(),
    slug: row.slug,
    names: parse<LocalizedText>(row.names),
    stars: Number(row.stars),
    resortNames: parse<LocalizedText>(row.resort_names),
    countryNames: parse<LocalizedText>(row.country_names),
  }));
}

/**
 * Adds an item unless the list is full; adding what is already there changes nothing (a double
 * submit is one item). One statement, so two processes adding at once cannot pass the limit by much
 * and never write twice. Answers false when the list is full.
 */
export async function addItem(
  db: Db,
  item: {
    appId: string;
    hotelCode: string;
    offerCode: string;
    adultsCount: number;
    childrenBirthDates: string[];
  },
  limit: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO wishlist_items (app_id, hotel_code, offer_code, adults_count, children_birth_dates)
        SELECT ${item.appId}, ${item.hotelCode}, ${item.offerCode}, ${item.adultsCount},
               ${`{${item.childrenBirthDates.join(",")}}`}::text[]
         WHERE (SELECT count(*) FROM wishlist_items WHERE app_id = ${item.appId}) < ${limit}
            OR EXISTS (SELECT 1 FROM wishlist_items WHERE app_id = ${item.appId}
                        AND hotel_code = ${item.hotelCode} AND offer_code = ${item.offerCode})
        ON CONFLICT (app_id, hotel_code, offer_code) DO NOTHING
        RETURNING id`,
  );
  if (rows.length > 0) return true;
  const existing = await queryRows(
    db,
    sql`SELECT 1 FROM wishlist_items WHERE app_id = ${item.appId} AND hotel_code = ${item.hotelCode}
          AND offer_code = ${item.offerCode}`,
  );
  return existing.length > 0;
}

export async function removeItem(db: Db, appId: string, hotelCode: string, offerCode: string) {
  await queryRows(
    db,
    sql`DELETE FROM wishlist_items WHERE app_id = ${appId} AND hotel_code = ${hotelCode} AND offer_code = ${offerCode}`,
  );
}

export async function offerHotel(db: Db, offerCode: string): Promise<string | undefined> {
  const [row] = await queryRows<{ hotel_code: string }>(
    db,
    sql`SELECT hotel_code FROM offers WHERE offer_code = ${offerCode}`,
  );
  return row?.hotel_code;
}

export async function hotelExists(db: Db, hotelCode: string): Promise<boolean> {
  const rows = await queryRows(db, sql`SELECT 1 FROM hotels WHERE code = ${hotelCode}`);
  return rows.length > 0;
}
