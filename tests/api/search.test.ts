import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OfferSearchResponse, type OfferSearchRequest } from "../../server/contract";
import { queryRows } from "../../server/db/client";
import { COUNTRIES } from "../../server/db/seed/catalogue/destinations";
import { blockMinutes } from "../../server/modules/search/flight-times";
import { auth, SEED_TODAY, startTestApi, SUMMER_YEAR, type TestApi } from "./helpers";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const headers = { ...auth.www, "x-language": "pl" };
async function search(request: OfferSearchRequest) {
  const response = await api.app.inject({
    method: "POST",
    url: "/www/offers/search",
    headers,
    payload: request as object,
  });
  expect(response.statusCode, response.body).toBe(200);
  return OfferSearchResponse.parse(response.json());
}
async function count(request: OfferSearchRequest) {
  const response = await api.app.inject({
    method: "POST",
    url: "/www/offers/count",
    headers,
    payload: request as object,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<number>();
}
async function allPages(request: OfferSearchRequest) {
  const first = await search({ ...request, metaData: { ...request.metaData, page: 0, pageSize: 50 } });
  const pages = [first];
  for (let page = 1; page < first.pagination.pagesCount; page += 1) {
    pages.push(await search({ ...request, metaData: { ...request.metaData, page, pageSize: 50 } }));
  }
  return pages.flatMap((p) => p.offers);
}
const nonDecreasing = (values: (number | string)[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

describe("POST /www/offers/search", () => {
  it("answers the first ten hotels by price, with the total matching the count endpoint", async () => {
    const result = await search({});
    expect(result.offers).toHaveLength(10);
    expect(result.pagination).toMatchObject({ page: 0, pageSize: 10, sorting: "price" });
    expect(nonDecreasing(result.offers.map((o) => o.fullPrice))).toBe(true);
    expect(result.pagination.totalResults).toBe(await count({}));
    expect(result.pagination.pagesCount).toBe(Math.ceil(result.pagination.totalResults / 10));
  });

  it("shows each hotel once, with its cheapest offer that fits the search", async () => {
    const request: OfferSearchRequest = {
      destinationsCodes: ["GR"],
      departuresCodes: ["OTP", "CLJ"],
      durationFrom: 7,
      durationTo: 10,
    };
    const offers = await allPages(request);
    expect(offers.length).toBeGreaterThan(0);
    expect(new Set(offers.map((o) => o.hotel.code)).size).toBe(offers.length);
    for (const offer of offers) {
      expect(offer.hotel.countryCode).toBe("GR");
      expect(["OTP", "CLJ"]).toContain(offer.departureAirport);
      expect(offer.duration).toBeGreaterThanOrEqual(7);
      expect(offer.duration).toBeLessThanOrEqual(10);
      const [cheapest] = await queryRows<{ p: number }>(
        api.database.db,
        sql`SELECT min(price_adult) AS p FROM offers WHERE hotel_code = ${offer.hotel.code} AND trip_type = 'WS'
            AND airport_code IN ('OTP', 'CLJ') AND duration BETWEEN 7 AND 10 AND max_adults >= 2 AND max_pax >= 2
            AND departure_date >= current_date`,
      );
      expect(offer.pricePerPerson * 100).toBe(Number(cheapest!.p));
    }
  });

  it("prices the whole party: children by age, adults at the adult price", async () => {
    const [withChild] = (
      await search({ childrenBirthdays: ["2019-04-02"], metaData: { page: 0, pageSize: 1 } })
    ).offers;
    const [policy] = await queryRows<{ child_policy: unknown }>(
      api.database.db,
      sql`SELECT child_policy FROM hotels WHERE code = ${withChild!.hotel.code}`,
    );
    const childFactor = (
      typeof policy!.child_policy === "string" ? JSON.parse(policy!.child_policy) : policy!.child_policy
    ).childFactor as number;
    expect(withChild!.fullPrice).toBeCloseTo(withChild!.pricePerPerson * (2 + childFactor), 2);
    expect(withChild!.participants).toEqual({ adults: 2, children: 1, rooms: 1 });
  });

  it("pages without gaps or repeats", async () => {
    const first = await search({ metaData: { page: 0, pageSize: 7 } });
    const second = await search({ metaData: { page: 1, pageSize: 7 } });
    const codes = [...first.offers, ...second.offers].map((o) => o.hotel.code);
    expect(new Set(codes).size).toBe(14);
    expect(first.offers.at(-1)!.fullPrice).toBeLessThanOrEqual(second.offers[0]!.fullPrice);
  });

  it.each([
    ["priceDESC", (o: { fullPrice: number }[]) => nonDecreasing(o.map((x) => -x.fullPrice))],
    ["categoryDESC", (o: { hotel: { stars: number } }[]) => nonDecreasing(o.map((x) => -x.hotel.stars))],
    ["hotelRating", (o: { hotel: { rating: number } }[]) => nonDecreasing(o.map((x) => -x.hotel.rating))],
    ["flightDate", (o: { departureDate: string }[]) => nonDecreasing(o.map((x) => x.departureDate))],
  ] as const)("sorts by %s", async (sorting, ordered) => {
    const result = await search({ metaData: { page: 0, pageSize: 20, sorting } });
    expect(result.pagination.sorting).toBe(sorting);
    expect(ordered(result.offers as never)).toBe(true);
  });

  it("sorts by the nearest departure, and shows the departure that placed each hotel", async () => {
    const request: OfferSearchRequest = { destinationsCodes: ["GR"], departuresCodes: ["OTP"] };
    const offers = await allPages({ ...request, metaData: { sorting: "nearestDeparture" } });
    expect(offers.length).toBeGreaterThan(2);
    expect(nonDecreasing(offers.map((o) => o.departureDate))).toBe(true);
    for (const offer of offers) {
      const [soonest] = await queryRows<{ day: string; price: number }>(
        api.database.db,
        sql`SELECT departure_date::text AS day, price_adult AS price FROM offers
             WHERE hotel_code = ${offer.hotel.code} AND trip_type = 'WS' AND airport_code = 'OTP'
               AND max_adults >= 2 AND max_pax >= 2 AND departure_date >= current_date
             ORDER BY departure_date, price_adult LIMIT 1`,
      );
      expect([offer.hotel.code, offer.departureDate, offer.pricePerPerson * 100]).toEqual([
        offer.hotel.code,
        soonest!.day,
        Number(soonest!.price),
      ]);
    }
  });

  it("never offers an adults-only hotel to a party with a child", async () => {
    const child = `${SEED_TODAY.getUTCFullYear() - 6}-05-01`;
    const adultsOnly = [{ filterId: "facility" as const, selectedValues: ["ADULTS_ONLY"] }];
    const forAdults = await allPages({ filters: adultsOnly });
    expect(forAdults.length).toBeGreaterThan(0);
    expect(await count({ filters: adultsOnly, childrenBirthdays: [child] })).toBe(0);
    const family = await search({ childrenBirthdays: [child], metaData: { page: 0, pageSize: 50 } });
    const shown = new Set(family.offers.map((o) => o.hotel.code));
    expect(forAdults.filter((o) => shown.has(o.hotel.code))).toEqual([]);
    const facility = family.facets.find((f) => f.code === "facility")!;
    expect(facility.values.map((v) => v.code)).not.toContain("ADULTS_ONLY");
    // Chosen anyway (a filter carried from another search), it stays listed with 0, so it can be unticked.
    const chosen = await search({ filters: adultsOnly, childrenBirthdays: [child] });
    expect(
      chosen.facets.find((f) => f.code === "facility")!.values.find((v) => v.code === "ADULTS_ONLY"),
    ).toEqual({ code: "ADULTS_ONLY", count: 0, selected: true });
    // A multi-room search counts every room's children.
    const rooms = [
      { adultsCount: 2, childrenBirthDates: [] },
      { adultsCount: 1, childrenBirthDates: [child] },
    ];
    expect(await count({ filters: adultsOnly, occupancies: rooms } as OfferSearchRequest)).toBe(0);
    // Today's prices of the adults-only offers: for two adults, not for the family.
    const prices = async (childrenBirthdays: string[]) =>
      (
        await api.app.inject({
          method: "POST",
          url: "/www/offers/prices",
          headers,
          payload: { offerCodes: forAdults.slice(0, 3).map((o) => o.offerCode), childrenBirthdays },
        })
      ).json<{ prices: unknown[] }>().prices;
    expect(await prices([])).toHaveLength(Math.min(3, forAdults.length));
    expect(await prices([child])).toEqual([]);
  });

  it("filters by board, category and price, and counts facets as if their own filter were off", async () => {
    const base = await search({});
    const fourStars = base.facets.find((f) => f.code === "category")!.values.find((v) => v.code === "4")!;
    const onlyFour = await search({ filters: [{ filterId: "category", selectedValues: ["4"] }] });
    expect(onlyFour.pagination.totalResults).toBe(fourStars.count);
    expect(onlyFour.offers.every((o) => o.hotel.stars === 4)).toBe(true);
    expect(
      onlyFour.facets.find((f) => f.code === "category")!.values.find((v) => v.code === "4"),
    ).toMatchObject({
      count: fourStars.count,
      selected: true,
    });

    const allInclusive = await search({ filters: [{ filterId: "board", selectedValues: ["AI"] }] });
    expect(allInclusive.offers.every((o) => o.boardCode === "AI")).toBe(true);

    const range = await search({ filters: [{ filterId: "priceSelector", selectedValues: ["400#900"] }] });
    expect(range.offers.every((o) => o.pricePerPerson >= 400 && o.pricePerPerson <= 900)).toBe(true);
    expect(range.priceRange).toEqual(base.priceRange);
  });

  it("gives trips by plane both flights: out from the chosen airport, back from the region's airport", async () => {
    const result = await search({ destinationsCodes: ["GR-CRE"], departuresCodes: ["OTP"] });
    expect(result.offers.length).toBeGreaterThan(0);
    for (const offer of result.offers) {
      expect(offer.departureFlight).toMatchObject({
        departureCode: "OTP",
        departureAirport: "Bukareszt Otopeni",
        departureDate: offer.departureDate,
      });
      expect(offer.departureFlight!.departureTime).toMatch(/^\d{2}:\d{2}$/);
      const back = new Date(Date.parse(offer.departureDate) + offer.duration * 86_400_000)
        .toISOString()
        .slice(0, 10);
      // Both legs name their airports in the asked language (Polish here), the return's too.
      expect(offer.returnFlight).toMatchObject({
        departureCode: "HER",
        departureAirport: "Heraklion",
        departureDate: back,
        airLineCode: offer.departureFlight!.airLineCode,
        // Lands back where the trip began, at that airport's local time.
        arrivalCode: "OTP",
        arrivalAirport: "Bukareszt Otopeni",
      });
      expect(offer.departureFlight).toMatchObject({ arrivalCode: "HER", arrivalAirport: "Heraklion" });
      // Bucharest and Athens keep the same clock: the arrival is the departure plus the block time.
      const out = offer.departureFlight!;
      const minutes = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`) / 60_000;
      expect(
        minutes(out.arrivalDate!, out.arrivalTime!) - minutes(out.departureDate, out.departureTime),
      ).toBe(blockMinutes("OTP", "HER"));
    }
  });

  it("numbers the return flight the outbound's number plus one, also for airlines whose code holds a digit", async () => {
    const offers = await allPages({ offerType: "BY_PLANE", durationFrom: 7, durationTo: 7 });
    const airlines = new Set(offers.map((offer) => offer.departureFlight!.airLineCode));
    // Wizz Air (W6), Enter Air (E4) and HiSky (H4) fly in the seed beside letter-only codes.
    expect([...airlines].filter((code) => /\d/.test(code)).length).toBeGreaterThan(0);
    for (const offer of offers) {
      const out = offer.departureFlight!;
      const back = offer.returnFlight!;
      const number = out.flightNumber.slice(out.airLineCode.length);
      expect(out.flightNumber, out.flightNumber).toMatch(new RegExp(`^${out.airLineCode}\\d{3,4}$`));
      expect(back.flightNumber, `${out.flightNumber} → ${back.flightNumber}`).toBe(
        `${out.airLineCode}${Number(number) + 1}`,
      );
    }
  });

  it("sells trips by car and ski trips without airport or flights", async () => {
    for (const offerType of ["BY_CAR", "SKI"] as const) {
      const result = await search({ offerType });
      expect(result.offers.length).toBeGreaterThan(0);
      for (const offer of result.offers) {
        expect(offer.departureAirport).toBeNull();
        expect(offer.departureFlight).toBeNull();
        expect(offer.returnFlight).toBeNull();
      }
    }
  });

  it("sells trips by car only where a car can go: no island reached by long ferries", async () => {
    const unreachable = COUNTRIES.flatMap((country) =>
      country.regions.filter((region) => region.byCar === false).map((region) => region.code),
    );
    expect(unreachable).toContain("GR-CRE");
    const byCar = await allPages({ offerType: "BY_CAR", destinationsCodes: ["GR"] });
    expect(byCar.length).toBeGreaterThan(0);
    expect(byCar.filter((o) => unreachable.includes(o.hotel.regionCode))).toEqual([]);
    const byPlane = await allPages({ destinationsCodes: unreachable });
    expect(byPlane.length).toBeGreaterThan(0);
    expect(await count({ offerType: "BY_CAR", destinationsCodes: unreachable })).toBe(0);
  });

  it("flags Ryanair offers as sold at the full price, and only those", async () => {
    const offers = await allPages({ durationFrom: 7, durationTo: 7 });
    expect(offers.some((o) => o.fullPriceOnly)).toBe(true);
    for (const offer of offers) expect(offer.fullPriceOnly).toBe(offer.departureFlight?.airLineCode === "FR");
  });

  it("finds hotels around a point", async () => {
    const near = await allPages({
      offerType: "BY_PLANE",
      radius: 30,
      regionLocation: { latitude: 35.3167, longitude: 25.3833 },
    });
    for (const offer of near) expect(offer.hotel.regionCode).toBe("GR-CRE");
  });

  it("answers an empty page, not an error, when nothing fits", async () => {
    const result = await search({ offerType: "SKI", destinationsCodes: ["EG"] });
    expect(result.offers).toEqual([]);
    expect(result.pagination.totalResults).toBe(0);
    expect(result.priceRange).toBeNull();
  });

  it.each([
    ["an unknown destination", { destinationsCodes: ["GR-XXX"] }, "UNKNOWN_CODE", "body.destinationsCodes"],
    ["an unknown airport", { departuresCodes: ["ZZZ"] }, "UNKNOWN_CODE", "body.departuresCodes"],
    ["a malformed airport", { departuresCodes: ["otp"] }, "VALIDATION_FAILED", "body.departuresCodes.0"],
    ["no adults", { numberOfAdults: 0 }, "VALIDATION_FAILED", "body.numberOfAdults"],
    [
      "too many people",
      {
        numberOfAdults: 5,
        childrenBirthdays: ["2019-01-01", "2019-01-01", "2019-01-01", "2019-01-01", "2019-01-01"],
      },
      "VALIDATION_FAILED",
      "body.childrenBirthdays",
    ],
    [
      "an impossible date",
      { departureDateFrom: `${SUMMER_YEAR}-02-30` },
      "VALIDATION_FAILED",
      "body.departureDateFrom",
    ],
    [
      "dates in the wrong order",
      { departureDateFrom: `${SUMMER_YEAR}-07-10`, departureDateTo: `${SUMMER_YEAR}-07-01` },
      "VALIDATION_FAILED",
      "body.departureDateTo",
    ],
    [
      "a bad price range",
      { filters: [{ filterId: "priceSelector", selectedValues: ["cheap"] }] },
      "VALIDATION_FAILED",
      "body.filters.0.selectedValues",
    ],
    [
      "an unknown filter",
      { filters: [{ filterId: "colour", selectedValues: ["red"] }] },
      "VALIDATION_FAILED",
      "body.filters.0.filterId",
    ],
    ["a radius without a place", { radius: 20 }, "VALIDATION_FAILED", "body.radius"],
    ["an unknown sort", { metaData: { sorting: "cheapest" } }, "VALIDATION_FAILED", "body.metaData.sorting"],
  ])("answers 400 for %s", async (_case, payload, code, path) => {
    const response = await api.app.inject({ method: "POST", url: "/www/offers/search", headers, payload });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; details: { path: string }[] } }>();
    expect(body.error.code).toBe(code);
    expect(body.error.details.map((d) => d.path)).toContain(path);
  });

  it("answers 400 for a body that is not JSON or not an object", async () => {
    const text = await api.app.inject({
      method: "POST",
      url: "/www/offers/search",
      headers: { ...headers, "content-type": "application/json" },
      payload: "[1,2",
    });
    expect(text.statusCode).toBe(400);
    const array = await api.app.inject({
      method: "POST",
      url: "/www/offers/count",
      headers,
      payload: [1, 2] as unknown as object,
    });
    expect(array.statusCode).toBe(400);
  });
});
