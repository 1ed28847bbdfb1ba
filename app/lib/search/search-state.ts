import {
  AIRPORT_CODE,
  MAX_CHILDREN,
  MAX_FACET_VALUES,
  MAX_PARTICIPANTS,
  MAX_ROOMS,
  isChildBirthDate,
  isIsoDate,
} from "../../../server/contract/rules";
import type { OfferSearchRequest, SortType } from "../../../server/contract/search";

// The party's limits and rules are the contract's (its zod-free rules.ts, safe in the browser).
export { MAX_CHILDREN, MAX_PARTICIPANTS, MAX_ROOMS, isChildBirthDate };
export const SORT_TYPES = [
  "price",
  "priceDESC",
  "hotelRating",
  "nearestDeparture",
  "categoryDESC",
  "flightDate",
] as const satisfies readonly SortType[];

/** Trip types and the offer type each one searches (spec §1). */
export const TRIP_TYPE_OFFER = {
  WS: "BY_PLANE",
  DW: "BY_CAR",
  NR: "SKI",
  CZ: "CHARTER",
  WO: "TOUR",
} as const;
export type SearchTripType = keyof typeof TRIP_TYPE_OFFER;

/**
 * The search state of spec §3 as the URL carries it, with the spec's short keys:
 * tripType, a (departure airports), c (destination codes), ctAdult, ctChild, birthDate (children's
 * birth dates), dF/dT (duration from/to), startDate/endDate, byPlane (derived from the trip type,
 * kept for old links). Listing keys: sort, page, fullPrice and the facet filters.
 */
export interface SearchState {
  tripType: SearchTripType;
  airports: string[];
  destinations: string[];
  adults: number;
  childrenBirthDates: string[];
  /** Children asked for (ctChild) without a valid birth date: the participants selector flags them. */
  childrenMissingBirthDate: number;
  durationFrom: number | undefined;
  durationTo: number | undefined;
  startDate: string | undefined;
  endDate: string | undefined;
  /**
   * The URL asked for departure dates already past: they are left out (the search starts today) and
   * the listing says so. Never written back into a URL.
   */
  pastDatesIgnored?: true;
  /** The rooms of a multi-room search (two or more); empty for one room (adults and children above). */
  occupancies: Room[];
}

export interface Room {
  adults: number;
  childrenBirthDates: string[];
}

export interface ListingParams {
  sort: SortType;
  page: number;
  fullPrice: boolean;
  category: string[];
  board: string[];
  facility: string[];
  rating: string | undefined;
  price: string | undefined;
}

export const DEFAULT_STATE: SearchState = {
  tripType: "WS",
  airports: [],
  destinations: [],
  adults: 2,
  childrenBirthDates: [],
  childrenMissingBirthDate: 0,
  durationFrom: undefined,
  durationTo: undefined,
  startDate: undefined,
  endDate: undefined,
  occupancies: [],
};

/**
 * The room key: rooms separated by ";", each "adults[,birthDate…]", e.g. "2,2019-05-01;1". Only
 * written for two rooms or more; a room that makes no sense drops the whole key.
 */
export function decodeRooms(value: string | null, today = new Date()): Room[] {
  if (!value) return [];
  const rooms: Room[] = [];
  for (const part of value.split(";").slice(0, MAX_ROOMS + 1)) {
    const [adults, ...dates] = part.split(",");
    const count = int(adults ?? null, 1, MAX_PARTICIPANTS);
    if (count === undefined || dates.length > MAX_CHILDREN) return [];
    if (!dates.every((d) => isChildBirthDate(d, today))) return [];
    rooms.push({ adults: count, childrenBirthDates: dates });
  }
  const people = rooms.reduce((sum, room) => sum + room.adults + room.childrenBirthDates.length, 0);
  return rooms.length >= 2 && rooms.length <= MAX_ROOMS && people <= MAX_PARTICIPANTS ? rooms : [];
}

export const encodeRooms = (rooms: Room[]) =>
  rooms.map((room) => [room.adults, ...room.childrenBirthDates].join(",")).join(";");

/** A list key: comma-separated (our links) or repeated (what a form's checkboxes send), or both. */
export const listOf = (params: URLSearchParams, key: string) => list(params.getAll(key).join(","));

