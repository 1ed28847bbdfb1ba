import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import { action } from "~/routes/monitoring";
import { API_URL, mockApi, useTestApiEnv } from "../../mocks/api-server";

let stored: { body: Record<string, unknown>; clientKey: string | null }[];

beforeAll(() => mockApi.listen({ onUnhandledRequest: "error" }));
afterAll(() => mockApi.close());
beforeEach(() => {
  stored = [];
  mockApi.use(
    http.post(`${API_URL}/www/monitoring/errors`, async ({ request }) => {
      stored.push({
        body: (await request.json()) as Record<string, unknown>,
        clientKey: request.headers.get("x-client-key"),
      });
      return HttpResponse.json({ id: stored.length, occurrences: 1 }, { status: 201 });
    }),
  );
});
afterEach(() => {
  mockApi.resetHandlers();
  resetEnvForTests();
});

const report = { kind: "hydration", message: "Cannot read properties of undefined", url: "https://x/pl" };

async function post(body: string, clientAddress = "203.0.113.7") {
  const request = new Request("http://web.test/monitoring", { method: "POST", body });
  return action({ request, params: {}, context: { clientAddress } });
}

describe("the browser error tunnel", () => {
  it("passes a report on with the visitor's key (not their address) and the browser as source", async () => {
    useTestApiEnv({ ERROR_REPORT_SAMPLE_RATE: "1", SESSION_SECRET: "unit-test-session-secret" });
    expect((await post(JSON.stringify(report))).status).toBe(202);
    expect((await post(JSON.stringify(report), "198.51.100.1")).status).toBe(202);
    expect(stored.map((s) => s.body)).toEqual([
      { ...report, source: "browser" },
      { ...report, source: "browser" },
    ]);
    const [first, second] = stored.map((s) => s.clientKey);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(first).not.toContain("203");
    expect(second).not.toBe(first);
  });

  it("keeps the spec's share of reports, decided here and not by the browser", async () => {
    useTestApiEnv({ ERROR_REPORT_SAMPLE_RATE: "0" });
    for (let i = 0; i < 20; i += 1) expect((await post(JSON.stringify(report))).status).toBe(202);
    expect(stored).toEqual([]);
  });

  it("cuts long texts to the store's limits instead of losing the report", async () => {
    useTestApiEnv({ ERROR_REPORT_SAMPLE_RATE: "1" });
    await post(JSON.stringify({ ...report, message: "m".repeat(5000), stack: "s".repeat(9000) }));
    expect(stored[0]!.body.message).toHaveLength(1000);
    expect(stored[0]!.body.stack).toHaveLength(4000);
  });

  it("refuses what is not a report, too large or too deep, and drops noise", async () => {
    useTestApiEnv({ ERROR_REPORT_SAMPLE_RATE: "1" });
    const deep = `${"[".repeat(700)}${"]".repeat(700)}`;
    const answers = await Promise.all(
      [
        "not json",
        deep,
        JSON.stringify({ kind: "", message: "x" }),
        JSON.stringify({ ...report, stack: "x".repeat(20_000) }),
        '{"__proto__":{"polluted":1},"kind":"a","message":"b"}',
      ].map((body) => post(body)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 413, 400]);
    expect(
      (await post(JSON.stringify({ ...report, message: "ResizeObserver loop limit exceeded" }))).status,
    ).toBe(202);
    expect(stored).toEqual([]);
  });

  it("passes the store's limit on to the client, and its absence as 503", async () => {
    useTestApiEnv({ ERROR_REPORT_SAMPLE_RATE: "1" });
    mockApi.use(
      http.post(`${API_URL}/www/monitoring/errors`, () =>
        HttpResponse.json(
          { error: { code: "RATE_LIMITED", message: "x" } },
          { status: 429, headers: { "Retry-After": "42" } },
        ),
      ),
    );
    const limited = await post(JSON.stringify(report));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("42");
    mockApi.use(http.post(`${API_URL}/www/monitoring/errors`, () => HttpResponse.error()));
    expect((await post(JSON.stringify(report))).status).toBe(503);
  });
});
