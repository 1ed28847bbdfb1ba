import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiClient } from "~/lib/api/client.server";
import { wishlistCount, wishlistKeySet } from "~/lib/api/wishlist.server";
import { resetEnvForTests } from "~/lib/env.server";
import { requestContext } from "~/lib/request-context.server";
import { API_URL, mockApi, useTestApiEnv } from "../../mocks/api-server";

let calls: string[];
beforeAll(() => mockApi.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  useTestApiEnv();
  resetEnvForTests();
  calls = [];
  mockApi.use(
    http.get(`${API_URL}/www/wishlist/count`, ({ request }) => {
      calls.push(`count ${request.headers.get("x-app-id")}`);
      return HttpResponse.json({ count: 2 });
    }),
    http.get(`${API_URL}/www/wishlist/keys`, ({ request }) => {
      calls.push(`keys ${request.headers.get("x-app-id")}`);
      return HttpResponse.json({
        items: [
          { hotelCode: "H00012", offerCode: null },
          { hotelCode: "H00012", offerCode: "WS-X" },
        ],
      });
    }),
  );
});
afterEach(() => mockApi.resetHandlers());
afterAll(() => mockApi.close());

const APP_ID = "0b8a7d6c-5e4f-4a3b-9c2d-1e0f9a8b7c6d";

describe("the wishlist of a visitor the request made (a first visit, a crawler)", () => {
  it("is empty without asking the API", async () => {
    const context = await requestContext(new Request("http://localhost/wypoczynek"));
    expect(context.newVisitor).toBe(true);
    expect(await wishlistCount(context)).toBe(0);
    expect(await wishlistKeySet(context)).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("is read for a visitor who came back with an app id", async () => {
    const api = new ApiClient({ locale: "ro", appId: APP_ID, passwordChangePath: "/mytui/zmiana-hasla" });
    const context = { api, newVisitor: false };
    expect(await wishlistCount(context)).toBe(2);
    expect(await wishlistKeySet(context)).toEqual(["H00012", "H00012|WS-X"]);
    expect(calls).toEqual([`count ${APP_ID}`, `keys ${APP_ID}`]);
  });

  it("a returning visitor's cookie makes no new visitor", async () => {
    const { appIdCookie } = await import("~/lib/session.server");
    const cookie = await appIdCookie.serialize(APP_ID);
    const context = await requestContext(
      new Request("http://localhost/", { headers: { cookie: cookie.split(";")[0]! } }),
    );
    expect(context.newVisitor).toBe(false);
    expect(context.appId).toBe(APP_ID);
  });
});
