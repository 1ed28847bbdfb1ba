import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ErrorReportAccepted, type ErrorReport } from "../../server/contract";
import { queryRows } from "../../server/db/client";
import { ERROR_REPORT_RETENTION } from "../../server/modules/monitoring/queries";
import { REPORT_LIMITS } from "../../server/modules/monitoring/routes";
import { auth, buildTestApp, startTestApi, type TestApi } from "./helpers";

let api: TestApi;
/** A second API process on the same database. */
let other: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  other = await buildTestApp(api.database, logLines);
});
afterAll(async () => {
  await other.close();
  await api.close();
});
beforeEach(async () => {
  await api.database.db.execute(sql`DELETE FROM error_reports`);
  await api.database.db.execute(sql`DELETE FROM rate_limits`);
  logLines.length = 0;
});

const report = (overrides: Partial<ErrorReport> = {}): ErrorReport => ({
  source: "browser",
  kind: "cms-render",
  message: "Cannot read properties of undefined (reading 'items')",
  component: "tiles#home-main-4",
  url: "/wypoczynek/grecia/oferty-samolotem?a=OTP",
  stack: "TypeError: Cannot read properties of undefined\n    at Tiles (tiles.tsx:12:7)",
  ...overrides,
});

const send = (payload: unknown, options: { clientKey?: string; app?: FastifyInstance; raw?: boolean } = {}) =>
  (options.app ?? api.app).inject({
    method: "POST",
    url: "/www/monitoring/errors",
    headers: {
      ...auth.www,
      "content-type": "application/json",
      ...(options.clientKey !== undefined ? { "x-client-key": options.clientKey } : {}),
    },
    payload: options.raw ? (payload as string) : JSON.stringify(payload),
  });

const rows = () =>
  queryRows<{ id: number; message: string; count: number; url: string | null; last_seen_at: string }>(
    api.database.db,
    sql`SELECT id, message, count, url, last_seen_at::text FROM error_reports ORDER BY id`,
  );

