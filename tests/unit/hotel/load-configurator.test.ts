import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ConfiguratorResponse } from "../../../server/contract";
import { ApiClient } from "~/lib/api/client.server";
import { resetEnvForTests } from "~/lib/env.server";
import { loadConfigurator } from "~/lib/hotel/load-configurator.server";
import { API_URL, mockApi, useTestApiEnv } from "../../mocks/api-server";

const answer = (boards: string[]): ConfiguratorResponse => ({
  tripTypes: ["WS"],
  matrix: {
    airports: [{ code: "OTP", name: "București", selected: true }],
    durations: [7],
    durationPeriods: [{ from: 6, to: 8 }],
    airportsByDurations: { "7": ["OTP"] },
    datesByAirports: { OTP: ["2027-06-05"] },
    durationsByDates: { "2027-06-05": [{ duration: 7, pricePerPerson: 500, airportCode: "OTP" }] },
    boardTypes: boards.map((code, i) => ({ code, pricePerPerson: 500 + i, selected: i === 0 })),
    dates: [{ date: "2027-06-05", pricePerPerson: 500, selected: true }],
  },
  meta: {
    hotelCode: "H1",
    offerCode: null,
    tripType: "WS",
    currency: "EUR",
    selectedValues: {
      tripType: "WS",
      airportCode: "OTP",
      hour: null,
      durationFrom: 7,
      durationTo: 7,
      startDate: "2027-06-05",
      adultsCount: 2,
      childrenBirthDates: [],
      boardCode: boards[0] ?? null,
      roomCode: null,
      occupancy: { adultsCount: 2, childrenBirthDates: [], participantsCount: 2 },
    },
    requestedOfferUnavailable: false,
  },
  rooms: [],
  offer: null,
  hints: [],
});

const reports: { kind: string; message: string }[] = [];
const api = () => new ApiClient({ locale: "ro", passwordChangePath: "/" });
const wish = { adultsCount: 2, children: ["2019-05-01", "nonsense"] };

beforeAll(() => mockApi.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  useTestApiEnv();
  resetEnvForTests();
  reports.length = 0;
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  mockApi.use(
    http.post(`${API_URL}/www/monitoring/errors`, async ({ request }) => {
      reports.push((await request.json()) as { kind: string; message: string });
      return HttpResponse.json({ id: 1 }, { status: 201 });
    }),
  );
});
afterEach(() => {
  mockApi.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => mockApi.close());

describe("the configurator's loader", () => {
  it("prices only children with a valid birth date, flags the others, and loads the selected month", async () => {
    let asked: { childrenBirthDates?: string[] } = {};
    let month = "";
    mockApi.use(
      http.post(`${API_URL}/www/configurator/matrix`, async ({ request }) => {
        asked = (await request.json()) as typeof asked;
        return HttpResponse.json(answer(["AI", "HB"]));
      }),
      http.post(`${API_URL}/www/configurator/dates`, async ({ request }) => {
        month = ((await request.json()) as { month: string }).month;
        return HttpResponse.json({ month, dates: [], previousMonth: null, nextMonth: "2027-07" });
      }),
    );
    const state = await loadConfigurator(api(), "ro", { code: "H1", boardCodes: ["AI", "HB"] }, wish, {
      month: undefined,
    });
    expect(asked.childrenBirthDates).toEqual(["2019-05-01"]);
    expect(state.party).toEqual({ adultsCount: 2, children: ["2019-05-01", "nonsense"], flagged: [1] });
    expect(month).toBe("2027-06");
    expect(state).toMatchObject({ dataError: false, calendarError: false });
    expect(reports).toEqual([]);
  });

  it("reports a board name not among the hotel's board types (spec §5)", async () => {
    mockApi.use(
      http.post(`${API_URL}/www/configurator/matrix`, () => HttpResponse.json(answer(["AI", "XB"]))),
      http.post(`${API_URL}/www/configurator/dates`, () =>
        HttpResponse.json({ month: "2027-06", dates: [], previousMonth: null, nextMonth: null }),
      ),
    );
    await loadConfigurator(api(), "ro", { code: "H1", boardCodes: ["AI"] }, wish, { month: undefined });
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ kind: "board-name" });
    expect(reports[0]!.message).toContain("'XB'");
  });

  it("turns failures into the card's error states: the data, or only the calendar", async () => {
    mockApi.use(
      http.post(`${API_URL}/www/configurator/matrix`, () => HttpResponse.json({}, { status: 500 })),
    );
    expect(await loadConfigurator(api(), "ro", { code: "H1" }, wish, { month: undefined })).toMatchObject({
      configurator: null,
      dataError: true,
    });
    mockApi.resetHandlers();
    mockApi.use(
      http.post(`${API_URL}/www/configurator/matrix`, () => HttpResponse.json(answer(["AI"]))),
      http.post(`${API_URL}/www/configurator/dates`, () => HttpResponse.error()),
      http.post(`${API_URL}/www/monitoring/errors`, () => HttpResponse.json({ id: 1 }, { status: 201 })),
    );
    const state = await loadConfigurator(api(), "ro", { code: "H1" }, wish, { month: "2027-08" });
    expect(state).toMatchObject({ dataError: false, calendar: null, calendarError: true });
    expect(state.configurator?.meta.hotelCode).toBe("H1");
  });
});
