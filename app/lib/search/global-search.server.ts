import { parse } from "cookie";
import { GsInitialRequest, type GsFilter } from "../../../server/contract/global-search";
import type { OfferSearchRequest } from "../../../server/contract/search";
import { ApiError } from "../api/errors";
import { serializeSiteCookie } from "../cookies.server";
import { countOffers, getInitialGlobalSearchFilters, postGlobalSearchFilters } from "../api/search.server";
import type { RequestContext } from "../request-context.server";

/** What the search form's loaders use of the request's context: its API client. */
type ApiOf = Pick<RequestContext, "api">;
import {
  stateFromFilters,
  toFilterInput,
  type GlobalSearchData,
  type RoomDraft,
} from "./global-search-filters";
import {
  decodeListingParams,
  toOfferSearchRequest,
  type ListingFilters,
  type SearchState,
} from "./search-state";

/**
 * The remembered search (spec §7 "Initial global-search filters"): cookies adultsCount, airports,
 * childrenBirthDates, occupancies, destinations and travelType. They remember a preference, so they
 * are written only with preference consent, like the sort choice.
 */
const REMEMBERED = [
  "adultsCount",
  "airports",
  "childrenBirthDates",
  "occupancies",
  "destinations",
  "travelType",
];
const MAX_AGE = 60 * 60 * 24 * 90;

export function rememberSearchCookies(state: SearchState): string[] {
  const values: Record<string, string> = {
    adultsCount: String(state.adults),
    airports: state.airports.join(","),
    childrenBirthDates: state.childrenBirthDates.join(","),
    occupancies: JSON.stringify(
      state.occupancies.map((room) => ({
        adultsCount: room.adults,
        childrenBirthDates: room.childrenBirthDates,
      })),
    ),
    destinations: state.destinations.join(","),
    travelType: state.tripType,
  };
  return REMEMBERED.map((name) => serializeSiteCookie(name, values[name] ?? "", MAX_AGE));
}

/**
 * The remembered search as the API's initial-filters request. Each cookie is checked against the
 * contract on its own: one that does not parse (a hand-edited date, too many airports) is left out,
 * and the rest of the remembered search still counts.
 */
function rememberedSearch(request: Request): GsInitialRequest {
  const cookies = parse(request.headers.get("cookie") ?? "");
  const list = (value: string | undefined) => (value ? value.split(",").filter(Boolean) : []);
  let occupancies: unknown = [];
  try {
    occupancies = JSON.parse(cookies.occupancies ?? "[]");
  } catch {
    occupancies = [];
  }
  const candidate: Record<keyof GsInitialRequest, unknown> = {
    adultsCount: cookies.adultsCount === undefined ? undefined : Number(cookies.adultsCount),
    airports: list(cookies.airports),
    childrenBirthDates: list(cookies.childrenBirthDates),
    occupancies,
    destinations: list(cookies.destinations),
    travelType: cookies.travelType,
  };
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(candidate)) {
    const schema = GsInitialRequest.shape[field as keyof GsInitialRequest];
    if (value !== undefined && schema.safeParse(value).success) kept[field] = value;
  }
  return kept as GsInitialRequest;
}

const roomsOf = (filters: GsFilter[]): RoomDraft[] => {
  const occupancy = filters.find((filter) => filter.type === "OCCUPANCY");
  return occupancy && occupancy.type === "OCCUPANCY"
    ? occupancy.occupancies.map((room) => ({ adults: room.adultsCount, children: room.childrenBirthDates }))
    : [{ adults: 2, children: [] }];
};

/** A search the page makes anyway, and the number of hotels it finds (a listing's own search). */
export interface KnownCount {
  request: OfferSearchRequest;
  count: Promise<number | null>;
}

/** The same hotels: the same search, whatever page, page size or sort it asks for. */
const sameSearch = (a: OfferSearchRequest, b: OfferSearchRequest) =>
  JSON.stringify({ ...a, metaData: undefined }) === JSON.stringify({ ...b, metaData: undefined });

/**
 * The hotels the form's search finds, for its button: with the page, so the browser makes no live call
 * before the visitor changes something. A failed count leaves the button without a number. When the
 * page's own search is the same search (a listing's first view), its number is used, not asked again.
 * On a listing the form's search keeps the listing's filters, so the button counts what the page shows.
 */
async function countFor(
  context: ApiOf,
  filters: GsFilter[],
  rooms: RoomDraft[],
  known?: KnownCount,
  listingFilters?: ListingFilters,
) {
  const request = toOfferSearchRequest(stateFromFilters(filters, rooms), {
    ...decodeListingParams(new URLSearchParams()),
    ...listingFilters,
  });
  if (known && sameSearch(request, known.request)) return known.count;
  return countOffers(context.api, request).catch(() => null);
}

/** The form's filters for the visitor's remembered search (home page, empty search page). */
export async function loadRememberedSearch(
  context: ApiOf,
  request: Request,
): Promise<GlobalSearchData | null> {
  // A remembered search the API still refuses (a rule the contract does not hold) is ignored.
  const answer = await getInitialGlobalSearchFilters(context.api, rememberedSearch(request)).catch(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 400) {
        return getInitialGlobalSearchFilters(context.api, {});
      }
      throw error;
    },
  );
  if (!answer) return null;
  const rooms = roomsOf(answer.filters);
  return {
    filters: answer.filters,
    rooms,
    sameAirportGroupInfo: answer.sameAirportGroupInfo,
    count: await countFor(context, answer.filters, rooms),
  };
}

/**
 * The form's filters for a selection (a listing's search, a submitted form). The rooms keep the
 * children the visitor asked for, dated or not, unless the API reset the party.
 */
export async function loadSelectedSearch(
  context: ApiOf,
  selection: Parameters<typeof toFilterInput>[0],
  known?: KnownCount,
  listingFilters?: ListingFilters,
): Promise<GlobalSearchData | null> {
  const answer = await postGlobalSearchFilters(context.api, { filters: toFilterInput(selection) });
  if (!answer) return null;
  const answered = roomsOf(answer.filters);
  const kept =
    answered.length === selection.rooms.length &&
    answered.every((room, i) => room.adults === selection.rooms[i]?.adults);
  const rooms = kept ? selection.rooms : answered;
  return {
    filters: answer.filters,
    rooms,
    sameAirportGroupInfo: null,
    count: await countFor(context, answer.filters, rooms, known, listingFilters),
    listingFilters,
  };
}
