import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GsFiltersResponse,
  GsInitialResponse,
  type GsFilter,
  type GsFilterInput,
  type GsFilterOf,
  type GsOption,
  type GlobalSearchGlobal,
} from "../../server/contract";
import { cmsGlobals } from "../../server/db/schema";
import { auth, startTestApi, type TestApi } from "./helpers";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function post(url: string, payload: object, market = "ro") {
  return api.app.inject({
    method: "POST",
    url,
    headers: { ...auth.www, "x-language": "pl", "x-market": market },
    payload,
  });
}
async function filters(input: GsFilterInput[], market = "ro") {
  const response = await post("/www/gs/filters", { filters: input }, market);
  expect(response.statusCode, response.body).toBe(200);
  return GsFiltersResponse.parse(response.json()).filters;
}
const of = <T extends GsFilter["type"]>(list: GsFilter[], type: T) =>
  list.find((filter) => filter.type === type) as GsFilterOf<T>;
const flatten = (options: GsOption[]): GsOption[] => options.flatMap((o) => [o, ...flatten(o.options)]);
const find = (options: GsOption[], code: string) => flatten(options).find((o) => o.code === code)!;
const selected = (options: GsOption[]) =>
  flatten(options)
    .filter((o) => o.selected)
    .map((o) => o.code);
const type = (code: string): GsFilterInput => ({ type: "TYPE", options: [{ code, selected: true }] });
const regions = (...codes: string[]): GsFilterInput => ({
  type: "REGION",
  options: codes.map((code) => ({ code, selected: true })),
});

