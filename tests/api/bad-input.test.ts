import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { JSON_MAX_DEPTH } from "../../server/contract";
import { queryRows } from "../../server/db/client";
import { auth, startTestApi, type TestApi } from "./helpers";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const post = (url: string, payload: unknown) =>
  api.app.inject({
    method: "POST",
    url,
    headers: { ...auth.www, "content-type": "application/json", "x-app-id": "0b6f5a3e-2f44-4c1e" },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });

const rowCounts = async () =>
  (
    await queryRows<{ n: number }>(
      api.database.db,
      sql`SELECT (SELECT count(*) FROM newsletter_subscriptions) + (SELECT count(*) FROM error_reports)
            + (SELECT count(*) FROM wishlist_items) AS n`,
    )
  )[0]!.n;

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; details?: { path: string }[] } }).error;

describe("the NUL character", () => {
  it.each([
    ["an offer code", "/www/offers/prices", { offerCodes: ["\u0000"] }, "body.offerCodes.0"],
    [
      "a newsletter source",
      "/www/newsletter/subscribe",
      {
        email: "nul@example.ro",
        locale: "ro",
        consent: true,
        source: "home\u0000",
        confirmUrl: "https://www.soleo.example/formularz-do-newslettera/potwierdzenie",
      },
      "body.source",
    ],
    [
      "an error report's message",
      "/www/monitoring/errors",
      { source: "browser", kind: "render", message: "boom\u0000" },
      "body.message",
    ],
    [
      "an error report's stack",
      "/www/monitoring/errors",
      { source: "browser", kind: "render", message: "boom", stack: "at x\u0000" },
      "body.stack",
    ],
    ["a wishlist hotel", "/www/wishlist/items", { hotelCode: "H\u0000" }, "body.hotelCode"],
    ["a key of the body", "/www/offers/search", { "\u0000": 1 }, "body.\\u0000"],
  ])("in %s is a 400 that writes nothing", async (_case, url, payload, path) => {
    const before = await rowCounts();
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: "NUL_CHARACTER", details: [{ path }] });
    expect(await rowCounts()).toBe(before);
  });

  it.each([
    ["a query value", "/www/page/content?url=%2F%00"],
    ["a query key", "/www/page/content?url=%2F&%00=1"],
    ["a path parameter", "/www/hotel-card/a%00b?locale=ro"],
    ["an offer code in the path", "/www/offers/WS-%00%00%00%00"],
  ])("in %s is a 400", async (_case, url) => {
    const response = await api.app.inject({ url, headers: auth.www });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe("NUL_CHARACTER");
  });
});

describe("deeply nested JSON", () => {
  const selection = (depth: number): unknown =>
    depth === 0 ? { code: "GR" } : { code: "GR", options: [selection(depth - 1)] };

  it("is a 400 before any parsing or validation", async () => {
    const body = JSON.stringify({ filters: [{ type: "REGION", options: [selection(700)] }] });
    expect(body.length).toBeLessThan(20_000);
    const response = await post("/www/gs/filters", body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe("BODY_TOO_DEEP");
  });

  it("is read up to the limit", async () => {
    // { filters [ { options [ then two levels a selection and the innermost one: 2 × depth + 5.
    const depth = Math.floor((JSON_MAX_DEPTH - 5) / 2);
    const response = await post("/www/gs/filters", {
      filters: [{ type: "REGION", options: [selection(depth)] }],
    });
    expect(response.statusCode).toBe(200);
  });

  it("is refused on every route that takes a body, and stores nothing", async () => {
    const before = await rowCounts();
    const deep = "[".repeat(JSON_MAX_DEPTH + 1) + "]".repeat(JSON_MAX_DEPTH + 1);
    for (const url of ["/www/newsletter/subscribe", "/www/monitoring/errors", "/www/wishlist/items"]) {
      const response = await post(url, `{"source":${deep}}`);
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response).code).toBe("BODY_TOO_DEEP");
    }
    expect(await rowCounts()).toBe(before);
  });

  it("keeps Fastify's prototype-poisoning check", async () => {
    const response = await post("/www/offers/search", '{"__proto__":{"x":1}}');
    expect(response.statusCode).toBe(400);
  });
});
