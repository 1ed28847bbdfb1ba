import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENCY, LowestPriceQuery, LowestPriceResponse } from "../../server/contract";
import { queryRows } from "../../server/db/client";
import { findLowestPrices } from "../../server/modules/hotels/chart-queries";
import { partyPrice } from "../../server/modules/search/pricing";
import { auth, isoDate, SEED_TODAY, startTestApi, type TestApi } from "./helpers";

let api: TestApi;
let places: {
  hotel: string;
  country: string;
  region: string;
  resort: string;
  skiCountry: string;
  carCountry: string;
  /** A country with rooms for `adults` adults, the most any offer takes. */
  bigRooms: { country: string; adults: number };
};
beforeAll(async () => {
  api = await startTestApi();
  const [row] = await queryRows<{ hotel: string; country: string; region: string; resort: string }>(
    api.database.db,
    sql`SELECT hotel_code AS hotel, country_code AS country, region_code AS region, resort_code AS resort
          FROM offers WHERE trip_type = 'WS' GROUP BY 1, 2, 3, 4 ORDER BY count(*) DESC LIMIT 1`,
  );
  const countryOf = async (tripType: string) =>
    (
      await queryRows<{ country: string }>(
        api.database.db,
        sql`SELECT country_code AS country FROM offers WHERE trip_type = ${tripType} ORDER BY offer_code LIMIT 1`,
      )
    )[0]!.country;
  const [big] = await queryRows<{ country: string; adults: number }>(
    api.database.db,
    sql`SELECT country_code AS country, max(max_adults) AS adults FROM offers WHERE trip_type = 'WS'
         GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
  );
  places = { ...row!, skiCountry: await countryOf("NR"), carCountry: await countryOf("DW"), bigRooms: big! };
});
afterAll(() => api.close());

/** The chart as the API answered it when it was one SQL statement over the offers table. */
async function sqlAnswer(query: string): Promise<LowestPriceResponse> {
  const q = LowestPriceQuery.parse(Object.fromEntries(new URLSearchParams(query)));
  const rows = await findLowestPrices(api.database.db, {
    ...q,
    adults: q.adultsCount,
    participants: q.adultsCount + q.childrenBirthDates.length,
    children: q.childrenBirthDates.length,
    from: isoDate(SEED_TODAY),
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
  it.each<[string, (p: typeof places) => string, boolean]>([
    ["a country", (p) => `destinationCode=${p.country}`, true],
    ["a region from one airport", (p) => `destinationCode=${p.region}&airportCode=OTP`, true],
    ["a resort for a week", (p) => `destinationCode=${p.resort}&duration=7`, true],
    [
      "a country for a family",
      (p) => `destinationCode=${p.country}&adultsCount=2&childrenBirthDates=2019-04-02,2023-01-15`,
      true,
    ],
    [
      "a country for the largest party a room takes",
      (p) => `destinationCode=${p.bigRooms.country}&adultsCount=${p.bigRooms.adults}`,
      true,
    ],
    ["a ski country", (p) => `destinationCode=${p.skiCountry}&tripType=NR`, true],
    ["a country by car", (p) => `destinationCode=${p.carCountry}&tripType=DW`, true],
    ["a hotel", (p) => `hotelCode=${p.hotel}`, true],
    ["a hotel from an airport nobody flies from", (p) => `hotelCode=${p.hotel}&airportCode=ZZZ`, false],
  ])("answers %s exactly as the SQL statement did", async (_case, query, charted) => {
    const q = query(places);
    const response = await api.app.inject({ url: `/www/lowest-price?${q}`, headers: auth.www });
    expect(response.statusCode, response.body).toBe(200);
    const chart = LowestPriceResponse.parse(response.json());
    expect(chart).toEqual(await sqlAnswer(q));
    expect(chart.points.length > 0).toBe(charted);
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
