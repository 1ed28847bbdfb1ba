import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { newsletterSubscriptions as subscriptions } from "../../db/schema";

/** How many expired pending sign-ups one sign-up deletes: keeps the table small without a timer. */
const EXPIRED_SWEEP = 100;

/** Deletes pending sign-ups whose link expired unused (they never gave consent). */
export async function sweepExpiredPending(db: Db) {
  await db.execute(
    sql`DELETE FROM newsletter_subscriptions WHERE id IN (
          SELECT id FROM newsletter_subscriptions
          WHERE confirmed_at IS NULL AND token_expires_at <= now() LIMIT ${EXPIRED_SWEEP})`,
  );
}

/**
 * Stores a pending sign-up with a new link, or gives a pending one the new link (the older link stops
 * working), in one statement. A confirmed sign-up is left as it is. Says which it was.
 */
export async function upsertPending(
  db: Db,
  row: { email: string; locale: string; source: string; tokenHash: string; validDays: number },
): Promise<"pending" | "confirmed"> {
  const stored = await db
    .insert(subscriptions)
    .values({
      email: row.email,
      locale: row.locale,
      source: row.source,
      tokenHash: row.tokenHash,
      tokenExpiresAt: sql`now() + ${row.validDays} * interval '1 day'`,
    })
    .onConflictDoUpdate({
      target: subscriptions.email,
      set: {
        locale: sql`excluded.locale`,
        source: sql`excluded.source`,
        tokenHash: sql`excluded.token_hash`,
        tokenExpiresAt: sql`excluded.token_expires_at`,
      },
      setWhere: isNull(subscriptions.confirmedAt),
    })
    .returning({ id: subscriptions.id });
  return stored.length > 0 ? "pending" : "confirmed";
}

/**
 * Takes back a pending sign-up whose e-mail could not be sent: no row stays behind with a link nobody
 * got. Only the row with this very link (a newer sign-up of the address has replaced it otherwise).
 */
export async function withdrawPending(db: Db, email: string, tokenHash: string) {
  await db
    .delete(subscriptions)
    .where(
      and(
        eq(subscriptions.email, email),
        eq(subscriptions.tokenHash, tokenHash),
        isNull(subscriptions.confirmedAt),
      ),
    );
}

/** Confirms the pending sign-up of a live token; false when there is none. */
export async function confirmByTokenHash(db: Db, tokenHash: string): Promise<boolean> {
  const confirmed = await db
    .update(subscriptions)
    .set({ confirmedAt: sql`now()` })
    .where(
      and(
        eq(subscriptions.tokenHash, tokenHash),
        isNull(subscriptions.confirmedAt),
        gt(subscriptions.tokenExpiresAt, sql`now()`),
      ),
    )
    .returning({ id: subscriptions.id });
  return confirmed.length > 0;
}

/** What became of the sign-up of a token, if any: why it could not be confirmed. */
export async function findByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      confirmed: sql<boolean>`${subscriptions.confirmedAt} IS NOT NULL`,
      expired: sql<boolean>`${subscriptions.tokenExpiresAt} <= now()`,
    })
    .from(subscriptions)
    .where(eq(subscriptions.tokenHash, tokenHash));
  return row;
}
