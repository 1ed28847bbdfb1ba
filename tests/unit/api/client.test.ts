import { http, HttpResponse, delay } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiClient, mergeCookies } from "~/lib/api/client.server";
import {
  ApiError,
  ApiUnavailableError,
  EmptyResponseError,
  FetcherError,
  RedirectMarker,
} from "~/lib/api/errors";
import { resetEnvForTests } from "~/lib/env.server";
import { API_URL, mockApi, useTestApiEnv } from "../../mocks/api-server";

const REFRESH = `${API_URL}/www/api/v5/mytui/oauth/refresh`;

function client(overrides: Partial<ConstructorParameters<typeof ApiClient>[0]> = {}) {
  return new ApiClient({ locale: "pl", passwordChangePath: "/pl/mytui/zmiana-hasla", ...overrides });
}

beforeAll(() => mockApi.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  useTestApiEnv();
  resetEnvForTests();
});
afterEach(() => {
  mockApi.resetHandlers();
  vi.restoreAllMocks();
  delete process.env.FIREWALL_ALLOW_HEADER;
});
afterAll(() => mockApi.close());

describe("headers on all requests (spec §7)", () => {
  it("sends language, market, currency, API key, app id, automation, firewall and cart id", async () => {
    process.env.FIREWALL_ALLOW_HEADER = "allow-123";
    resetEnvForTests();
    let seen: Headers | undefined;
    mockApi.use(
      http.get(`${API_URL}/api/globals/header`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    await client({ appId: "app-12345678", automation: true, cartId: "cart-1" }).get("/api/globals/header");
    expect(Object.fromEntries(seen!)).toMatchObject({
      "x-language": "pl",
      "x-market": "pl",
      "x-currency": "EUR",
      "x-api-key": "unit-test-key",
      "x-app-id": "app-12345678",
      "x-automation": "true",
      "x-firewall-allow": "allow-123",
      "cart-id": "cart-1",
    });
    expect(seen!.get("authorization")).toBeNull();
    expect(seen!.get("content-type")).toBeNull();
  });

  it("adds basic authorization on www paths and JSON headers on POST", async () => {
    let seen: Headers | undefined;
    let body: unknown;
    mockApi.use(
      http.post(`${API_URL}/www/newsletter/subscribe`, async ({ request }) => {
        seen = request.headers;
        body = await request.json();
        return HttpResponse.json({ status: "pending" });
      }),
    );
    await client().post("/www/newsletter/subscribe", { email: "a@b.pl" });
    expect(seen!.get("authorization")).toBe(`Basic ${Buffer.from("user:secret").toString("base64")}`);
    expect(seen!.get("content-type")).toBe("application/json");
    expect(seen!.get("accept")).toBe("application/json");
    expect(body).toEqual({ email: "a@b.pl" });
  });

  it("adds optional query parameters only when set, and catalogVersion=Staged in preview", async () => {
    let url: URL | undefined;
    mockApi.use(
      http.get(`${API_URL}/www/page/content`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({});
      }),
    );
    await client({ preview: true }).get("/www/page/content", {
      query: { url: "/o-nas", draft: undefined, filterByTripTypes: ["WS", "DW"], empty: "", none: null },
    });
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      url: "/o-nas",
      filterByTripTypes: "WS,DW",
      catalogVersion: "Staged",
    });
  });
});

