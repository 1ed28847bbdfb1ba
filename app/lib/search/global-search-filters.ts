import type { GsFilter, GsFilterInput, GsFilterOf, GsOption } from "../../../server/contract/global-search";
import {
  DEFAULT_STATE,
  MAX_CHILDREN,
  MAX_ROOMS,
  decodeRooms,
  decodeSearchState,
  isChildBirthDate,
  type ListingFilters,
  type SearchState,
  type SearchTripType,
} from "./search-state";

/**
 * The global search's filters (spec §3 "Filter", §4 "Global search") on the web side: the form's
 * fields to the filters' selection and back, and the local changes the form makes before the API
 * answers. Pure, so the search page's loader and the form in the browser share it.
 */

// Browser code takes only types from the contract (DESIGN §2); these mirror its values.
export const DURATION_PRESETS = ["1-5", "6-8", "9-12", "13-15"] as const;
export const NO_PASSPORT = "NO_PASSPORT";

export const filterOf = <T extends GsFilter["type"]>(filters: GsFilter[], type: T) =>
  filters.find((filter) => filter.type === type) as GsFilterOf<T> | undefined;

export const flattenOptions = (options: GsOption[]): GsOption[] =>
  options.flatMap((option) => [option, ...flattenOptions(option.options)]);

/** The chosen codes, a chosen parent standing for its children. */
export function chosenCodes(options: GsOption[]): string[] {
  return options.flatMap((option) => (option.selected ? [option.code] : chosenCodes(option.options)));
}

/** What a page gives the search form: the filters the API answered, the rooms, what to tell the visitor. */
export interface GlobalSearchData {
  filters: GsFilter[];
  rooms: RoomDraft[];
  sameAirportGroupInfo: { sameGroup: boolean; group: string; droppedAirports: string[] } | null;
  /** Hotels the form's search finds, for its button once the page runs (null when the count failed). */
  count: number | null;
  /** Problems the search page found in the submitted form. */
  errors?: SearchFormErrors | undefined;
  /** The filters of the listing the form is on: they go with its count and its submitted search. */
  listingFilters?: ListingFilters | undefined;
}

export interface SearchFormErrors {
  /** "room-child" numbers (from 1) of the children whose birth date is missing or not valid. */
  childrenMissing: string[];
  tooMany: boolean;
}

/** A room as the participants selector holds it: a birth date per child, "" until one is given. */
export interface RoomDraft {
  adults: number;
  children: string[];
}

/** The rooms a URL or the form's fields ask for. */
export function roomsFromParams(params: URLSearchParams): RoomDraft[] {
  const count = Number(params.get("rooms"));
  if (params.has("r1a")) {
    const rooms: RoomDraft[] = [];
    for (let n = 1; n <= Math.min(Math.max(count, 1), MAX_ROOMS); n += 1) {
      const adults = Math.max(1, Math.min(9, Number(params.get(`r${n}a`)) || 2));
      const asked = Math.max(0, Math.min(MAX_CHILDREN, Number(params.get(`r${n}c`)) || 0));
      const dates = params.getAll(`r${n}b`);
      rooms.push({ adults, children: Array.from({ length: asked }, (_, i) => dates[i] ?? "") });
    }
    return rooms;
  }
  const multi = decodeRooms(params.get("room"));
  if (multi.length) return multi.map((room) => ({ adults: room.adults, children: room.childrenBirthDates }));
  const state = decodeSearchState(params);
  return [
    {
      adults: state.adults,
      children: [
        ...state.childrenBirthDates,
        ...Array.from({ length: state.childrenMissingBirthDate }, () => ""),
      ],
    },
  ];
}

/** The selection of a set of filters, to post to the API. */
export function toFilterInput(selection: {
  tripType: string;
  airports: string[];
  destinations: string[];
  duration: string | undefined;
  startDate: string | undefined;
  endDate: string | undefined;
  rooms: RoomDraft[];
}): GsFilterInput[] {
  const chosen = (codes: string[]) => codes.map((code) => ({ code, selected: true }));
  const dated = (room: RoomDraft) => room.children.filter((date) => isChildBirthDate(date));
  const first = selection.rooms[0] ?? { adults: DEFAULT_STATE.adults, children: [] };
  return [
    { type: "TYPE", options: chosen([selection.tripType]) },
    { type: "AIRPORT", options: chosen(selection.airports) },
    { type: "REGION", options: chosen(selection.destinations) },
    { type: "DURATION", options: chosen(selection.duration ? [selection.duration] : []) },
    { type: "CALENDAR", selectedFrom: selection.startDate ?? null, selectedTo: selection.endDate ?? null },
    { type: "ADULTS", selectedCount: first.adults },
    { type: "CHILDREN", selectedCount: first.children.length, birthDates: dated(first) },
    {
      type: "OCCUPANCY",
      occupancies: selection.rooms.map((room) => ({
        adultsCount: room.adults,
        childrenBirthDates: dated(room),
      })),
    },
  ];
}

