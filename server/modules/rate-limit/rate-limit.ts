import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { HttpError } from "../../http/errors";

export interface RateLimitResult {
  /** Whether this hit is within the limit. */
  allowed: boolean;
  /** Hits in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends (at least 1): the Retry-After of a refusal. */
  retryAfterSeconds: number;
}

/** How many expired counters one new window clears: keeps the table small without a timer. */
const EXPIRED_SWEEP = 100;

/**
 * Counts one hit of `key` in a fixed window of `windowSeconds` and says whether it is within `limit`.
 * One statement (INSERT … ON CONFLICT DO UPDATE … RETURNING) on the database's clock, so every API
 * process shares the counter and concurrent hits are counted exactly (docs/decisions/0010-rate-limits.md).
 * Keys name the action and who does it, e.g. `login:ip:203.0.113.9`; a refused hit is counted too,
 * so hammering never opens the window early.
 */
export async function hit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const window = sql`(${windowSeconds} * interval '1 second')`;
  const [row] = await queryRows<{ hits: number; retry_after: number }>(
    db,
    sql`INSERT INTO rate_limits AS r (key, hits, resets_at) VALUES (${key}, 1, now() + ${window})
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN r.resets_at <= now() THEN 1 ELSE r.hits + 1 END,
          resets_at = CASE WHEN r.resets_at <= now() THEN now() + ${window} ELSE r.resets_at END
        RETURNING hits, greatest(1, ceil(extract(epoch FROM resets_at - now())))::int AS retry_after`,
  );
  const hits = Number(row?.hits ?? 1);
  if (hits === 1) {
    // A window opened: a good moment to clear a few counters whose windows have ended.
    await db.execute(
      sql`DELETE FROM rate_limits WHERE key IN (
            SELECT key FROM rate_limits WHERE resets_at <= now() LIMIT ${EXPIRED_SWEEP})`,
    );
  }
  return { allowed: hits <= limit, hits, retryAfterSeconds: Number(row?.retry_after ?? windowSeconds) };
}

/** Counts a hit and refuses it over the limit: a 429 with Retry-After, before anything is written. */
export async function enforceRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const result = await hit(db, key, limit, windowSeconds);
  if (!result.allowed) {
    throw new HttpError(429, "RATE_LIMITED", "Too many requests; try again later", undefined, {
      "retry-after": String(result.retryAfterSeconds),
    });
  }
  return result;
}