describe("responses", () => {
  it("parses JSON with the schema, and an answer outside the contract is a 502 upstream error", async () => {
    mockApi.use(http.get(`${API_URL}/x`, () => HttpResponse.json({ n: 1 })));
    await expect(client().get("/x", { schema: z.object({ n: z.number() }) })).resolves.toEqual({ n: 1 });
    const error = await client()
      .get("/x", { schema: z.object({ n: z.string() }) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
  });

  it("answers a blob when asked", async () => {
    mockApi.use(
      http.get(
        `${API_URL}/doc.pdf`,
        () => new HttpResponse("PDF", { headers: { "content-type": "application/pdf" } }),
      ),
    );
    const blob = await client().call("/doc.pdf", { responseType: "blob" });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob!.text()).toBe("PDF");
  });

  it("keeps the cart id the API returns in a header", async () => {
    mockApi.use(
      http.get(`${API_URL}/cart`, () => HttpResponse.json({}, { headers: { "cart-id": "cart-42" } })),
    );
    const api = client();
    await api.get("/cart");
    expect(api.cartId).toBe("cart-42");
  });
});

describe("the error catalogue (spec §8)", () => {
  it("status 400 or above throws an error carrying status, body and headers", async () => {
    mockApi.use(
      http.get(`${API_URL}/www/page/content`, () =>
        HttpResponse.json(
          { error: { code: "PAGE_NOT_ACTIVE", message: "Page not active" } },
          { status: 404, headers: { "x-trace": "t1" } },
        ),
      ),
    );
    const error = (await client()
      .get("/www/page/content")
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ error: { code: "PAGE_NOT_ACTIVE", message: "Page not active" } });
    expect(error.code).toBe("PAGE_NOT_ACTIVE");
    expect(error.headers.get("x-trace")).toBe("t1");
  });

  it("a non-JSON error body is kept as text", async () => {
    mockApi.use(http.get(`${API_URL}/x`, () => new HttpResponse("Bad gateway", { status: 502 })));
    const error = (await client()
      .get("/x")
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.body).toBe("Bad gateway");
  });

  it("the general helper throws 'Fetcher error' with status and status text at 500 or above", async () => {
    mockApi.use(
      http.get(
        `${API_URL}/x`,
        () => new HttpResponse(null, { status: 503, statusText: "Service Unavailable" }),
      ),
    );
    const error = (await client()
      .request("/x")
      .catch((e: unknown) => e)) as FetcherError;
    expect(error).toBeInstanceOf(FetcherError);
    expect(error.message).toBe("Fetcher error");
    expect(error.status).toBe(503);
    expect(error.statusText).toBe("Service Unavailable");
  });

  it("the general helper returns other statuses to the caller", async () => {
    mockApi.use(
      http.post(`${API_URL}/login`, () => HttpResponse.json({ error: "bad password" }, { status: 401 })),
    );
    const response = await client().request("/login", { method: "POST", body: {} });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "bad password" });
  });

  it("409 with the password-change marker redirects to the localized password-change page", async () => {
    mockApi.use(
      http.get(
        `${API_URL}/x`,
        () => new HttpResponse(null, { status: 409, headers: { "x-password-change-required": "true" } }),
      ),
    );
    const thrown = await client()
      .get("/x")
      .catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/pl/mytui/zmiana-hasla");
  });

  it("409 without the marker is an ordinary error", async () => {
    mockApi.use(http.get(`${API_URL}/x`, () => HttpResponse.json({ error: "conflict" }, { status: 409 })));
    const thrown = await client()
      .get("/x")
      .catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(ApiError);
  });

  it("a redirect in manual mode throws the redirect marker", async () => {
    mockApi.use(
      http.get(
        `${API_URL}/x`,
        () => new HttpResponse(null, { status: 302, headers: { location: "/elsewhere" } }),
      ),
    );
    const thrown = (await client()
      .get("/x", { redirect: "manual" })
      .catch((e: unknown) => e)) as RedirectMarker;
    expect(thrown).toBeInstanceOf(RedirectMarker);
    expect(thrown.status).toBe(302);
    expect(thrown.location).toBe("/elsewhere");
  });

  it("204 answers null, or throws when configured", async () => {
    mockApi.use(http.get(`${API_URL}/x`, () => new HttpResponse(null, { status: 204 })));
    await expect(client().get("/x")).resolves.toBeNull();
    await expect(client().get("/x", { throwOn204: true })).rejects.toBeInstanceOf(EmptyResponseError);
  });

  it("network errors are logged and become ApiUnavailableError", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    mockApi.use(http.get(`${API_URL}/x`, () => HttpResponse.error()));
    await expect(client().get("/x")).rejects.toBeInstanceOf(ApiUnavailableError);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("GET /x failed"));
  });

  it("a call slower than the timeout is cut off", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    mockApi.use(
      http.get(`${API_URL}/slow`, async () => {
        await delay(2000);
        return HttpResponse.json({});
      }),
    );
    await expect(client().get("/slow")).rejects.toBeInstanceOf(ApiUnavailableError);
  });

  it("the visitor leaving aborts the call with the request's reason", async () => {
    mockApi.use(
      http.get(`${API_URL}/slow`, async () => {
        await delay(2000);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = client({ signal: controller.signal }).get("/slow");
    controller.abort(new Error("visitor left"));
    await expect(pending).rejects.toThrow("visitor left");
  });
});

// msw keeps a browser-like cookie jar and re-sends stored Set-Cookie values to later mocked requests
// on matching paths. The refresh cookies here are scoped to /account, a path these tests never call,
// so every handler sees exactly the cookies the client itself sent.
describe("token refresh on 403 (spec §4, §8)", () => {
  it("refreshes once and retries once with the refreshed cookies, passing them on to the browser", async () => {
    const cookiesSeen: (string | null)[] = [];
    let refreshes = 0;
    mockApi.use(
      http.post(REFRESH, ({ request }) => {
        refreshes += 1;
        expect(request.headers.get("cookie")).toBe("customer_session=old; other=1");
        return new HttpResponse(null, {
          status: 200,
          headers: [["set-cookie", "customer_session=new; Path=/account; HttpOnly"]],
        });
      }),
      http.get(`${API_URL}/www/mytui/api/secured/reservations`, ({ request }) => {
        const cookie = request.headers.get("cookie");
        cookiesSeen.push(cookie);
        return cookie?.includes("customer_session=new")
          ? HttpResponse.json({ reservations: [] })
          : new HttpResponse(null, { status: 403 });
      }),
    );
    const api = client({ cookie: "customer_session=old; other=1" });
    await expect(api.get("/www/mytui/api/secured/reservations")).resolves.toEqual({ reservations: [] });
    expect(refreshes).toBe(1);
    expect(cookiesSeen).toEqual(["customer_session=old; other=1", "customer_session=new; other=1"]);
    expect(api.setCookies).toEqual(["customer_session=new; Path=/account; HttpOnly"]);
  });

  it("returns the 403 as is when the refresh does not answer 200, and does not retry", async () => {
    let calls = 0;
    mockApi.use(
      http.post(REFRESH, () => new HttpResponse(null, { status: 401 })),
      http.get(`${API_URL}/secured`, () => {
        calls += 1;
        return HttpResponse.json({ error: "forbidden" }, { status: 403 });
      }),
    );
    const response = await client({ cookie: "customer_session=expired" }).request("/secured");
    expect(response.status).toBe(403);
    expect(calls).toBe(1);
    const error = (await client({ cookie: "customer_session=expired" })
      .get("/secured")
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(403);
  });

  it("retries only once: a second 403 after a good refresh is returned", async () => {
    let calls = 0;
    mockApi.use(
      http.post(REFRESH, () => new HttpResponse(null, { status: 200 })),
      http.get(`${API_URL}/secured`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 403 });
      }),
    );
    const response = await client({ cookie: "s=1" }).request("/secured");
    expect(response.status).toBe(403);
    expect(calls).toBe(2);
  });

  it("concurrent 403s of one visitor share exactly one refresh", async () => {
    let refreshes = 0;
    mockApi.use(
      http.post(REFRESH, async () => {
        refreshes += 1;
        await delay(50);
        return new HttpResponse(null, {
          status: 200,
          headers: [["set-cookie", "customer_session=fresh; Path=/account"]],
        });
      }),
      http.get(`${API_URL}/secured/:n`, ({ request, params }) =>
        request.headers.get("cookie")?.includes("customer_session=fresh")
          ? HttpResponse.json({ n: params.n })
          : new HttpResponse(null, { status: 403 }),
      ),
    );
    const cookie = "customer_session=stale";
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => client({ cookie }).get<{ n: string }>(`/secured/${n}`)),
    );
    expect(results.map((r) => r?.n)).toEqual(["1", "2", "3", "4", "5"]);
    expect(refreshes).toBe(1);
  });

  it("does not share a refresh between two visitors", async () => {
    let refreshes = 0;
    mockApi.use(
      http.post(REFRESH, async ({ request }) => {
        refreshes += 1;
        await delay(30);
        const who = request.headers.get("cookie")?.split("=")[1];
        return new HttpResponse(null, {
          status: 200,
          headers: [["set-cookie", `customer_session=${who}-fresh; Path=/account`]],
        });
      }),
      http.get(`${API_URL}/secured`, ({ request }) =>
        request.headers.get("cookie")?.endsWith("-fresh")
          ? HttpResponse.json({ cookie: request.headers.get("cookie") })
          : new HttpResponse(null, { status: 403 }),
      ),
    );
    const [a, b] = await Promise.all([
      client({ cookie: "customer_session=anna" }).get<{ cookie: string }>("/secured"),
      client({ cookie: "customer_session=bogdan" }).get<{ cookie: string }>("/secured"),
    ]);
    expect(refreshes).toBe(2);
    expect(a?.cookie).toBe("customer_session=anna-fresh");
    expect(b?.cookie).toBe("customer_session=bogdan-fresh");
  });
});

describe("mergeCookies", () => {
  it("replaces refreshed cookies and keeps the rest", () => {
    expect(mergeCookies("a=1; b=2", ["b=3; Path=/", "c=4; HttpOnly"])).toBe("a=1; b=3; c=4");
    expect(mergeCookies(undefined, ["x=y"])).toBe("x=y");
  });
});
