import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OfferSearchResponse } from "../../server/contract";
import { queryRows } from "../../server/db/client";
import { OfferIndex } from "../../server/modules/search/offer-index";
import { findCandidates, type Candidate, type CandidateCriteria } from "../../server/modules/search/queries";
import { auth, isoDate, SEED_TODAY, startTestApi, SUMMER_YEAR, type TestApi } from "./helpers";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const base: CandidateCriteria = {
  tripType: "WS",
  from: isoDate(SEED_TODAY),
  to: "2100-01-01",
  durationFrom: 1,
  durationTo: 30,
  airports: [],
  destinations: [],
  adults: 2,
  participants: 2,
  children: 0,
};
const key = (c: Candidate) => `${c.hotelCode}|${c.boardCode}|${c.offerId}|${c.priceAdult}|${c.departureDate}`;

describe("the search replica", () => {
  it.each<[string, Partial<CandidateCriteria>]>([
    ["the broad search", {}],
    [
      "a country, airports and a week",
      { destinations: ["GR", "TR"], airports: ["OTP", "WAW"], durationFrom: 7, durationTo: 7 },
    ],
    ["a family of five", { adults: 2, participants: 5, children: 3 }],
    ["ski trips", { tripType: "NR" }],
    ["July of the summer season", { from: `${SUMMER_YEAR}-07-01`, to: `${SUMMER_YEAR}-07-31` }],
    ["around a point", { near: { latitude: 35.3167, longitude: 25.3833, km: 40 } }],
  ])("finds exactly what the SQL reference finds for %s", async (_case, criteria) => {
    const replica = await OfferIndex.load(api.database.db);
    const wanted = { ...base, ...criteria };
    for (const order of ["price", "departure"] as const) {
      const fromSql = await findCandidates(api.database.db, wanted, order);
      const fromReplica = replica.findCandidates(wanted, order);
      expect(fromSql.length).toBeGreaterThan(0);
      expect(fromReplica.map(key).sort()).toEqual(fromSql.map(key).sort());
    }
  });

  it("follows the database: a price change is in the next search", async () => {
    const headers = { ...auth.www, "x-language": "ro" };
    const search = async () =>
      OfferSearchResponse.parse(
        (
          await api.app.inject({
            method: "POST",
            url: "/www/offers/search",
            headers,
            payload: { metaData: { page: 0, pageSize: 1 } },
          })
        ).json(),
      );
    const before = await search();
    const [cheapest] = before.offers;
    const [{ id } = { id: 0 }] = await queryRows<{ id: number }>(
      api.database.db,
      sql`SELECT id FROM offers WHERE offer_code = ${cheapest!.offerCode}`,
    );
    await api.database.db.execute(
      sql`UPDATE offers SET price_adult = 100, original_price_adult = 100 WHERE id = ${id}`,
    );
    const after = await search();
    expect(after.offers[0]!.offerCode).toBe(cheapest!.offerCode);
    expect(after.offers[0]!.pricePerPerson).toBe(1);
  });
});
