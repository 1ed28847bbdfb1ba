import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import { loader } from "~/routes/resources.user-info";
import { API_URL, mockApi, useTestApiEnv } from "../../mocks/api-server";

const REFRESH = `${API_URL}/www/api/v5/mytui/oauth/refresh`;
const logged = {
  authenticated: true,
  account_type: "CUSTOMER",
  user_uid: "c-1",
  language: "pl",
  hashed_user_uid: "abc",
  user_status: "LOGGED",
};

beforeAll(() => mockApi.listen({ onUnhandledRequest: "error" }));
afterAll(() => mockApi.close());
beforeEach(() => {
  useTestApiEnv({ SESSION_SECRET: "unit-test-session-secret" });
  resetEnvForTests();
});
afterEach(() => mockApi.resetHandlers());

const get = (path: string, params: Record<string, string> = {}, cookie = "") =>
  loader({
    request: new Request(`http://web.test${path}`, { headers: cookie ? { cookie } : {} }),
    params,
    context: {},
  });

describe("GET /resources/user-info (the page's refresh every 4 minutes)", () => {
  it("answers the API's user info in the page's language, never cached", async () => {
    let language: string | null = null;
    mockApi.use(
      http.get(`${API_URL}/www/user/info/get`, ({ request }) => {
        language = request.headers.get("x-language");
        expect(new URL(request.url).searchParams.get("timestamp")).toMatch(/^\d+$/);
        return HttpResponse.json(logged, { headers: { "x-visitor-status": "LOGGED" } });
      }),
    );
    const response = await get("/pl/resources/user-info", { lang: "pl" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ info: logged, status: "LOGGED" });
    expect(language).toBe("pl");
  });

  it("keeps an expired session alive: the API's 403 is refreshed and the new cookie reaches the browser", async () => {
    mockApi.use(
      http.post(
        REFRESH,
        () =>
          new HttpResponse(null, {
            status: 200,
            headers: [["set-cookie", "customer_session=new; Path=/account; HttpOnly"]],
          }),
      ),
      http.get(`${API_URL}/www/user/info/get`, ({ request }) =>
        request.headers.get("cookie")?.includes("customer_session=new")
          ? HttpResponse.json(logged, { headers: { "x-visitor-status": "LOGGED" } })
          : new HttpResponse(null, { status: 403 }),
      ),
    );
    const response = await get("/resources/user-info", {}, "customer_session=old");
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toContain("customer_session=new; Path=/account; HttpOnly");
  });

  it("answers an error flag when the API fails, and 404 under a prefix that is no locale", async () => {
    mockApi.use(http.get(`${API_URL}/www/user/info/get`, () => new HttpResponse(null, { status: 500 })));
    const failed = await get("/resources/user-info");
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: true });
    await expect(get("/xx/resources/user-info", { lang: "xx" })).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
