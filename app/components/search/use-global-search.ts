import { useEffect, useRef, useState } from "react";
import type { GsFilter } from "../../../server/contract/global-search";
import { localizePath, type Locale } from "../../lib/i18n/config";
import { takeSnapshot } from "../../lib/pre-hydration";
import {
  chosenCodes,
  filterOf,
  selectionFromParams,
  stateFromFilters,
  toFilterInput,
  toggleOption,
  type GlobalSearchData,
  type RoomDraft,
} from "../../lib/search/global-search-filters";
import { encodeSearchState } from "../../lib/search/search-state";
import { useLiveCall } from "./use-live-call";

type Selection = Parameters<typeof toFilterInput>[0];

/**
 * The global search's state with JavaScript: each change is applied locally, posted to the filters
 * endpoint and the API's answer reapplied, then the offers are counted for it (one call of each kind
 * in flight). Choices made before the page hydrated are taken up (app/lib/pre-hydration.ts).
 */
export function useGlobalSearch(locale: Locale, search: GlobalSearchData, id: string) {
  const [filters, setFilters] = useState(search.filters);
  const [rooms, setRooms] = useState(search.rooms);
  const [flagged, setFlagged] = useState(search.errors?.childrenMissing ?? []);
  const [hydrated, setHydrated] = useState(false);
  const [filtersCall, postFilters] = useLiveCall("filters");
  const [countCall, loadCount, resetCount] = useLiveCall("count");
  const resources = localizePath(locale, "/resources/global-search");
  const roomsRef = useRef(rooms);
  roomsRef.current = rooms;
  // On a listing, whether the search keeps the listing's filters (the form's box, ticked at first).
  const keepRef = useRef(true);
  /** The count's URL: the search, with the listing's filters while the box is ticked. */
  const countUrl = (answered: GsFilter[], current: RoomDraft[]) =>
    `${resources}?${encodeSearchState(stateFromFilters(answered, current), keepRef.current ? search.listingFilters : undefined)}`;

  // A new page (another search) brings new filters and its own count.
  useEffect(() => {
    setFilters(search.filters);
    setRooms(search.rooms);
    setFlagged(search.errors?.childrenMissing ?? []);
    keepRef.current = true;
    resetCount();
  }, [search, resetCount]);

  /** Posts a selection and reapplies what the API answered, then counts the offers for it. */
  const send = (selection: Selection) => {
    void postFilters(resources, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ filters: toFilterInput(selection) }),
    }).then((answer) => {
      if (!answer) return;
      setFilters(answer.filters);
      const answered = filterOf(answer.filters, "OCCUPANCY")?.occupancies ?? [];
      let current = roomsRef.current;
      if (answered.length !== current.length) {
        current = answered.map((room) => ({ adults: room.adultsCount, children: room.childrenBirthDates }));
        setRooms(current);
      }
      void loadCount(countUrl(answer.filters, current));
    });
  };

  useEffect(() => {
    setHydrated(true);
    const before = takeSnapshot(id);
    if (before !== undefined) {
      const selection = selectionFromParams(new URLSearchParams(before));
      setRooms(selection.rooms);
      roomsRef.current = selection.rooms;
      send(selection);
    }
    // The page brought the first count (search.count); later ones follow the filters' answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const post = (next: GsFilter[], nextRooms: RoomDraft[] = rooms) => {
    setFilters(next);
    send({
      tripType: filterOf(next, "TYPE")?.options.find((o) => o.selected)?.code ?? "WS",
      airports: chosenCodes(filterOf(next, "AIRPORT")?.options ?? []).filter((code) => code.length === 3),
      destinations: chosenCodes(filterOf(next, "REGION")?.options ?? []),
      duration: filterOf(next, "DURATION")?.options.find((o) => o.selected)?.code,
      startDate: filterOf(next, "CALENDAR")?.selectedFrom ?? undefined,
      endDate: filterOf(next, "CALENDAR")?.selectedTo ?? undefined,
      rooms: nextRooms,
    });
  };
  const replace = <T extends GsFilter["type"]>(
    type: T,
    change: (filter: Extract<GsFilter, { type: T }>) => GsFilter,
  ) =>
    filters.map((filter) =>
      filter.type === type ? change(filter as Extract<GsFilter, { type: T }>) : filter,
    );

  const countAnswer = countCall.data ?? (search.count === null ? undefined : { count: search.count });
  const count =
    !hydrated || countCall.state !== "idle" || filtersCall.state !== "idle"
      ? { state: hydrated ? ("counting" as const) : ("idle" as const) }
      : countAnswer && "count" in countAnswer
        ? { state: "counted" as const, value: countAnswer.count }
        : { state: "idle" as const };
  const failure =
    filtersCall.data && "error" in filtersCall.data
      ? ("filters" as const)
      : countAnswer && "error" in countAnswer
        ? ("count" as const)
        : null;

  return {
    filters,
    rooms,
    flagged,
    setFlagged,
    count,
    failure,
    /** The listing's filters ticked or not: counted again with or without them. */
    keepFilters: (keep: boolean) => {
      keepRef.current = keep;
      void loadCount(countUrl(filters, roomsRef.current));
    },
    /** A single-choice filter: the option with this code is the chosen one ("" chooses none). */
    choose: (type: "TYPE" | "DURATION", code: string) =>
      post(
        filters.map((filter) =>
          filter.type === type
            ? ({
                ...filter,
                options: filter.options.map((o) => ({ ...o, selected: o.code === code })),
              } as GsFilter)
            : filter,
        ),
      ),
    toggle: (type: "AIRPORT" | "REGION", code: string, selected: boolean) =>
      post(replace(type, (filter) => ({ ...filter, options: toggleOption(filter.options, code, selected) }))),
    setDates: (dates: { startDate: string; endDate: string }) =>
      post(
        replace("CALENDAR", (filter) => ({
          ...filter,
          selectedFrom: dates.startDate || null,
          selectedTo: dates.endDate || null,
        })),
      ),
    changeRooms: (next: RoomDraft[], settled: boolean) => {
      setRooms(next);
      if (settled) post(filters, next);
    },
  };
}
