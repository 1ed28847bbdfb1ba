import { sql, type SQL } from "drizzle-orm";
import { ADULTS_ONLY } from "../../contract";
import { queryRows, type Db } from "../../db/client";
import type { ChildPolicy, LocalizedText } from "../../db/schema";

export interface CandidateCriteria {
  tripType: string;
  from: string;
  to: string;
  durationFrom: number;
  durationTo: number;
  airports: string[];
  destinations: string[];
  adults: number;
  participants: number;
  /** Children in the party: with any, adults-only hotels are left out (contract ADULTS_ONLY). */
  children: number;
  near?: { latitude: number; longitude: number; km: number } | undefined;
}

/**
 * Which offer of a hotel's board a search weighs: its cheapest (sorts by price, rating, stars), or its
 * soonest departure, the cheapest that day (the "nearest departure" sort), so that the offer a card
 * shows is the one that placed the hotel.
 */
export type CandidateOrder = "price" | "departure";

/** The SQL condition that keeps a party with children away from adults-only hotels (none without). */
export const takesChildrenSql = (hotelCode: SQL, children: number): SQL | undefined =>
  children > 0
    ? sql`${hotelCode} NOT IN (SELECT code FROM hotels WHERE ${ADULTS_ONLY} = ANY(facilities))`
    : undefined;

/** A hotel's matching offer for one board (see CandidateOrder), with what the filters and prices need. */
export interface Candidate {
  hotelCode: string;
  boardCode: string;
  offerId: number;
  priceAdult: number;
  originalPriceAdult: number;
  departureDate: string;
  stars: number;
  rating: number;
  facilities: string[];
  childPolicy: ChildPolicy;
}

