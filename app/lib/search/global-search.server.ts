import { parse, serialize } from "cookie";
import type { GsFilter } from "../../../server/contract/global-search";
import { getInitialGlobalSearchFilters, postGlobalSearchFilters } from "../api/search.server";
import type { RequestContext } from "../request-context.server";
import { toFilterInput, type GlobalSearchData, type RoomDraft } from "./global-search-filters";
import type { SearchState } from "./search-state";

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
  const options = { path: "/", sameSite: "lax" as const, httpOnly: true, maxAge: MAX_AGE };
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
  return REMEMBERED.map((name) => serialize(name, values[name] ?? "", options));
}

/** The remembered search as the API's initial-filters request; whatever does not parse is left out. */
function rememberedSearch(request: Request) {
  const cookies = parse(request.headers.get("cookie") ?? "");
  const list = (value: string | undefined) => (value ? value.split(",").filter(Boolean) : []);
  let occupancies: unknown = [];
  try {
    occupancies = JSON.parse(cookies.occupancies ?? "[]");
  } catch {
    occupancies = [];
  }
  const adults = Number(cookies.adultsCount);
  return {
    ...(Number.isInteger(adults) && adults >= 1 && adults <= 9 ? { adultsCount: adults } : {}),
    airports: list(cookies.airports).filter((code) => /^[A-Z]{3}$/.test(code)),
    childrenBirthDates: list(cookies.childrenBirthDates).filter((date) => /^\d{4}-\d{2}-\d{2}$/.test(date)),
    occupancies: Array.isArray(occupancies)
      ? occupancies
          .filter(
            (room): room is { adultsCount: number; childrenBirthDates: string[] } =>
              typeof room === "object" &&
              room !== null &&
              Number.isInteger((room as { adultsCount?: unknown }).adultsCount) &&
              Array.isArray((room as { childrenBirthDates?: unknown }).childrenBirthDates),
          )
          .slice(0, 4)
      : [],
    destinations: list(cookies.destinations).filter((code) => /^[A-Z]{2}(-[A-Z]{3}){0,2}$/.test(code)),
    ...(cookies.travelType ? { travelType: cookies.travelType.slice(0, 20) } : {}),
  };
}

const roomsOf = (filters: GsFilter[]): RoomDraft[] => {
  const occupancy = filters.find((filter) => filter.type === "OCCUPANCY");
  return occupancy && occupancy.type === "OCCUPANCY"
    ? occupancy.occupancies.map((room) => ({ adults: room.adultsCount, children: room.childrenBirthDates }))
    : [{ adults: 2, children: [] }];
};

/** The form's filters for the visitor's remembered search (home page, empty search page). */
export async function loadRememberedSearch(
  context: RequestContext,
  request: Request,
): Promise<GlobalSearchData | null> {
  const answer = await getInitialGlobalSearchFilters(context.api, rememberedSearch(request));
  if (!answer) return null;
  return {
    filters: answer.filters,
    rooms: roomsOf(answer.filters),
    sameAirportGroupInfo: answer.sameAirportGroupInfo,
  };
}

/**
 * The form's filters for a selection (a listing's search, a submitted form). The rooms keep the
 * children the visitor asked for, dated or not, unless the API reset the party.
 */
export async function loadSelectedSearch(
  context: RequestContext,
  selection: Parameters<typeof toFilterInput>[0],
): Promise<GlobalSearchData | null> {
  const answer = await postGlobalSearchFilters(context.api, { filters: toFilterInput(selection) });
  if (!answer) return null;
  const answered = roomsOf(answer.filters);
  const kept =
    answered.length === selection.rooms.length &&
    answered.every((room, i) => room.adults === selection.rooms[i]?.adults);
  return { filters: answer.filters, rooms: kept ? selection.rooms : answered, sameAirportGroupInfo: null };
}