const list = (value: string | null) =>
  (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

/** A whole number in [min, max] from a URL value, else undefined. */
export const int = (value: string | null, min: number, max: number) => {
  if (value === null || !/^\d{1,3}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
};

/** A real yyyy-MM-dd date from a URL value, else undefined. */
export const date = (value: string | null) => (value && isIsoDate(value) ? value : undefined);

/**
 * Reads the search state from a URL. Anything that does not make sense is left out and the default
 * used instead, so a shared or hand-edited URL always gives a sensible page.
 */
export function decodeSearchState(params: URLSearchParams, today = new Date()): SearchState {
  const tripType = params.get("tripType")?.toUpperCase();
  const adults = int(params.get("ctAdult"), 1, MAX_PARTICIPANTS) ?? DEFAULT_STATE.adults;
  const birthDates = listOf(params, "birthDate").filter((value) => isChildBirthDate(value, today));
  const asked = int(params.get("ctChild"), 0, MAX_PARTICIPANTS) ?? birthDates.length;
  const room = Math.max(0, Math.min(asked, MAX_CHILDREN, MAX_PARTICIPANTS - adults));
  const children = birthDates.slice(0, room);
  let durationFrom = int(params.get("dF"), 1, 30);
  let durationTo = int(params.get("dT"), 1, 30);
  if (durationFrom !== undefined && durationTo !== undefined && durationFrom > durationTo) {
    [durationFrom, durationTo] = [durationTo, durationFrom];
  }
  let startDate = date(params.get("startDate"));
  let endDate = date(params.get("endDate"));
  if (startDate && endDate && startDate > endDate) [startDate, endDate] = [endDate, startDate];
  // Departures before today are not sold: a past start is today, a past window is no window.
  const todayIso = today.toISOString().slice(0, 10);
  const pastDatesIgnored = (startDate ?? "9999") < todayIso || (endDate ?? "9999") < todayIso;
  if (endDate && endDate < todayIso) [startDate, endDate] = [undefined, undefined];
  if (startDate && startDate < todayIso) startDate = undefined;
  const occupancies = decodeRooms(params.get("room"), today);
  const party = occupancies.length
    ? {
        adults: occupancies.reduce((sum, room) => sum + room.adults, 0),
        childrenBirthDates: occupancies.flatMap((room) => room.childrenBirthDates),
        childrenMissingBirthDate: 0,
      }
    : {
        adults,
        childrenBirthDates: children,
        childrenMissingBirthDate: Math.max(0, room - children.length),
      };
  return {
    tripType:
      tripType && tripType in TRIP_TYPE_OFFER
        ? (tripType as SearchTripType)
        : params.get("byPlane") === "false"
          ? "DW"
          : DEFAULT_STATE.tripType,
    airports: [...new Set(listOf(params, "a").map((code) => code.toUpperCase()))].filter((code) =>
      AIRPORT_CODE.test(code),
    ),
    destinations: [...new Set(listOf(params, "c").map((code) => code.toUpperCase()))].filter((code) =>
      /^[A-Z]{2}(-[A-Z]{3}){0,2}$/.test(code),
    ),
    ...party,
    durationFrom,
    durationTo,
    startDate,
    endDate,
    ...(pastDatesIgnored ? { pastDatesIgnored: true as const } : {}),
    occupancies,
  };
}

/** A facet's codes from the URL: well-formed ones, each once, at most as many as the API takes. */
const codes = (value: string | null, pattern: RegExp) =>
  [...new Set(list(value).filter((code) => pattern.test(code)))].slice(0, MAX_FACET_VALUES);

export function decodeListingParams(params: URLSearchParams): ListingParams {
  const sort = params.get("sort");
  const price = params.get("price");
  return {
    sort: (SORT_TYPES as readonly string[]).includes(sort ?? "") ? (sort as SortType) : "price",
    page: Math.max(0, (int(params.get("page"), 1, 999) ?? 1) - 1),
    fullPrice: params.get("fullPrice") === "true",
    category: codes(params.get("category"), /^[1-5]$/),
    board: codes(params.get("board"), /^[A-Z]{2,3}$/),
    facility: codes(params.get("facility"), /^[A-Z_]{2,20}$/),
    rating: ["3.5", "4", "4.5"].includes(params.get("rating") ?? "")
      ? (params.get("rating") as string)
      : undefined,
    price: price && /^(\d{1,6})?#(\d{1,6})?$/.test(price) && price !== "#" ? price : undefined,
  };
}

/**
 * A listing's own filters (the facets of spec §5): what a new search made from a listing's search form
 * can keep, so its button counts the hotels the visitor will see, and the listing it leads to shows
 * them filtered the same way (docs/decisions/0023-a-listing-search-keeps-its-filters.md).
 */
export type ListingFilters = Pick<ListingParams, "category" | "board" | "facility" | "rating" | "price">;

export const listingFiltersOf = ({
  category,
  board,
  facility,
  rating,
  price,
}: ListingParams): ListingFilters => ({
  category,
  board,
  facility,
  rating,
  price,
});

/** How many filters a listing has chosen. */
export const countListingFilters = (filters: ListingFilters) =>
  filters.category.length +
  filters.board.length +
  filters.facility.length +
  (filters.rating ? 1 : 0) +
  (filters.price ? 1 : 0);

/**
 * The search form's "keep this list's filters" box: one field whose value is the filters' own query,
 * so unticking it drops them all, with or without JavaScript.
 */
export const KEEP_FILTERS = "keep";
export const encodeListingFilters = (filters: ListingFilters) =>
  encodeSearchState(DEFAULT_STATE, filters).toString();
export const decodeKeptFilters = (params: URLSearchParams): ListingFilters | undefined => {
  const kept = params.get(KEEP_FILTERS);
  return kept ? listingFiltersOf(decodeListingParams(new URLSearchParams(kept))) : undefined;
};

/** The URL query of a search state: short keys, defaults left out, so equal searches share a URL. */
export function encodeSearchState(state: SearchState, listing?: Partial<ListingParams>): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tripType !== DEFAULT_STATE.tripType) params.set("tripType", state.tripType);
  if (state.airports.length) params.set("a", state.airports.join(","));
  if (state.destinations.length) params.set("c", state.destinations.join(","));
  if (state.occupancies.length >= 2) {
    params.set("room", encodeRooms(state.occupancies));
  } else if (state.adults !== DEFAULT_STATE.adults) params.set("ctAdult", String(state.adults));
  if (state.childrenBirthDates.length && state.occupancies.length < 2) {
    params.set("ctChild", String(state.childrenBirthDates.length));
    params.set("birthDate", state.childrenBirthDates.join(","));
  }
  if (state.durationFrom !== undefined) params.set("dF", String(state.durationFrom));
  if (state.durationTo !== undefined) params.set("dT", String(state.durationTo));
  if (state.startDate) params.set("startDate", state.startDate);
  if (state.endDate) params.set("endDate", state.endDate);
  if (listing) {
    if (listing.category?.length) params.set("category", listing.category.join(","));
    if (listing.board?.length) params.set("board", listing.board.join(","));
    if (listing.facility?.length) params.set("facility", listing.facility.join(","));
    if (listing.rating) params.set("rating", listing.rating);
    if (listing.price) params.set("price", listing.price);
    if (listing.sort && listing.sort !== "price") params.set("sort", listing.sort);
    if (listing.fullPrice) params.set("fullPrice", "true");
    if (listing.page) params.set("page", String(listing.page + 1));
  }
  return params;
}

