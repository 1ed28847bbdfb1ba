import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WISHLIST_LIMIT, WishlistCount, WishlistKeys, WishlistResponse } from "../../server/contract";
import { queryRows } from "../../server/db/client";
import { auth, startTestApi, type TestApi } from "./helpers";

let api: TestApi;
let offer: { offer_code: string; hotel_code: string; price_adult: number };
let other: { code: string };

beforeAll(async () => {
  api = await startTestApi();
  [offer] = (await queryRows<typeof offer>(
    api.database.db,
    sql`SELECT offer_code, hotel_code, price_adult FROM offers
         WHERE trip_type = 'WS' AND departure_date >= current_date AND max_adults >= 2
           AND hotel_code IN (SELECT hotel_code FROM offers WHERE trip_type = 'DW')
         ORDER BY offer_code LIMIT 1`,
  )) as [typeof offer];
  [other] = (await queryRows<typeof other>(
    api.database.db,
    sql`SELECT code FROM hotels WHERE code <> ${offer.hotel_code} ORDER BY code LIMIT 1`,
  )) as [typeof other];
});
afterAll(() => api.close());

const visitor = (appId: string) => ({ ...auth.www, "x-app-id": appId, "x-language": "pl" });
const add = (appId: string, payload: Record<string, unknown>) =>
  api.app.inject({ method: "POST", url: "/www/wishlist/items", headers: visitor(appId), payload });
const remove = (appId: string, payload: Record<string, unknown>) =>
  api.app.inject({ method: "POST", url: "/www/wishlist/items/remove", headers: visitor(appId), payload });
const count = async (appId: string) =>
  WishlistCount.parse(
    (await api.app.inject({ method: "GET", url: "/www/wishlist/count", headers: visitor(appId) })).json(),
  ).count;
const list = async (appId: string) =>
  WishlistResponse.parse(
    (await api.app.inject({ method: "GET", url: "/www/wishlist?locale=pl", headers: visitor(appId) })).json(),
  );

describe("wishlist", () => {
  it("keeps a visitor's hotels and offers by app id, with today's prices, and removes them", async () => {
    const appId = "wish-visitor-0001";
    expect(await count(appId)).toBe(0);
    const first = await add(appId, {
      hotelCode: offer.hotel_code,
      offerCode: offer.offer_code,
      adultsCount: 2,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(WishlistCount.parse(first.json()).count).toBe(1);
    // A double submit is one item.
    expect((await add(appId, { hotelCode: offer.hotel_code, offerCode: offer.offer_code })).statusCode).toBe(
      201,
    );
    expect((await add(appId, { hotelCode: other.code })).statusCode).toBe(201);
    expect(await count(appId)).toBe(2);
    // Another visitor sees nothing of it.
    expect(await count("wish-visitor-0002")).toBe(0);

    const { items } = await list(appId);
    expect(items.map((item) => [item.hotel.code, item.offerCode])).toEqual([
      [other.code, null],
      [offer.hotel_code, offer.offer_code],
    ]);
    const saved = items[1]!;
    expect(saved.gone).toBe(false);
    expect(saved.offer?.pricePerPerson).toBe(offer.price_adult / 100);
    expect(saved.offer?.fullPrice).toBe((offer.price_adult * 2) / 100);
    // The lowest price per trip type the hotel sells, the saved offer's own type among them.
    const sameType = saved.lowestPrices.find((price) => price.tripType === "WS")!;
    expect(sameType.pricePerPerson).toBeLessThanOrEqual(offer.price_adult / 100);
    const [types] = await queryRows<{ types: string[] }>(
      api.database.db,
      sql`SELECT array_agg(DISTINCT trip_type ORDER BY trip_type) AS types FROM offers
           WHERE hotel_code = ${offer.hotel_code} AND departure_date >= current_date AND max_adults >= 2`,
    );
    expect(types!.types).toContain("DW");
    expect(saved.lowestPrices.map((price) => price.tripType).sort()).toEqual(types!.types);
    expect(items[0]!.hotel.place).toMatch(/, /);

    const keys = WishlistKeys.parse(
      (await api.app.inject({ method: "GET", url: "/www/wishlist/keys", headers: visitor(appId) })).json(),
    );
    expect(keys.items).toHaveLength(2);

    const removed = await remove(appId, { hotelCode: offer.hotel_code, offerCode: offer.offer_code });
    expect(WishlistCount.parse(removed.json()).count).toBe(1);
    expect(
      (await remove(appId, { hotelCode: offer.hotel_code, offerCode: offer.offer_code })).statusCode,
    ).toBe(200);
    expect(await count(appId)).toBe(1);
  });

  it("marks a saved offer that is no longer sold as gone", async () => {
    const appId = "wish-visitor-gone";
    const [row] = await queryRows<{ offer_code: string; hotel_code: string }>(
      api.database.db,
      sql`SELECT offer_code, hotel_code FROM offers WHERE trip_type = 'WS' AND departure_date >= current_date
           ORDER BY offer_code DESC LIMIT 1`,
    );
    expect(
      (await add(appId, { hotelCode: row!.hotel_code, offerCode: row!.offer_code, adultsCount: 1 }))
        .statusCode,
    ).toBe(201);
    await queryRows(api.database.db, sql`DELETE FROM offers WHERE offer_code = ${row!.offer_code}`);
    const [item] = (await list(appId)).items;
    expect(item).toMatchObject({ offerCode: row!.offer_code, gone: true, offer: null });
  });

  it("refuses what it cannot keep: no app id, unknown hotel, another hotel's offer, a full list", async () => {
    const noAppId = await api.app.inject({
      method: "POST",
      url: "/www/wishlist/items",
      headers: auth.www,
      payload: { hotelCode: offer.hotel_code },
    });
    expect(noAppId.statusCode).toBe(400);
    expect((await add("wish-visitor-0003", { hotelCode: "H99999" })).statusCode).toBe(404);
    expect(
      (await add("wish-visitor-0003", { hotelCode: other.code, offerCode: offer.offer_code })).statusCode,
    ).toBe(400);
    expect((await add("wish-visitor-0003", { hotelCode: "bad code" })).statusCode).toBe(400);

    const appId = "wish-visitor-full";
    const offers = await queryRows<{ offer_code: string; hotel_code: string }>(
      api.database.db,
      sql`SELECT offer_code, hotel_code FROM offers ORDER BY offer_code LIMIT ${WISHLIST_LIMIT + 1}`,
    );
    const item = (row: { offer_code: string; hotel_code: string }) => ({
      hotelCode: row.hotel_code,
      offerCode: row.offer_code,
    });
    for (const row of offers.slice(0, WISHLIST_LIMIT)) {
      expect((await add(appId, item(row))).statusCode).toBe(201);
    }
    const full = await add(appId, item(offers[WISHLIST_LIMIT]!));
    expect(full.statusCode).toBe(409);
    expect(await count(appId)).toBe(WISHLIST_LIMIT);
    // What is already there can still be "added" again.
    expect((await add(appId, item(offers[0]!))).statusCode).toBe(201);
  });
});
