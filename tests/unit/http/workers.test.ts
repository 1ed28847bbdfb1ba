import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { workerCount } from "~/http/workers";
import { parseWebEnv } from "~/lib/env.server";

describe("how many web workers serve the port", () => {
  it("WEB_CONCURRENCY decides when set", () => {
    expect(workerCount(parseWebEnv({ WEB_CONCURRENCY: "3" }))).toBe(3);
  });

  it("unset: one per core in production, at most 4; one in development", () => {
    const production = parseWebEnv({ NODE_ENV: "production", LOCAL_DEMO: "true" });
    expect(workerCount(production)).toBe(Math.min(availableParallelism(), 4));
    expect(workerCount(parseWebEnv({}))).toBe(1);
  });

  it("refuses a count that is no positive whole number", () => {
    for (const value of ["0", "-1", "2.5", "many"]) {
      expect(() => parseWebEnv({ WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/);
    }
  });
});