/** The offer search request (spec §3) for a search state and listing parameters. */
export function toOfferSearchRequest(
  state: SearchState,
  listing: ListingParams,
  pageSize = 10,
): OfferSearchRequest {
  const filters: NonNullable<OfferSearchRequest["filters"]> = [];
  if (listing.category.length) filters.push({ filterId: "category", selectedValues: listing.category });
  if (listing.board.length) filters.push({ filterId: "board", selectedValues: listing.board });
  if (listing.facility.length) filters.push({ filterId: "facility", selectedValues: listing.facility });
  if (listing.rating) filters.push({ filterId: "rating", selectedValues: [listing.rating] });
  if (listing.price) filters.push({ filterId: "priceSelector", selectedValues: [listing.price] });
  return {
    offerType: TRIP_TYPE_OFFER[state.tripType],
    departuresCodes: state.airports,
    destinationsCodes: state.destinations,
    numberOfAdults: state.adults,
    childrenBirthdays: state.childrenBirthDates,
    ...(state.occupancies.length >= 2
      ? {
          occupancies: state.occupancies.map((room) => ({
            adultsCount: room.adults,
            childrenBirthDates: room.childrenBirthDates,
          })),
        }
      : {}),
    ...(state.startDate ? { departureDateFrom: state.startDate } : {}),
    ...(state.endDate ? { departureDateTo: state.endDate } : {}),
    ...(state.durationFrom !== undefined ? { durationFrom: state.durationFrom } : {}),
    ...(state.durationTo !== undefined ? { durationTo: state.durationTo } : {}),
    metaData: { page: listing.page, pageSize, sorting: listing.sort },
    filters,
  };
}
