import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiClient } from "~/lib/api/client.server";
import { resetEnvForTests } from "~/lib/env.server";
import { selectionFromState } from "~/lib/search/global-search-filters";
import { loadSelectedSearch } from "~/lib/search/global-search.server";
import {
  decodeListingParams,
  decodeSearchState,
  listingFiltersOf,
  toOfferSearchRequest,
} from "~/lib/search/search-state";
import { API_URL, mockApi, useTestApiEnv } from "../../mocks/api-server";

// A listing shows the global search form with the number of hotels its search finds. Without facets
// the listing's own search is that search: its number is used and the API is not asked again.
const option = (code: string, selected: boolean) => ({
  code,
  label: code,
  value: code,
  selected,
  enabled: true,
  indeterminate: false,
  highlighted: false,
  assignedTags: [],
  options: [],
});
const FILTERS = [
  {
    type: "TYPE",
    options: [
      {
        ...option("WS", true),
        multiroom: true,
        additionalOptions: true,
        searchOffersUrl: "/wypoczynek/oferty-samolotem",
        globalTypes: ["WS"],
        filterTags: [],
      },
    ],
  },
  { type: "AIRPORT", enabled: true, options: [{ ...option("RO", false), options: [option("OTP", false)] }] },
  { type: "REGION", options: [option("GR", true), option("TR", false)] },
  { type: "DURATION", options: [option("6-8", false)] },
  { type: "CALENDAR", selectedFrom: null, selectedTo: null, min: "2026-11-23", max: "2027-11-23" },
  { type: "ADULTS", selectedCount: 2, min: 1, max: 9, default: 2 },
  { type: "CHILDREN", selectedCount: 0, birthDates: [], min: 0, max: 6, default: 0 },
  {
    type: "OCCUPANCY",
    enabled: true,
    maxRooms: 4,
    maxParticipants: 9,
    occupancies: [{ adultsCount: 2, childrenBirthDates: [], participantsCount: 2 }],
  },
];

let counted: number;
let countedFilters: unknown;
beforeAll(() => mockApi.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  useTestApiEnv();
  resetEnvForTests();
  counted = 0;
  mockApi.use(
    http.post(`${API_URL}/www/gs/filters`, () => HttpResponse.json({ filters: FILTERS })),
    http.post(`${API_URL}/www/offers/count`, async ({ request }) => {
      counted += 1;
      countedFilters = ((await request.json()) as { filters?: unknown }).filters;
      return HttpResponse.json(7);
    }),
  );
});
afterEach(() => mockApi.resetHandlers());
afterAll(() => mockApi.close());

const context = () => ({
  api: new ApiClient({ locale: "ro", passwordChangePath: "/mytui/zmiana-hasla" }),
});

describe("the global search's count on a listing", () => {
  const state = {
    ...decodeSearchState(new URLSearchParams()),
    tripType: "WS" as const,
    destinations: ["GR"],
  };

  it("is the listing's own number when the listing's search is the form's search", async () => {
    const request = toOfferSearchRequest(
      state,
      decodeListingParams(new URLSearchParams("page=2&sort=rating")),
    );
    const search = await loadSelectedSearch(context(), selectionFromState(state), {
      request,
      count: Promise.resolve(54),
    });
    expect(search?.count).toBe(54);
    expect(counted).toBe(0);
  });

  it("keeps the listing's facets: with them it is the listing's own number again", async () => {
    const listing = decodeListingParams(new URLSearchParams("board=AI&category=4&page=3"));
    const search = await loadSelectedSearch(
      context(),
      selectionFromState(state),
      { request: toOfferSearchRequest(state, listing), count: Promise.resolve(12) },
      listingFiltersOf(listing),
    );
    expect(search?.count).toBe(12);
    expect(counted).toBe(0);
    expect(search?.listingFilters).toMatchObject({ board: ["AI"], category: ["4"] });
  });

  it("counts with the listing's facets when the form's search is another one", async () => {
    const listing = decodeListingParams(new URLSearchParams("board=AI"));
    // The page searched Turkey; the form's answered search is Greece (the API's answer above).
    const other = { ...state, destinations: ["TR"] };
    const search = await loadSelectedSearch(
      context(),
      selectionFromState(state),
      { request: toOfferSearchRequest(other, listing), count: Promise.resolve(12) },
      listingFiltersOf(listing),
    );
    expect(search?.count).toBe(7);
    expect(countedFilters).toEqual([{ filterId: "board", selectedValues: ["AI"] }]);
  });

  it("is asked when the listing narrows its search with facets the form does not keep", async () => {
    const request = toOfferSearchRequest(state, decodeListingParams(new URLSearchParams("board=AI")));
    const search = await loadSelectedSearch(context(), selectionFromState(state), {
      request,
      count: Promise.resolve(12),
    });
    expect(search?.count).toBe(7);
    expect(counted).toBe(1);
  });
});
