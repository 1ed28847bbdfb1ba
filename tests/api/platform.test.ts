import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedIfEmpty } from "../../server/db/seed";
import { auth, startTestApi, type TestApi } from "./helpers";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe("platform", () => {
  it("answers GET /healthz with the database kind", async () => {
    const response = await api.app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
    });
  });

  it("publishes an OpenAPI document of every route", async () => {
    const response = await api.app.inject({ url: "/docs/openapi.json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { parameters: { name: string }[] }>>;
    }>();
    expect(doc.openapi).toBe("3.0.3");
    expect(Object.keys(doc.paths).sort()).toEqual([
      "/api/globals/{type}",
      "/api/layout",
      "/www/catalogue/airports",
      "/www/catalogue/destinations",
      "/www/configurator/dates",
      "/www/configurator/matrix",
      "/www/gs/filters",
      "/www/gs/filters/initial",
      "/www/hotel-card/{slug}",
      "/www/hotel-card/{slug}/nearby",
      "/www/images/hotels/{hotelCode}/{index}",
      "/www/listing/filters",
      "/www/lowest-price",
      "/www/monitoring/errors",
      "/www/newsletter/confirm",
      "/www/newsletter/subscribe",
      "/www/offers/count",
      "/www/offers/prices",
      "/www/offers/search",
      "/www/offers/{offerCode}",
      "/www/page/content",
      "/www/search-criteria",
      "/www/suggest",
      "/www/user/info/get",
      "/www/wishlist",
      "/www/wishlist/count",
      "/www/wishlist/items",
      "/www/wishlist/items/remove",
      "/www/wishlist/keys",
    ]);
    expect(doc.paths["/www/page/content"]!.get!.parameters.map((p) => p.name)).toEqual([
      "url",
      "locale",
      "active",
      "draft",
      "filterByDirections",
      "filterByTripTypes",
    ]);
  });

  it("refuses business paths without the API key, and www paths without basic authorization", async () => {
    const noKey = await api.app.inject({ url: "/api/globals/header" });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json()).toEqual({ error: { code: "UNAUTHORIZED", message: "Missing or wrong API key" } });
    const wrongKey = await api.app.inject({
      url: "/api/globals/header",
      headers: { "x-api-key": "nope-nope-nope" },
    });
    expect(wrongKey.statusCode).toBe(401);
    const noBasic = await api.app.inject({ url: "/www/page/content?url=/", headers: auth.api });
    expect(noBasic.statusCode).toBe(401);
    const ok = await api.app.inject({ url: "/www/page/content?url=/", headers: auth.www });
    expect(ok.statusCode).toBe(200);
  });

  it("answers unknown paths with a JSON 404", async () => {
    const response = await api.app.inject({ url: "/www/nothing-here", headers: auth.www });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: { code: string } }>().error.code).toBe("NOT_FOUND");
  });

  it("seeds only an empty database", async () => {
    expect(await seedIfEmpty(api.database.db)).toBe(false);
  });
});
