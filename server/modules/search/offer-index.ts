import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import type { ChildPolicy } from "../../db/schema";
import type { Candidate, CandidateCriteria } from "./queries";

const TRIP_TYPES = ["WS", "DW", "WO", "NR", "CZ"];

/** yyyy-MM-dd of a day number (days since 1970-01-01), cached: searches format the same days again and again. */
const isoDays = new Map<number, string>();
function isoDay(day: number): string {
  let text = isoDays.get(day);
  if (text === undefined) {
    text = new Date(day * 86_400_000).toISOString().slice(0, 10);
    isoDays.set(day, text);
  }
  return text;
}
const BATCH = 100_000;

interface HotelColumns {
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

export interface Availability {
  airports: Set<string>;
  destinations: Set<string>;
}

/**
 * The search replica: every offer as a few numbers in typed arrays, grouped by hotel and sorted by
 * price within each hotel. A search walks each hotel's offers from the cheapest and stops at the
 * first match per board, so a broad search reads a few rows a hotel instead of every offer, and a
 * narrow one skips whole hotels by their destination. Built from the database, which stays the only
 * source of truth; each API process keeps its own and rebuilds it when the catalogue version moves
 * (docs/decisions/0004-search-replica.md).
 */
export class OfferIndex {
  private constructor(
    private readonly hotels: HotelColumns,
    /** offers of hotel h are rows hotelStart[h] .. hotelStart[h + 1] - 1, cheapest first */
    private readonly hotelStart: Int32Array,
    /** how many boards each hotel sells: its walk can stop once it has the cheapest of each */
    private readonly hotelBoards: Uint8Array,
    private readonly id: Int32Array,
    private readonly trip: Uint8Array,
    private readonly airport: Uint8Array,
    private readonly day: Uint16Array,
    private readonly duration: Uint8Array,
    private readonly board: Uint8Array,
    private readonly maxAdults: Uint8Array,
    private readonly maxPax: Uint8Array,
    private readonly price: Uint32Array,
    private readonly originalPrice: Uint32Array,
    private readonly airports: string[],
    private readonly boards: string[],
  ) {}

  private readonly availabilityCache = new Map<string, Availability>();

  get size() {
    return this.id.length;
  }

  /**
   * Where a trip type has offers: its departure airports, and the destinations (country, region and
   * resort codes) with offers from the given airports (from any when none). The global search
   * enables its options from this; answers are cached, the replica never changes.
   */
  availability(tripType: string, airports: readonly string[]): Availability {
    const key = `${tripType}|${[...airports].sort().join(",")}`;
    const cached = this.availabilityCache.get(key);
    if (cached) return cached;
    const trip = TRIP_TYPES.indexOf(tripType);
    const allowed = new Uint8Array(this.airports.length);
    for (const a of airports) {
      const index = this.airports.indexOf(a);
      if (index > 0) allowed[index] = 1;
    }
    const seenAirports = new Uint8Array(this.airports.length);
    const destinations = new Set<string>();
    const hotels = this.hotels;
    for (let h = 0; h < hotels.codes.length; h += 1) {
      let has = false;
      for (let i = this.hotelStart[h]!, end = this.hotelStart[h + 1]!; i < end; i += 1) {
        if (this.trip[i] !== trip) continue;
        seenAirports[this.airport[i]!] = 1;
        if (airports.length === 0 || allowed[this.airport[i]!] === 1) has = true;
      }
      if (has) {
        destinations.add(hotels.country[h]!).add(hotels.region[h]!).add(hotels.resort[h]!);
      }
    }
    const answer: Availability = {
      airports: new Set(this.airports.filter((code, index) => index > 0 && seenAirports[index] === 1)),
      destinations,
    };
    if (this.availabilityCache.size >= 256) this.availabilityCache.clear();
    this.availabilityCache.set(key, answer);
    return answer;
  }

  static async load(db: Db): Promise<OfferIndex> {
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
    const hotelBoards = Uint8Array.from(boardMasks, (mask) => {
      let count = 0;
      for (let bits = mask; bits; bits &= bits - 1) count += 1;
      return count;
    });

    return new OfferIndex(
      hotels,
      hotelStart,
      hotelBoards,
      take(raw.id, (s) => new Int32Array(s)),
      take(raw.trip, (s) => new Uint8Array(s)),
      take(raw.airport, (s) => new Uint8Array(s)),
      take(raw.day, (s) => new Uint16Array(s)),
      take(raw.duration, (s) => new Uint8Array(s)),
      take(raw.board, (s) => new Uint8Array(s)),
      take(raw.maxAdults, (s) => new Uint8Array(s)),
      take(raw.maxPax, (s) => new Uint8Array(s)),
      take(raw.price, (s) => new Uint32Array(s)),
      take(raw.originalPrice, (s) => new Uint32Array(s)),
      airports,
      boards,
    );
  }