/** The selection a search page URL (the form's fields, or a listing's short keys) asks for. */
export function selectionFromParams(params: URLSearchParams) {
  const state = decodeSearchState(params);
  const dur = params.get("dur");
  const duration = (DURATION_PRESETS as readonly string[]).includes(dur ?? "")
    ? (dur as string)
    : state.durationFrom !== undefined
      ? DURATION_PRESETS.find((preset) => preset === `${state.durationFrom}-${state.durationTo}`)
      : undefined;
  const tripType = params.get("tripType")?.toUpperCase();
  return {
    tripType: tripType === NO_PASSPORT ? NO_PASSPORT : state.tripType,
    airports: state.airports,
    destinations: state.destinations,
    duration,
    startDate: state.startDate,
    endDate: state.endDate,
    rooms: roomsFromParams(params),
  };
}

/** The selection of a search state (a listing's), to show it in the form. */
export function selectionFromState(state: SearchState) {
  return {
    tripType: state.tripType as string,
    airports: state.airports,
    destinations: state.destinations,
    duration: DURATION_PRESETS.find((preset) => preset === `${state.durationFrom}-${state.durationTo}`),
    startDate: state.startDate,
    endDate: state.endDate,
    rooms: state.occupancies.length
      ? state.occupancies.map((room) => ({ adults: room.adults, children: room.childrenBirthDates }))
      : [{ adults: state.adults, children: state.childrenBirthDates }],
  };
}

/**
 * The search state of answered filters. NO_PASSPORT searches by plane, in the chosen destinations
 * or, when none is chosen, in every country an ID card is enough for.
 */
export function stateFromFilters(filters: GsFilter[], rooms: RoomDraft[]): SearchState {
  const tripType = filterOf(filters, "TYPE")?.options.find((option) => option.selected)?.code ?? "WS";
  const region = filterOf(filters, "REGION")?.options ?? [];
  let destinations = chosenCodes(region);
  if (tripType === NO_PASSPORT && destinations.length === 0) {
    destinations = region
      .filter((country) => country.enabled && country.assignedTags.includes(NO_PASSPORT))
      .map((country) => country.code);
  }
  const duration = filterOf(filters, "DURATION")?.options.find((option) => option.selected)?.code;
  const [durationFrom, durationTo] = duration ? duration.split("-").map(Number) : [undefined, undefined];
  const calendar = filterOf(filters, "CALENDAR");
  const occupancies = filterOf(filters, "OCCUPANCY")?.occupancies ?? [];
  const dated = rooms.map((room) => room.children.filter((date) => isChildBirthDate(date)));
  const multi = occupancies.length >= 2;
  return {
    tripType: (tripType === NO_PASSPORT ? "WS" : tripType) as SearchTripType,
    airports: chosenCodes(filterOf(filters, "AIRPORT")?.options ?? []).filter((code) => code.length === 3),
    destinations,
    adults: filterOf(filters, "ADULTS")?.selectedCount ?? DEFAULT_STATE.adults,
    childrenBirthDates: filterOf(filters, "CHILDREN")?.birthDates ?? [],
    childrenMissingBirthDate: rooms.reduce(
      (sum, room, i) => sum + room.children.length - (dated[i]?.length ?? 0),
      0,
    ),
    durationFrom,
    durationTo,
    startDate: calendar?.selectedFrom ?? undefined,
    endDate: calendar?.selectedTo ?? undefined,
    occupancies: multi
      ? occupancies.map((room) => ({ adults: room.adultsCount, childrenBirthDates: room.childrenBirthDates }))
      : [],
  };
}

/** The children still without a valid birth date, as "room-child" numbers from 1 (spec §5 "Children"). */
export function missingBirthDates(rooms: RoomDraft[]): string[] {
  return rooms.flatMap((room, r) =>
    room.children.flatMap((date, c) => (isChildBirthDate(date) ? [] : [`${r + 1}-${c + 1}`])),
  );
}

export const participantsOf = (rooms: RoomDraft[]) =>
  rooms.reduce((sum, room) => sum + room.adults + room.children.length, 0);

/** Marks one option (and what is inside it) chosen or not; the API answers the flags that follow. */
export function toggleOption(options: GsOption[], code: string, selected: boolean): GsOption[] {
  const all = (option: GsOption): GsOption => ({
    ...option,
    selected,
    indeterminate: false,
    options: option.options.map(all),
  });
  return options.map((option) => {
    if (option.code === code) return all(option);
    if (!flattenOptions(option.options).some((inner) => inner.code === code)) return option;
    // A parent stays chosen only while all its children are.
    return {
      ...option,
      selected: option.selected && selected,
      options: toggleOption(option.options, code, selected),
    };
  });
}