describe("POST /www/gs/filters", () => {
  it("answers the default search for empty filters: by plane, one room with two adults", async () => {
    const list = await filters([]);
    expect(list.map((f) => f.type)).toEqual([
      "TYPE",
      "AIRPORT",
      "REGION",
      "DURATION",
      "CALENDAR",
      "ADULTS",
      "CHILDREN",
      "OCCUPANCY",
    ]);
    const types = of(list, "TYPE").options;
    expect(types.find((o) => o.selected)?.code).toBe("WS");
    expect(types.find((o) => o.code === "WS")).toMatchObject({
      label: "Samolotem",
      multiroom: true,
      additionalOptions: true,
      searchOffersUrl: "/wypoczynek/oferty-samolotem",
      globalTypes: ["WS"],
    });
    expect(types.find((o) => o.code === "WO")?.multiroom).toBe(false);
    expect(of(list, "AIRPORT").enabled).toBe(true);
    expect(find(of(list, "AIRPORT").options, "OTP")).toMatchObject({ enabled: true, selected: false });
    expect(of(list, "ADULTS")).toMatchObject({ selectedCount: 2, default: 2, min: 1, max: 9 });
    expect(of(list, "CHILDREN")).toMatchObject({ selectedCount: 0, birthDates: [] });
    expect(of(list, "OCCUPANCY").occupancies).toEqual([
      { adultsCount: 2, childrenBirthDates: [], participantsCount: 2 },
    ]);
    const greece = find(of(list, "REGION").options, "GR");
    expect(greece).toMatchObject({ label: "Grecja", enabled: true, assignedTags: ["NO_PASSPORT"] });
    expect(greece.options.map((o) => o.code)).toContain("GR-CRE");
    expect(find(of(list, "REGION").options, "TR").assignedTags).toEqual([]);
    expect(flatten(of(list, "REGION").options).filter((o) => o.highlighted)).toHaveLength(3);
  });

  it("offers NO_PASSPORT except on the uk market, and then only ID-card countries", async () => {
    expect(of(await filters([], "uk"), "TYPE").options.map((o) => o.code)).not.toContain("NO_PASSPORT");
    const list = await filters([type("NO_PASSPORT"), regions("TR", "GR-CRE")]);
    const region = of(list, "REGION").options;
    expect(of(list, "TYPE").options.find((o) => o.code === "NO_PASSPORT")).toMatchObject({
      selected: true,
      globalTypes: ["WS"],
      filterTags: ["NO_PASSPORT"],
    });
    expect(find(region, "TR").enabled).toBe(false);
    expect(selected(region)).not.toContain("TR");
    expect(find(region, "GR-CRE").selected).toBe(true);
  });

  it("folds destinations into their parent and marks a partly chosen parent indeterminate", async () => {
    const list = await filters([regions("GR-CRE")]);
    const region = of(list, "REGION").options;
    expect(find(region, "GR")).toMatchObject({ selected: false, indeterminate: true });
    expect(find(region, "GR-CRE").selected).toBe(true);
    // The resorts of a chosen region are chosen with it.
    expect(find(region, "GR-CRE").options.every((o) => o.selected)).toBe(true);
    const greece = find(region, "GR");
    const all = await filters([regions(...greece.options.filter((o) => o.enabled).map((o) => o.code))]);
    expect(find(of(all, "REGION").options, "GR")).toMatchObject({ selected: true, indeterminate: false });
    const unknown = await filters([regions("XX-YYY", "GR-CRE-HER")]);
    expect(selected(of(unknown, "REGION").options)).toEqual(["GR-CRE-HER"]);
  });

  it("drops airports for trips without a flight and keeps one airport group", async () => {
    const airports: GsFilterInput = {
      type: "AIRPORT",
      options: [
        { code: "RO", options: [{ code: "OTP", selected: true }] },
        { code: "PL", options: [{ code: "WAW", selected: true }] },
      ],
    };
    const byPlane = of(await filters([airports]), "AIRPORT");
    expect(selected(byPlane.options)).toEqual(["OTP"]);
    const byCar = of(await filters([type("DW"), airports]), "AIRPORT");
    expect(byCar.enabled).toBe(false);
    expect(selected(byCar.options)).toEqual([]);
    expect(flatten(byCar.options).every((o) => !o.enabled)).toBe(true);
  });

  it("keeps several rooms only for multiroom trip types", async () => {
    const rooms: GsFilterInput = {
      type: "OCCUPANCY",
      occupancies: [
        { adultsCount: 2, childrenBirthDates: ["2019-05-01"] },
        { adultsCount: 1, childrenBirthDates: [] },
      ],
    };
    const byPlane = await filters([rooms]);
    expect(of(byPlane, "OCCUPANCY").occupancies.map((o) => o.participantsCount)).toEqual([3, 1]);
    expect(of(byPlane, "ADULTS").selectedCount).toBe(3);
    expect(of(byPlane, "CHILDREN")).toMatchObject({ selectedCount: 1, birthDates: ["2019-05-01"] });
    const tour = await filters([type("WO"), rooms]);
    expect(of(tour, "OCCUPANCY")).toMatchObject({
      enabled: false,
      maxRooms: 1,
      occupancies: [{ adultsCount: 2, childrenBirthDates: [], participantsCount: 2 }],
    });
  });

  it("keeps a child without a valid birth date as a child still to be dated", async () => {
    const list = await filters([
      { type: "ADULTS", selectedCount: 2 },
      { type: "CHILDREN", selectedCount: 2, birthDates: ["2000-01-01", "2018-03-04"] },
    ]);
    expect(of(list, "CHILDREN")).toMatchObject({ selectedCount: 2, birthDates: ["2018-03-04"] });
    expect(of(list, "ADULTS").max).toBe(7);
  });

  it("keeps travel dates in the coming year, from before to", async () => {
    const list = await filters([{ type: "CALENDAR", selectedFrom: "2999-01-01", selectedTo: "2000-01-01" }]);
    const calendar = of(list, "CALENDAR");
    expect(calendar.selectedFrom).toBe(calendar.min);
    expect(calendar.selectedTo).toBe(calendar.max);
  });

  it("answers 400 with the failing fields for bad filters", async () => {
    const bad = await post("/www/gs/filters", { filters: [{ type: "ADULTS", selectedCount: "two" }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toContain("filters");
    const rooms = await post("/www/gs/filters", {
      filters: [{ type: "OCCUPANCY", occupancies: Array.from({ length: 5 }, () => ({ adultsCount: 1 })) }],
    });
    expect(rooms.statusCode).toBe(400);
    expect((await post("/www/gs/filters", { filters: [{ type: "NOPE" }] })).statusCode).toBe(400);
  });
});

describe("POST /www/gs/filters/initial", () => {
  it("builds the filters from the remembered search and reports airports of another group", async () => {
    const response = await post("/www/gs/filters/initial", {
      adultsCount: 3,
      airports: ["OTP", "WAW", "ZZZ"],
      childrenBirthDates: ["2017-02-03"],
      destinations: ["GR"],
      travelType: "WS",
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = GsInitialResponse.parse(response.json());
    expect(body.sameAirportGroupInfo).toEqual({
      sameGroup: false,
      group: "RO",
      droppedAirports: ["WAW", "ZZZ"],
    });
    expect(selected(of(body.filters, "AIRPORT").options)).toEqual(["OTP"]);
    expect(of(body.filters, "ADULTS").selectedCount).toBe(3);
    expect(of(body.filters, "CHILDREN").birthDates).toEqual(["2017-02-03"]);
    expect(find(of(body.filters, "REGION").options, "GR").selected).toBe(true);
  });

  it("takes Poland's airport group on the pl market and falls back to by plane for an unknown type", async () => {
    const response = await post("/www/gs/filters/initial", { airports: ["KTW"], travelType: "SPACE" }, "pl");
    const body = GsInitialResponse.parse(response.json());
    expect(body.sameAirportGroupInfo).toEqual({ sameGroup: true, group: "PL", droppedAirports: [] });
    expect(of(body.filters, "TYPE").options.find((o) => o.selected)?.code).toBe("WS");
  });
});

describe("the global-search global configures the form (spec §1, §3)", () => {
  const plGlobal = and(eq(cmsGlobals.type, "global-search"), eq(cmsGlobals.locale, "pl"));
  async function configure(change: Partial<GlobalSearchGlobal>, active = true) {
    const [row] = await api.database.db.select().from(cmsGlobals).where(plGlobal);
    const content = row!.content as GlobalSearchGlobal;
    await api.database.db
      .update(cmsGlobals)
      .set({ content: { ...content, ...change }, active })
      .where(plGlobal);
    return async () => {
      await api.database.db.update(cmsGlobals).set({ content, active: true }).where(plGlobal);
    };
  }
  const initial = async (payload: object = {}) =>
    GsInitialResponse.parse((await post("/www/gs/filters/initial", payload)).json()).filters;

  it("offers its trip types in its order, with its default trip type, adults and maximum", async () => {
    const restore = await configure({
      tripTypes: [
        { code: "NR", label: "Narty i snowboard" },
        { code: "WS", label: "Samolotem" },
        { code: "DW", label: "Autem" },
      ],
      defaultTripType: "NR",
      defaultAdults: 3,
      maxParticipants: 6,
    });
    try {
      const list = await initial();
      expect(of(list, "TYPE").options.map((o) => [o.code, o.label, o.selected])).toEqual([
        ["NR", "Narty i snowboard", true],
        ["WS", "Samolotem", false],
        ["DW", "Autem", false],
      ]);
      expect(of(list, "ADULTS")).toMatchObject({ selectedCount: 3, default: 3, max: 6 });
      expect(of(list, "OCCUPANCY")).toMatchObject({ maxParticipants: 6 });
      expect(of(list, "OCCUPANCY").occupancies[0]?.adultsCount).toBe(3);
      // A trip type it does not list is not offered: the search falls back to its default.
      const asked = await filters([type("WO")]);
      expect(of(asked, "TYPE").options.find((o) => o.selected)?.code).toBe("NR");
      // The visitor's own choices stay theirs.
      const chosen = await initial({ adultsCount: 1, travelType: "DW" });
      expect(of(chosen, "ADULTS").selectedCount).toBe(1);
      expect(of(chosen, "TYPE").options.find((o) => o.selected)?.code).toBe("DW");
    } finally {
      await restore();
    }
  });

  it("keeps the contract's limit above a larger maximum, and a default it does not offer falls to its first", async () => {
    const restore = await configure({
      tripTypes: [{ code: "DW", label: "Autem" }],
      defaultTripType: "WS",
      maxParticipants: 40,
    });
    try {
      const list = await initial();
      expect(of(list, "TYPE").options.map((o) => o.code)).toEqual(["DW"]);
      expect(of(list, "TYPE").options[0]?.selected).toBe(true);
      expect(of(list, "OCCUPANCY").maxParticipants).toBe(9);
    } finally {
      await restore();
    }
  });

  it("falls back to every trip type, by plane, two adults and nine people when it is switched off", async () => {
    const restore = await configure({ defaultTripType: "NR", defaultAdults: 4 }, false);
    try {
      const list = await initial();
      expect(of(list, "TYPE").options.map((o) => o.code)).toEqual([
        "WS",
        "DW",
        "WO",
        "NR",
        "CZ",
        "NO_PASSPORT",
      ]);
      expect(of(list, "TYPE").options.find((o) => o.selected)?.code).toBe("WS");
      expect(of(list, "ADULTS")).toMatchObject({ selectedCount: 2, default: 2, max: 9 });
    } finally {
      await restore();
    }
  });
});