  /** Same answer as queries.findCandidates, from the replica. */
  findCandidates(c: CandidateCriteria, options: { firstDeparture: boolean }): Candidate[] {
    const trip = TRIP_TYPES.indexOf(c.tripType);
    const from = Math.floor(Date.parse(c.from) / 86_400_000);
    const to = Math.floor(Date.parse(c.to) / 86_400_000);
    const airportAllowed = new Uint8Array(this.airports.length);
    const anyAirport = c.airports.length === 0;
    for (const a of c.airports) {
      const index = this.airports.indexOf(a);
      if (index > 0) airportAllowed[index] = 1;
    }
    const destinations = new Set(c.destinations);
    const hotels = this.hotels;
    const out: Candidate[] = [];

    for (let h = 0; h < hotels.codes.length; h += 1) {
      if (
        destinations.size > 0 &&
        !destinations.has(hotels.country[h]!) &&
        !destinations.has(hotels.region[h]!) &&
        !destinations.has(hotels.resort[h]!)
      ) {
        continue;
      }
      if (c.near) {
        const lat = (c.near.latitude * Math.PI) / 180;
        const dLat = ((hotels.latitude[h]! - c.near.latitude) * Math.PI) / 180;
        const dLng = (((hotels.longitude[h]! - c.near.longitude) * Math.PI) / 180) * Math.cos(lat);
        if (6371 * Math.sqrt(dLat * dLat + dLng * dLng) > c.near.km) continue;
      }
      let found = 0;
      let firstDay = Number.POSITIVE_INFINITY;
      const chosen: number[] = [];
      for (let i = this.hotelStart[h]!, end = this.hotelStart[h + 1]!; i < end; i += 1) {
        if (
          this.trip[i] !== trip ||
          this.day[i]! < from ||
          this.day[i]! > to ||
          this.duration[i]! < c.durationFrom ||
          this.duration[i]! > c.durationTo ||
          this.maxAdults[i]! < c.adults ||
          this.maxPax[i]! < c.participants ||
          (!anyAirport && airportAllowed[this.airport[i]!] !== 1)
        ) {
          continue;
        }
        if (this.day[i]! < firstDay) firstDay = this.day[i]!;
        const bit = 1 << this.board[i]!;
        if ((found & bit) === 0) {
          found |= bit;
          chosen.push(i);
        }
        // Rows are cheapest first: once every board of the hotel has its cheapest, the rest can only
        // matter for the soonest departure.
        if (!options.firstDeparture && chosen.length === this.hotelBoards[h]) break;
      }
      for (const i of chosen) {
        out.push({
          hotelCode: hotels.codes[h]!,
          boardCode: this.boards[this.board[i]!]!,
          offerId: this.id[i]!,
          priceAdult: this.price[i]!,
          originalPriceAdult: this.originalPrice[i]!,
          departureDate: isoDay(this.day[i]!),
          firstDeparture: isoDay(options.firstDeparture ? firstDay : this.day[chosen[0]!]!),
          stars: hotels.stars[h]!,
          rating: Math.round(hotels.rating[h]! * 10) / 10,
          facilities: hotels.facilities[h]!,
          childPolicy: hotels.childPolicy[h]!,
        });
      }
    }
    return out;
  }
}

/** Keeps this process's replica in step with the database: checks the version on every search. */
export class OfferIndexHolder {
  private current: { index: OfferIndex; version: number } | undefined;
  private loading: Promise<OfferIndex> | undefined;

  constructor(private readonly db: Db) {}

  async get(): Promise<OfferIndex> {
    const [{ version } = { version: -1 }] = await queryRows<{ version: number }>(
      this.db,
      sql`SELECT version FROM catalogue_state WHERE id = 1`,
    );
    if (this.current && this.current.version === version) return this.current.index;
    this.loading ??= OfferIndex.load(this.db)
      .then((index) => {
        this.current = { index, version };
        return index;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }
}
