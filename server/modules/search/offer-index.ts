import type { Db } from "../../db/client";
import type { DataVersions } from "../../db/data-versions";
import { loadReplicaColumns, TRIP_TYPES, type ReplicaColumns } from "./offer-index-load";
import { takesParty } from "../../contract";
import type { Candidate, CandidateCriteria, CandidateOrder } from "./queries";

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
  /** Built by `OfferIndex.load`, from columns read by offer-index-load.ts. */
  private constructor(private readonly c: ReplicaColumns) {}

  static async load(db: Db): Promise<OfferIndex> {
    return new OfferIndex(await loadReplicaColumns(db));
  }

  private readonly availabilityCache = new Map<string, Availability>();

  get size() {
    return this.c.id.length;
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
    const allowed = new Uint8Array(this.c.airports.length);
    for (const a of airports) {
      const index = this.c.airports.indexOf(a);
      if (index > 0) allowed[index] = 1;
    }
    const seenAirports = new Uint8Array(this.c.airports.length);
    const destinations = new Set<string>();
    const hotels = this.c.hotels;
    for (let h = 0; h < hotels.codes.length; h += 1) {
      let has = false;
      for (let i = this.c.hotelStart[h]!, end = this.c.hotelStart[h + 1]!; i < end; i += 1) {
        if (this.c.trip[i] !== trip) continue;
        seenAirports[this.c.airport[i]!] = 1;
        if (airports.length === 0 || allowed[this.c.airport[i]!] === 1) has = true;
      }
      if (has) {
        destinations.add(hotels.country[h]!).add(hotels.region[h]!).add(hotels.resort[h]!);
      }
    }
    const answer: Availability = {
      airports: new Set(this.c.airports.filter((code, index) => index > 0 && seenAirports[index] === 1)),
      destinations,
    };
    if (this.availabilityCache.size >= 256) this.availabilityCache.clear();
    this.availabilityCache.set(key, answer);
    return answer;
  }

  private hotelNumbers: Map<string, number> | undefined;

  /**
   * The lowest-price chart from the replica: per departure day, the cheapest price per adult among
   * the matching offers and the ids of all offers at that price. Same days and prices as
   * hotels/chart-queries.findLowestPrices; the offer codes that break ties come from the database.
   */
  lowestPriceDays(c: LowestPriceCriteria): LowestPriceDay[] {
    const trip = TRIP_TYPES.indexOf(c.tripType);
    const from = Math.floor(Date.parse(c.from) / 86_400_000);
    const airport = c.airportCode === undefined ? -1 : this.c.airports.indexOf(c.airportCode);
    if (c.airportCode !== undefined && airport <= 0) return [];
    const hotels = this.c.hotels;
    this.hotelNumbers ??= new Map(hotels.codes.map((code, h) => [code, h]));
    const only = c.hotelCode === undefined ? undefined : this.hotelNumbers.get(c.hotelCode);
    if (c.hotelCode !== undefined && only === undefined) return [];
    const best = new Map<number, { price: number; rows: number[] }>();
    for (let h = only ?? 0, last = only ?? hotels.codes.length - 1; h <= last; h += 1) {
      const d = c.destinationCode;
      if (d !== undefined && hotels.country[h] !== d && hotels.region[h] !== d && hotels.resort[h] !== d) {
        continue;
      }
      if (!takesParty(hotels.facilities[h]!, c.children)) continue;
      for (let i = this.c.hotelStart[h]!, end = this.c.hotelStart[h + 1]!; i < end; i += 1) {
        if (
          this.c.trip[i] !== trip ||
          this.c.day[i]! < from ||
          this.c.maxAdults[i]! < c.adults ||
          this.c.maxPax[i]! < c.participants ||
          (airport >= 0 && this.c.airport[i] !== airport) ||
          (c.duration !== undefined && this.c.duration[i] !== c.duration)
        ) {
          continue;
        }
        const day = this.c.day[i]!;
        const price = this.c.price[i]!;
        const known = best.get(day);
        if (!known || price < known.price) best.set(day, { price, rows: [i] });
        else if (price === known.price) known.rows.push(i);
      }
    }
    return [...best.entries()]
      .sort(([a], [b]) => a - b)
      .map(([day, { price, rows }]) => ({
        date: isoDay(day),
        priceAdult: price,
        offerIds: rows.map((i) => this.c.id[i]!),
      }));
  }

  /** Same answer as queries.findCandidates, from the replica. */
  findCandidates(c: CandidateCriteria, order: CandidateOrder): Candidate[] {
    const trip = TRIP_TYPES.indexOf(c.tripType);
    const from = Math.floor(Date.parse(c.from) / 86_400_000);
    const to = Math.floor(Date.parse(c.to) / 86_400_000);
    const airportAllowed = new Uint8Array(this.c.airports.length);
    const anyAirport = c.airports.length === 0;
    for (const a of c.airports) {
      const index = this.c.airports.indexOf(a);
      if (index > 0) airportAllowed[index] = 1;
    }
    const destinations = new Set(c.destinations);
    const hotels = this.c.hotels;
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
      if (!takesParty(hotels.facilities[h]!, c.children)) continue;
      if (c.near) {
        const lat = (c.near.latitude * Math.PI) / 180;
        const dLat = ((hotels.latitude[h]! - c.near.latitude) * Math.PI) / 180;
        const dLng = (((hotels.longitude[h]! - c.near.longitude) * Math.PI) / 180) * Math.cos(lat);
        if (6371 * Math.sqrt(dLat * dLat + dLng * dLng) > c.near.km) continue;
      }
      let found = 0;
      // Per board (index), the row chosen so far; rows come cheapest first (ties by id).
      const chosen: number[] = [];
      for (let i = this.c.hotelStart[h]!, end = this.c.hotelStart[h + 1]!; i < end; i += 1) {
        if (
          this.c.trip[i] !== trip ||
          this.c.day[i]! < from ||
          this.c.day[i]! > to ||
          this.c.duration[i]! < c.durationFrom ||
          this.c.duration[i]! > c.durationTo ||
          this.c.maxAdults[i]! < c.adults ||
          this.c.maxPax[i]! < c.participants ||
          (!anyAirport && airportAllowed[this.c.airport[i]!] !== 1)
        ) {
          continue;
        }
        const board = this.c.board[i]!;
        const bit = 1 << board;
        if ((found & bit) === 0) {
          found |= bit;
          chosen[board] = i;
        } else if (order === "departure" && this.c.day[i]! < this.c.day[chosen[board]!]!) {
          // A dearer row replaces the board's choice only by departing sooner.
          chosen[board] = i;
        }
        // By price, once every board of the hotel has its cheapest the rest cannot matter.
        if (order === "price" && found === this.c.hotelBoardMasks[h]) break;
      }
      for (const i of chosen) {
        if (i === undefined) continue;
        out.push({
          hotelCode: hotels.codes[h]!,
          boardCode: this.c.boards[this.c.board[i]!]!,
          offerId: this.c.id[i]!,
          priceAdult: this.c.price[i]!,
          originalPriceAdult: this.c.originalPrice[i]!,
          departureDate: isoDay(this.c.day[i]!),
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

/** What the lowest-price chart asks for: offers from a day on, of one hotel or destination, for a party. */
export interface LowestPriceCriteria {
  tripType: string;
  from: string;
  hotelCode?: string | undefined;
  destinationCode?: string | undefined;
  airportCode?: string | undefined;
  duration?: number | undefined;
  adults: number;
  participants: number;
  /** Children in the party: with any, adults-only hotels are left out. */
  children: number;
}

/** A departure day's lowest price per adult and every offer at that price (the caller breaks the tie). */
export interface LowestPriceDay {
  date: string;
  priceAdult: number;
  offerIds: number[];
}

/** Keeps this process's replica in step with the database: rebuilt when the catalogue version moves. */
export class OfferIndexHolder {
  private current: { index: OfferIndex; version: number } | undefined;
  private loading: Promise<OfferIndex> | undefined;

  constructor(
    private readonly db: Db,
    private readonly versions: DataVersions,
  ) {}

  async get(): Promise<OfferIndex> {
    const { catalogue: version } = await this.versions.current();
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
