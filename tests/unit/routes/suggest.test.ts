import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import { readLiveAnswer } from "~/lib/live/read-answer";
import { loader } from "~/routes/resources.suggest";
import { API_URL, mockApi, useTestApiEnv } from "../../mocks/api-server";

const answer = {
  destinations: [{ code: "GR-CRE", level: "region", name: "Kreta", path: ["Grecja"] }],
  hotels: [
    { code: "H00001", slug: "creta-maris", name: "Creta Maris", place: "Chersonissos, Grecja", stars: 5 },
  ],
};
let asked: URLSearchParams[];
let reports: unknown[];
let upstream: () => Response;

beforeAll(() => mockApi.listen({ onUnhandledRequest: "error" }));
afterAll(() => mockApi.close());
beforeEach(() => {
  useTestApiEnv({ SESSION_SECRET: "unit-test-session-secret" });
  resetEnvForTests();
  asked = [];
  reports = [];
  upstream = () => HttpResponse.json(answer);
  mockApi.use(
    http.get(`${API_URL}/www/suggest`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return upstream();
    }),
    http.post(`${API_URL}/www/monitoring/errors`, async ({ request }) => {
      reports.push(await request.json());
      return HttpResponse.json({ id: 1, occurrences: 1 }, { status: 201 });
    }),
  );
});
afterEach(() => {
  mockApi.resetHandlers();
  resetEnvForTests();
});

const get = (path: string, signal?: AbortSignal) => {
  const url = new URL(path, "http://web.test");
  const lang = /^\/([a-z]{2})\//.exec(url.pathname)?.[1];
  return loader({ request: new Request(url, { signal }), params: lang ? { lang } : {}, context: {} });
};

describe("GET /resources/suggest, the search form's suggestions", () => {
  it("asks the API in the page's language and answers what the browser's schema takes", async () => {
    const response = await get("/pl/resources/suggest?q=kre");
    expect(response.status).toBe(200);
    const json = await response.json();
    expect(await readLiveAnswer("suggest", json)).toEqual({ suggestions: answer });
    expect(asked.map((params) => Object.fromEntries(params))).toEqual([
      { q: "kre", locale: "pl", limit: "5" },
    ]);
  });

  it("refuses a text the contract refuses, without asking the API", async () => {
    expect((await get("/resources/suggest?q=k")).status).toBe(400);
    expect((await get("/resources/suggest")).status).toBe(400);
    expect((await get(`/resources/suggest?q=${"x".repeat(61)}`)).status).toBe(400);
    expect(asked).toEqual([]);
  });

  it("answers the error flag when the API fails or answers outside the contract, and reports it", async () => {
    upstream = () => HttpResponse.json({ error: "boom" }, { status: 500 });
    const failed = await get("/resources/suggest?q=kre");
    expect(await readLiveAnswer("suggest", await failed.json())).toEqual({ error: true });
    upstream = () => HttpResponse.json({ destinations: "nope" });
    const odd = await get("/resources/suggest?q=kre");
    expect(await readLiveAnswer("suggest", await odd.json())).toEqual({ error: true });
    await expect.poll(() => reports.length).toBe(2);
  });

  it("reports nothing when the visitor cut the call short (a newer keystroke)", async () => {
    const controller = new AbortController();
    upstream = () => {
      controller.abort();
      return HttpResponse.json(answer);
    };
    await get("/resources/suggest?q=kre", controller.signal).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports).toEqual([]);
  });
});
