import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hit } from "../../server/modules/rate-limit/rate-limit";
import { startTestApi, type TestApi } from "./helpers";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(() => api.close());

const expire = (key: string) =>
  api.database.db.execute(
    sql`UPDATE rate_limits SET resets_at = now() - interval '1 second' WHERE key = ${key}`,
  );

describe("rate limits in the database", () => {
  it("allows `limit` hits a window, refuses the next with the seconds left, and counts keys apart", async () => {
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await hit(api.database.db, "login:ip:a", 3, 60));
    expect(results.map((r) => [r.allowed, r.hits])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 4],
    ]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await hit(api.database.db, "login:ip:b", 3, 60)).hits).toBe(1);
  });

  it("opens a new window once the last one ended", async () => {
    for (let i = 0; i < 3; i += 1) await hit(api.database.db, "reset:x", 2, 60);
    expect((await hit(api.database.db, "reset:x", 2, 60)).allowed).toBe(false);
    await expire("reset:x");
    expect(await hit(api.database.db, "reset:x", 2, 60)).toMatchObject({ allowed: true, hits: 1 });
  });

  it("counts concurrent hits exactly once each", async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => hit(api.database.db, "concurrent", 25, 60)),
    );
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(25);
  });

  it("clears counters whose window ended when a window opens", async () => {
    await hit(api.database.db, "stale:1", 5, 60);
    await expire("stale:1");
    await hit(api.database.db, "fresh:1", 5, 60);
    const keys = await api.database.db.execute(sql`SELECT key FROM rate_limits WHERE key = 'stale:1'`);
    expect((keys as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });
});