describe("POST /www/monitoring/errors", () => {
  it("counts a repeat of the same error on its row, whatever the URL's query", async () => {
    const first = ErrorReportAccepted.parse((await send(report())).json());
    const again = await send(
      report({ url: "/wypoczynek/grecia/oferty-samolotem?a=CLJ#top", stack: "other" }),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ id: first.id, occurrences: 2 });
    const otherPage = ErrorReportAccepted.parse((await send(report({ url: "/wypoczynek" }))).json());
    const otherKind = ErrorReportAccepted.parse((await send(report({ kind: "loader" }))).json());
    expect(new Set([first.id, otherPage.id, otherKind.id]).size).toBe(3);
    const stored = await rows();
    expect(stored.map((r) => r.count)).toEqual([2, 1, 1]);
    expect(stored[0]!.url).toBe("/wypoczynek/grecia/oferty-samolotem?a=OTP");
  });

  it("limits reports per client key across API processes: 429 with Retry-After, nothing stored", async () => {
    for (let i = 0; i < REPORT_LIMITS.perClient; i += 1) {
      const response = await send(report({ message: `error ${i}` }), {
        clientKey: "client-a",
        app: i % 2 === 0 ? api.app : other,
      });
      expect(response.statusCode).toBe(201);
    }
    const before = await rows();
    for (const app of [api.app, other]) {
      const refused = await send(report({ message: "one too many" }), { clientKey: "client-a", app });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: { code: "RATE_LIMITED" } });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(REPORT_LIMITS.windowSeconds);
    }
    expect(await rows()).toEqual(before);
    expect((await send(report({ message: "another client" }), { clientKey: "client-b" })).statusCode).toBe(
      201,
    );
    expect((await send(report({ message: "no key" }))).statusCode).toBe(201);
  });

  it("limits reports without a client key together, per source, with more room", async () => {
    for (let i = 0; i < REPORT_LIMITS.perSourceWithoutKey; i += 1) {
      expect(
        (await send(report({ message: `error ${i}` }), { app: i % 2 ? other : api.app })).statusCode,
      ).toBe(201);
    }
    expect((await send(report({ message: "over" }))).statusCode).toBe(429);
    expect((await send(report({ message: "server side", source: "web-server" }))).statusCode).toBe(201);
    expect((await send(report({ message: "own key" }), { clientKey: "c" })).statusCode).toBe(201);
  });

  it.each([
    ["longer than 128 characters", "k".repeat(129)],
    ["with a space", "client a"],
    ["with a non-ASCII character", "clïent"],
  ])("refuses a client key %s and stores nothing", async (_case, clientKey) => {
    const response = await send(report(), { clientKey });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "INVALID_CLIENT_KEY" } });
    expect(await rows()).toEqual([]);
  });

  it("refuses a body over 16 KB and fields over their lengths, storing nothing", async () => {
    const huge = await send(JSON.stringify({ ...report(), padding: "x".repeat(17 * 1024) }), { raw: true });
    expect(huge.statusCode).toBe(413);
    expect((await send(report({ message: "m".repeat(1001) }))).statusCode).toBe(400);
    expect((await send(report({ stack: "s".repeat(4001) }))).statusCode).toBe(400);
    expect(await rows()).toEqual([]);
    const longest = await send(report({ message: "m".repeat(1000), stack: "s".repeat(4000) }));
    expect(longest.statusCode).toBe(201);
  });

  it("keeps at most the rows and the age of its retention, pruning on the write path", async () => {
    const { maxRows, maxAgeDays, pruneEvery } = ERROR_REPORT_RETENTION;
    await api.database.db.execute(sql`
      INSERT INTO error_reports (fingerprint, source, kind, message, last_seen_at)
      SELECT 'old-' || n, 'browser', 'old', 'old ' || n, now() - (${maxAgeDays} + 1) * interval '1 day'
        FROM generate_series(1, 30) AS n`);
    await api.database.db.execute(sql`
      INSERT INTO error_reports (fingerprint, source, kind, message, last_seen_at)
      SELECT 'recent-' || n, 'browser', 'recent', 'recent ' || n, now() - n * interval '1 minute'
        FROM generate_series(1, ${maxRows}) AS n`);
    // The next new row is a pruning one.
    const [{ next } = { next: 0 }] = await queryRows<{ next: number }>(
      api.database.db,
      sql`SELECT (max(id) / ${pruneEvery} + 1) * ${pruneEvery} AS next FROM error_reports`,
    );
    await api.database.db.execute(sql`SELECT setval('error_reports_id_seq', ${next - 1})`);
    const fresh = ErrorReportAccepted.parse((await send(report({ message: "fresh" }))).json());
    expect(fresh.id).toBe(next);
    const [kept] = await queryRows<{ n: number; old: number; fresh: number; oldest_recent: number }>(
      api.database.db,
      sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE kind = 'old')::int AS old,
                 count(*) FILTER (WHERE message = 'fresh')::int AS fresh,
                 max(substr(message, 8)::int) FILTER (WHERE kind = 'recent') AS oldest_recent
            FROM error_reports`,
    );
    expect(kept).toEqual({ n: maxRows, old: 0, fresh: 1, oldest_recent: maxRows - 1 });
  });

  it("logs one short line per report: no stack, no query, the message cut", async () => {
    await send(report({ message: "x".repeat(900), stack: "SECRET-STACK" }), { app: other });
    await send(report({ message: "x".repeat(900), stack: "SECRET-STACK" }), { app: other });
    const lines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      level: 40,
      msg: "error report",
      kind: "cms-render",
      path: "/wypoczynek/grecia/oferty-samolotem",
      occurrences: 2,
    });
    expect((lines[1]!.message as string).length).toBe(200);
    expect(logLines.join("")).not.toContain("SECRET-STACK");
    expect(logLines.join("")).not.toContain("a=OTP");
  });
});
