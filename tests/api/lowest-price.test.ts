import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENCY, LowestPriceQuery, LowestPriceResponse } from "../../server/contract";
import { queryRows } from "../../server/db/client";
import { findLowestPrices } from "../../server/modules/hotels/chart-queries";
import { partyPrice } from "../../server/modules/search/pricing";
import { auth, startTestApi, type TestApi } from "./helpers";

let api: TestApi;
let places: { hotel: string; country: string; region: string; resort: string; skiCountry: string };
beforeAll(async () => {
  api = await startTestApi();
  const [row] = await queryRows<{ hotel: string; country: string; region: string; resort: string }>(
    api.database.db,
    sql`SELECT hotel_code AS hotel, country_code AS country, region_code AS region, resort_code AS resort
          FROM offers WHERE trip_type = 'WS' GROUP BY 1, 2, 3, 4 ORDER BY count(*) DESC LIMIT 1`,
  );
  const [ski] = await queryRows<{ country: string }>(
    api.database.db,
    sql`SELECT country_code AS country FROM offers WHERE trip_type = 'NR' LIMIT 1`,
  );
  places = { ...row!, skiCountry: ski!.country };
});
afterAll(() => api.close());

/** The chart as the API answered it when it was one SQL statement over the offers table. */
async function sqlAnswer(query: string): Promise<LowestPriceResponse> {
  const q = LowestPriceQuery.parse(Object.fromEntries(new URLSearchParams(query)));
  const rows = await findLowestPrices(api.database.db, {
    ...q,
    adults: q.adultsCount,
    participants: q.adultsCount + q.childrenBirthDates.length,
    from: new Date().toISOString().slice(0, 10),
  });
  return {
    points: rows.map((row) => ({
      date: row.date,
      pricePerPerson: row.priceAdult / 100,
      fullPrice:
        partyPrice(row.priceAdult, q.adultsCount, q.childrenBirthDates, row.date, row.childPolicy) / 100,
      duration: row.duration,
      offerCode: row.offerCode,
      hotelSlug: row.slug,
    })),
    currency: CURRENCY,
  };
}

describe("GET /www/lowest-price from the search replica", () => {
  it.each<[string, (p: typeof places) => string]>([
    ["a country", (p) => `destinationCode=${p.country}`],
    ["a region from one airport", (p) => `destinationCode=${p.region}&airportCode=OTP`],
    ["a resort for a week", (p) => `destinationCode=${p.resort}&duration=7`],
    [
      "a country for a family",
      (p) => `destinationCode=${p.country}&adultsCount=2&childrenBirthDates=2019-04-02,2023-01-15`,
    ],
    ["a country for five adults", (p) => `destinationCode=${p.country}&adultsCount=5`],
    ["a ski country", (p) => `destinationCode=${p.skiCountry}&tripType=NR`],
    ["a country by car", (p) => `destinationCode=${p.country}&tripType=DW`],
    ["a hotel", (p) => `hotelCode=${p.hotel}`],
    [
      "a hotel from an airport it does not fly from",
      (p) => `hotelCode=${p.hotel}&airportCode=SBZ&duration=14`,
    ],
  ])("answers %s exactly as the SQL statement did", async (_case, query) => {
    const q = query(places);
    const response = await api.app.inject({ url: `/www/lowest-price?${q}`, headers: auth.www });
    expect(response.statusCode, response.body).toBe(200);
    const chart = LowestPriceResponse.parse(response.json());
    expect(chart).toEqual(await sqlAnswer(q));
  });

  it("charts a price change at the next request", async () => {
    const query = `destinationCode=${places.country}`;
    const before = LowestPriceResponse.parse(
      (await api.app.inject({ url: `/www/lowest-price?${query}`, headers: auth.www })).json(),
    );
    const point = before.points[3]!;
    await api.database.db.execute(
      sql`UPDATE offers SET price_adult = 100 WHERE offer_code = (
            SELECT max(offer_code) FROM offers WHERE departure_date = ${point.date} AND trip_type = 'WS'
              AND country_code = ${places.country} AND max_adults >= 2)`,
    );
    const after = LowestPriceResponse.parse(
      (await api.app.inject({ url: `/www/lowest-price?${query}`, headers: auth.www })).json(),
    );
    expect(after.points.find((p) => p.date === point.date)!.pricePerPerson).toBe(1);
    expect(after).toEqual(await sqlAnswer(query));
  });
});
