import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { customerSessions, customers, visitors } from "../../db/schema";

/** Records a visit and answers when the visitor was first seen. */
export async function touchVisitor(db: Db, appId: string): Promise<Date> {
  const rows = await db
    .insert(visitors)
    .values({ appId })
    .onConflictDoUpdate({ target: visitors.appId, set: { lastSeenAt: sql`now()` } })
    .returning({ firstSeenAt: visitors.firstSeenAt });
  return rows[0]?.firstSeenAt ?? new Date();
}

export async function findCustomerBySessionHash(db: Db, tokenHash: string) {
  const rows = await db
    .select({ id: customers.id, language: customers.language, status: customers.status })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(and(eq(customerSessions.tokenHash, tokenHash), gt(customerSessions.expiresAt, sql`now()`)))
    .limit(1);
  return rows[0];
}
