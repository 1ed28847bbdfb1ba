import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import type { ChildPolicy } from "../../db/schema";

export const TRIP_TYPES = ["WS", "DW", "WO", "NR", "CZ"];
const BATCH = 100_000;

export interface HotelColumns {
  codes: string[];
  stars: Uint8Array;
  rating: Float32Array;
  facilities: string[][];
  childPolicy: ChildPolicy[];
  country: string[];
  region: string[];
  resort: string[];
  latitude: Float64Array;
  longitude: Float64Array;
}

/**
 * The search replica's data (offer-index.ts): the hotels, and every offer as numbers in typed
 * arrays, grouped by hotel and sorted by price within each hotel.
 */
export interface ReplicaColumns {
  hotels: HotelColumns;
  /** offers of hotel h are rows hotelStart[h] .. hotelStart[h + 1] - 1, cheapest first */
  hotelStart: Int32Array;
  /** the boards each hotel sells, one bit per board: its walk can stop once it has the cheapest of each */
  hotelBoardMasks: Uint32Array;
  id: Int32Array;
  trip: Uint8Array;
  /** index into `airports`; 0 is none */
  airport: Uint8Array;
  /** days since 1970-01-01 */
  day: Uint16Array;
  duration: Uint8Array;
  /** index into `boards` */
  board: Uint8Array;
  maxAdults: Uint8Array;
  maxPax: Uint8Array;
  price: Uint32Array;
  originalPrice: Uint32Array;
  airports: string[];
  boards: string[];
}

/** Reads the catalogue into replica columns, in batches of offers by id. */
export async function loadReplicaColumns(db: Db): Promise<ReplicaColumns> {
  const hotelRows = await queryRows<{
    code: string;
    stars: number;
    rating: number;
    facilities: string[];
    child_policy: ChildPolicy | string;
    country_code: string;
    region_code: string;
    resort_code: string;
    latitude: number;
    longitude: number;
  }>(
    db,
    sql`SELECT code, stars, rating, facilities, child_policy, country_code, region_code, resort_code, latitude, longitude
             FROM hotels ORDER BY code`,
  );
  const hotelNumber = new Map(hotelRows.map((row, index) => [row.code, index]));
  const hotels: HotelColumns = {
    codes: hotelRows.map((r) => r.code),
    stars: Uint8Array.from(hotelRows, (r) => Number(r.stars)),
    rating: Float32Array.from(hotelRows, (r) => Number(r.rating)),
    facilities: hotelRows.map((r) => r.facilities),
    childPolicy: hotelRows.map((r) =>
      typeof r.child_policy === "string" ? JSON.parse(r.child_policy) : r.child_policy,
    ),
    country: hotelRows.map((r) => r.country_code),
    region: hotelRows.map((r) => r.region_code),
    resort: hotelRows.map((r) => r.resort_code),
    latitude: Float64Array.from(hotelRows, (r) => Number(r.latitude)),
    longitude: Float64Array.from(hotelRows, (r) => Number(r.longitude)),
  };

  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM offers`);
  const airports = [""];
  const boards: string[] = [];
  const code = (list: string[], value: string) => {
    let index = list.indexOf(value);
    if (index < 0) index = list.push(value) - 1;
    return index;
  };
  const raw = {
    hotel: new Uint32Array(n),
    id: new Int32Array(n),
    trip: new Uint8Array(n),
    airport: new Uint8Array(n),
    day: new Uint16Array(n),
    duration: new Uint8Array(n),
    board: new Uint8Array(n),
    maxAdults: new Uint8Array(n),
    maxPax: new Uint8Array(n),
    price: new Uint32Array(n),
    originalPrice: new Uint32Array(n),
  };
  let filled = 0;
  let lastId = 0;
  while (filled < n) {
    const rows = await queryRows<{
      id: number;
      h: string;
      t: string;
      a: string | null;
      d: number;
      du: number;
      b: string;
      ma: number;
      mp: number;
      p: number;
      op: number;
    }>(
      db,
      sql`SELECT id, hotel_code AS h, trip_type AS t, airport_code AS a, (departure_date - DATE '1970-01-01') AS d,
                 duration AS du, board_code AS b, max_adults AS ma, max_pax AS mp, price_adult AS p, original_price_adult AS op
               FROM offers WHERE id > ${lastId} ORDER BY id LIMIT ${BATCH}`,
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      if (filled >= n) break;
      raw.hotel[filled] = hotelNumber.get(row.h) ?? 0;
      raw.id[filled] = row.id;
      raw.trip[filled] = TRIP_TYPES.indexOf(row.t);
      raw.airport[filled] = row.a ? code(airports, row.a) : 0;
      raw.day[filled] = Number(row.d);
      raw.duration[filled] = row.du;
      raw.board[filled] = code(boards, row.b);
      raw.maxAdults[filled] = row.ma;
      raw.maxPax[filled] = row.mp;
      raw.price[filled] = row.p;
      raw.originalPrice[filled] = row.op;
      filled += 1;
    }
    lastId = rows[rows.length - 1]!.id;
  }

  // Group by hotel, cheapest first (ties by id, so results never depend on load order).
  const order = new Uint32Array(filled);
  for (let i = 0; i < filled; i += 1) order[i] = i;
  order.sort(
    (a, b) => raw.hotel[a]! - raw.hotel[b]! || raw.price[a]! - raw.price[b]! || raw.id[a]! - raw.id[b]!,
  );
  const take = <T extends Uint8Array | Uint16Array | Uint32Array | Int32Array>(
    column: T,
    make: (size: number) => T,
  ) => {
    const sorted = make(filled);
    for (let i = 0; i < filled; i += 1) sorted[i] = column[order[i]!]!;
    return sorted;
  };
  const hotelStart = new Int32Array(hotels.codes.length + 1);
  for (let i = 0; i < filled; i += 1) hotelStart[raw.hotel[order[i]!]! + 1]! += 1;
  for (let h = 0; h < hotels.codes.length; h += 1) hotelStart[h + 1]! += hotelStart[h]!;
  const boardMasks = new Uint32Array(hotels.codes.length);
  for (let i = 0; i < filled; i += 1) boardMasks[raw.hotel[i]!]! |= 1 << raw.board[i]!;

  return {
    hotels,
    hotelStart,
    hotelBoardMasks: boardMasks,
    id: take(raw.id, (s) => new Int32Array(s)),
    trip: take(raw.trip, (s) => new Uint8Array(s)),
    airport: take(raw.airport, (s) => new Uint8Array(s)),
    day: take(raw.day, (s) => new Uint16Array(s)),
    duration: take(raw.duration, (s) => new Uint8Array(s)),
    board: take(raw.board, (s) => new Uint8Array(s)),
    maxAdults: take(raw.maxAdults, (s) => new Uint8Array(s)),
    maxPax: take(raw.maxPax, (s) => new Uint8Array(s)),
    price: take(raw.price, (s) => new Uint32Array(s)),
    originalPrice: take(raw.originalPrice, (s) => new Uint32Array(s)),
    airports,
    boards,
  };
}
