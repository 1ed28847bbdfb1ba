import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import type { ChildPolicy, LocalizedText } from "../../db/schema";

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
    queryRows<{ room_code: string; names: unknown; max_adults: number; max_pax: number }>(
      db,
      sql`SELECT room_code, names, max_adults, max_pax FROM hotel_rooms WHERE hotel_code = ${row.code} ORDER BY max_pax, room_code`,
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
    rooms: rooms.map((room) => ({ ...room, names: parse<LocalizedText>(room.names) })),
    sale,
  };
}

/** One offer of a hotel as the configurator weighs it. */
export interface HotelOffer {
  offerCode: string;
  tripType: string;
  airportCode: string | null;
  date: string;
  duration: number;
  boardCode: string;
  roomCode: string;
  maxAdults: number;
  maxPax: number;
  priceAdult: number;
  originalPriceAdult: number;
  airlineCode: string | null;
  flightNumber: string | null;
  departureTime: string | null;
  returnTime: string | null;
}

export interface SaleContext {
  code: string;
  slug: string;
  names: LocalizedText;
  childPolicy: ChildPolicy;
  /** Facility codes: ADULTS_ONLY decides who it takes. */
  facilities: string[];
  /** Where flights land (the region's airport), for the return flight. */
  arrivalAirport: string | null;
  arrivalAirportNames: LocalizedText | null;
  airportNames: Record<string, LocalizedText>;
  /** The hotel's rooms by code. */
  roomNames: Record<string, LocalizedText>;
}

const offerColumns = sql`o.offer_code, o.trip_type, o.airport_code, o.departure_date::text AS departure_date, o.duration,
  o.board_code, o.room_code, o.max_adults, o.max_pax, o.price_adult, o.original_price_adult, o.airline_code,
  o.flight_number, o.departure_time, o.return_time`;

function toHotelOffer(row: Record<string, unknown>): HotelOffer {
  return {
    offerCode: row.offer_code as string,
    tripType: row.trip_type as string,
    airportCode: (row.airport_code as string | null) ?? null,
    date: String(row.departure_date),
    duration: Number(row.duration),
    boardCode: row.board_code as string,
    roomCode: row.room_code as string,
    maxAdults: Number(row.max_adults),
    maxPax: Number(row.max_pax),
    priceAdult: Number(row.price_adult),
    originalPriceAdult: Number(row.original_price_adult),
    airlineCode: (row.airline_code as string | null) ?? null,
    flightNumber: (row.flight_number as string | null) ?? null,
    departureTime: (row.departure_time as string | null) ?? null,
    returnTime: (row.return_time as string | null) ?? null,
  };
}

/** What pricing and showing a hotel's offers needs: names, child policy, airports. */
export async function findSaleContext(db: Db, hotelCode: string): Promise<SaleContext | undefined> {
  const [row] = await queryRows<{
    code: string;
    slug: string;
    names: unknown;
    child_policy: unknown;
    facilities: string[];
    arrival_airport: string | null;
    arrival_airport_names: unknown;
    airport_names: unknown;
    room_names: unknown;
  }>(
    db,
    sql`SELECT h.code, h.slug, h.names, h.child_policy, h.facilities, region.arrival_airport, region.arrival_airport_names,
          (SELECT json_object_agg(a.code, a.names) FROM airports a
            WHERE a.code IN (SELECT DISTINCT airport_code FROM offers WHERE hotel_code = h.code)) AS airport_names,
          (SELECT json_object_agg(r.room_code, r.names) FROM hotel_rooms r WHERE r.hotel_code = h.code) AS room_names
        FROM hotels h JOIN destinations region ON region.code = h.region_code
        WHERE h.code = ${hotelCode}`,
  );
  if (!row) return undefined;
  return {
    code: row.code,
    slug: row.slug,
    names: parse<LocalizedText>(row.names),
    childPolicy: parse<ChildPolicy>(row.child_policy),
    facilities: row.facilities,
    arrivalAirport: row.arrival_airport,
    arrivalAirportNames: parse<LocalizedText | null>(row.arrival_airport_names),
    airportNames: parse<Record<string, LocalizedText> | null>(row.airport_names) ?? {},
    roomNames: parse<Record<string, LocalizedText> | null>(row.room_names) ?? {},
  };
}

/** The hotel's offers departing from `today` on. */
export async function findHotelOffers(db: Db, hotelCode: string, today: string): Promise<HotelOffer[]> {
  const rows = await queryRows(
    db,
    sql`SELECT ${offerColumns} FROM offers o
         WHERE o.hotel_code = ${hotelCode} AND o.departure_date >= ${today}
         ORDER BY o.departure_date, o.price_adult, o.offer_code`,
  );
  return rows.map(toHotelOffer);
}

/** One offer by its code with its hotel's code. */
export async function findOffer(db: Db, offerCode: string) {
  const [row] = await queryRows(
    db,
    sql`SELECT ${offerColumns}, o.hotel_code FROM offers o WHERE o.offer_code = ${offerCode}`,
  );
  return row ? { ...toHotelOffer(row), hotelCode: row.hotel_code as string } : undefined;
}

export async function destinationExists(db: Db, code: string): Promise<boolean> {
  const rows = await queryRows(db, sql`SELECT 1 FROM destinations WHERE code = ${code}`);
  return rows.length > 0;
}

export async function hotelExists(db: Db, code: string): Promise<boolean> {
  const rows = await queryRows(db, sql`SELECT 1 FROM hotels WHERE code = ${code}`);
  return rows.length > 0;
}

/**
 * Per trip type, the hotel's cheapest offer from `today` with a room for the party (the wishlist's
 * "from" prices), in the trip types' order.
 */
export async function findCheapestOffers(
  db: Db,
  hotelCode: string,
  party: { adults: number; participants: number },
  today: string,
): Promise<HotelOffer[]> {
  const rows = await queryRows(
    db,
    sql`SELECT DISTINCT ON (o.trip_type) ${offerColumns} FROM offers o
         WHERE o.hotel_code = ${hotelCode} AND o.departure_date >= ${today}
           AND o.max_adults >= ${party.adults} AND o.max_pax >= ${party.participants}
         ORDER BY o.trip_type, o.price_adult, o.offer_code`,
  );
  return rows.map(toHotelOffer);
}