const list = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * For every hotel with a matching offer, its offer per board in the given order (the price per adult
 * orders a hotel's offers the same way for any party, see pricing.ts), in SQL. Searches use the
 * replica (offer-index.ts); this is its reference, and the tests hold them equal.
 */
export async function findCandidates(
  db: Db,
  c: CandidateCriteria,
  order: CandidateOrder,
): Promise<Candidate[]> {
  const conditions: SQL[] = [
    sql`o.trip_type = ${c.tripType}`,
    sql`o.departure_date BETWEEN ${c.from} AND ${c.to}`,
    sql`o.duration BETWEEN ${c.durationFrom} AND ${c.durationTo}`,
    sql`o.max_adults >= ${c.adults}`,
    sql`o.max_pax >= ${c.participants}`,
  ];
  const children = takesChildrenSql(sql`o.hotel_code`, c.children);
  if (children) conditions.push(children);
  if (c.airports.length > 0) conditions.push(sql`o.airport_code IN (${list(c.airports)})`);
  if (c.destinations.length > 0) {
    const codes = list(c.destinations);
    conditions.push(
      sql`(o.country_code IN (${codes}) OR o.region_code IN (${codes}) OR o.resort_code IN (${codes}))`,
    );
  }
  if (c.near) {
    // Equirectangular distance: exact enough within a few hundred km, and cheap.
    conditions.push(sql`o.hotel_code IN (
      SELECT code FROM hotels WHERE 6371 * sqrt(
        power(radians(latitude - ${c.near.latitude}), 2)
        + power(radians(longitude - ${c.near.longitude}) * cos(radians(${c.near.latitude})), 2)
      ) <= ${c.near.km})`);
  }
  const rows = await queryRows(
    db,
    sql`
    WITH best AS (
      SELECT DISTINCT ON (o.hotel_code, o.board_code)
        o.hotel_code, o.board_code, o.id, o.price_adult, o.original_price_adult, o.departure_date::text AS departure_date
      FROM offers o
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY o.hotel_code, o.board_code, ${order === "departure" ? sql`o.departure_date, ` : sql``}o.price_adult, o.id
    )
    SELECT b.*, h.stars, h.rating, h.facilities, h.child_policy
    FROM best b JOIN hotels h ON h.code = b.hotel_code`,
  );
  return rows.map((row) => ({
    hotelCode: row.hotel_code as string,
    boardCode: row.board_code as string,
    offerId: Number(row.id),
    priceAdult: Number(row.price_adult),
    originalPriceAdult: Number(row.original_price_adult),
    departureDate: String(row.departure_date),
    stars: Number(row.stars),
    rating: Number(row.rating),
    facilities: row.facilities as string[],
    childPolicy: (typeof row.child_policy === "string"
      ? JSON.parse(row.child_policy)
      : row.child_policy) as ChildPolicy,
  }));
}

export interface OfferDetail {
  offerId: number;
  offerCode: string;
  tripType: string;
  departureDate: string;
  duration: number;
  boardCode: string;
  roomCode: string;
  airportCode: string | null;
  airlineCode: string | null;
  flightNumber: string | null;
  departureTime: string | null;
  returnTime: string | null;
  hotelCode: string;
  hotelType: string;
  hotelNames: LocalizedText;
  slug: string;
  stars: number;
  rating: number;
  reviewCount: number;
  countryCode: string;
  regionCode: string;
  resortCode: string;
  resortNames: LocalizedText;
  countryNames: LocalizedText;
  airportNames: LocalizedText | null;
  arrivalAirport: string | null;
  arrivalAirportNames: LocalizedText | null;
}

const parse = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;

/** Everything a listing card shows, for the offers of one page. */
export async function findOfferDetails(db: Db, offerIds: number[]): Promise<OfferDetail[]> {
  if (offerIds.length === 0) return [];
  const rows = await queryRows(
    db,
    sql`
    SELECT o.id, o.offer_code, o.trip_type, o.departure_date::text AS departure_date, o.duration, o.board_code, o.room_code, o.airport_code,
      o.airline_code, o.flight_number, o.departure_time, o.return_time,
      h.code AS hotel_code, h.type AS hotel_type, h.names AS hotel_names, h.slug, h.stars, h.rating, h.review_count,
      h.country_code, h.region_code, h.resort_code,
      resort.names AS resort_names, country.names AS country_names, a.names AS airport_names,
      region.arrival_airport, region.arrival_airport_names
    FROM offers o
    JOIN hotels h ON h.code = o.hotel_code
    JOIN destinations resort ON resort.code = h.resort_code
    JOIN destinations region ON region.code = h.region_code
    JOIN destinations country ON country.code = h.country_code
    LEFT JOIN airports a ON a.code = o.airport_code
    WHERE o.id IN (${sql.join(
      offerIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return rows.map((row) => ({
    offerId: Number(row.id),
    offerCode: row.offer_code as string,
    tripType: row.trip_type as string,
    departureDate: String(row.departure_date),
    duration: Number(row.duration),
    boardCode: row.board_code as string,
    roomCode: row.room_code as string,
    airportCode: (row.airport_code as string | null) ?? null,
    airlineCode: (row.airline_code as string | null) ?? null,
    flightNumber: (row.flight_number as string | null) ?? null,
    departureTime: (row.departure_time as string | null) ?? null,
    returnTime: (row.return_time as string | null) ?? null,
    hotelCode: row.hotel_code as string,
    hotelType: row.hotel_type as string,
    hotelNames: parse<LocalizedText>(row.hotel_names),
    slug: row.slug as string,
    stars: Number(row.stars),
    rating: Number(row.rating),
    reviewCount: Number(row.review_count),
    countryCode: row.country_code as string,
    regionCode: row.region_code as string,
    resortCode: row.resort_code as string,
    resortNames: parse<LocalizedText>(row.resort_names),
    countryNames: parse<LocalizedText>(row.country_names),
    airportNames: row.airport_names ? parse<LocalizedText>(row.airport_names) : null,
    arrivalAirport: (row.arrival_airport as string | null) ?? null,
    arrivalAirportNames: row.arrival_airport_names ? parse<LocalizedText>(row.arrival_airport_names) : null,
  }));
}

/** Which of the given destination and airport codes exist (bad codes are a 400, not an empty list). */
export async function findUnknownCodes(db: Db, destinations: string[], airports: string[]) {
  const [knownDestinations, knownAirports] = await Promise.all([
    destinations.length
      ? queryRows<{ code: string }>(
          db,
          sql`SELECT code FROM destinations WHERE code IN (${list(destinations)})`,
        )
      : Promise.resolve([]),
    airports.length
      ? queryRows<{ code: string }>(db, sql`SELECT code FROM airports WHERE code IN (${list(airports)})`)
      : Promise.resolve([]),
  ]);
  const have = (rows: { code: string }[]) => new Set(rows.map((row) => row.code));
  const d = have(knownDestinations);
  const a = have(knownAirports);
  return {
    destinations: destinations.filter((code) => !d.has(code)),
    airports: airports.filter((code) => !a.has(code)),
  };
}

/** Today's prices of offers by code, with what pricing a party needs. Unknown codes are left out. */
export async function findOfferPrices(db: Db, offerCodes: string[]) {
  if (offerCodes.length === 0) return [];
  const rows = await queryRows<{
    offer_code: string;
    price_adult: number;
    original_price_adult: number;
    departure_date: string;
    max_adults: number;
    max_pax: number;
    child_policy: ChildPolicy | string;
    facilities: string[];
  }>(
    db,
    sql`SELECT o.offer_code, o.price_adult, o.original_price_adult, o.departure_date::text AS departure_date,
               o.max_adults, o.max_pax, h.child_policy, h.facilities
          FROM offers o JOIN hotels h ON h.code = o.hotel_code
         WHERE o.offer_code IN (${list(offerCodes)})`,
  );
  return rows.map((row) => ({
    offerCode: row.offer_code,
    priceAdult: Number(row.price_adult),
    originalPriceAdult: Number(row.original_price_adult),
    departureDate: row.departure_date,
    maxAdults: Number(row.max_adults),
    maxPax: Number(row.max_pax),
    childPolicy: (typeof row.child_policy === "string"
      ? JSON.parse(row.child_policy)
      : row.child_policy) as ChildPolicy,
    facilities: row.facilities,
  }));
}
