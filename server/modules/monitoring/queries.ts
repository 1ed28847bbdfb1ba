import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { ErrorReport } from "../../contract";
import type { Db } from "../../db/client";
import { errorReports } from "../../db/schema";

/** How much of the report store is kept: rows, age (by last sighting), and how often that is enforced. */
export const ERROR_REPORT_RETENTION = { maxRows: 5_000, maxAgeDays: 14, pruneEvery: 20 };
export type Retention = typeof ERROR_REPORT_RETENTION;

/** The URL without query or fragment: the same error on two searches is one report. */
export function pathOf(url: string | undefined): string {
  if (!url) return "";
  return url.split(/[?#]/, 1)[0] ?? "";
}

/** What makes two reports the same error. */
export function fingerprintOf(report: ErrorReport): string {
  return createHash("sha256")
    .update(JSON.stringify([report.source, report.kind, report.message, pathOf(report.url)]))
    .digest("hex");
}

/**
 * Stores a report, or counts it on the row of the same error. The store stays bounded without a
 * timer (which every API process would run): every `pruneEvery`-th new row, the same transaction
 * drops rows not seen for `maxAgeDays` and all but the `maxRows` last seen.
 */
export async function storeErrorReport(
  db: Db,
  report: ErrorReport,
  retention: Retention = ERROR_REPORT_RETENTION,
): Promise<{ id: number; occurrences: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(errorReports)
      .values({ ...report, fingerprint: fingerprintOf(report) })
      .onConflictDoUpdate({
        target: errorReports.fingerprint,
        set: { count: sql`${errorReports.count} + 1`, lastSeenAt: sql`now()` },
      })
      .returning({ id: errorReports.id, occurrences: errorReports.count });
    const stored = { id: row?.id ?? 0, occurrences: row?.occurrences ?? 1 };
    if (stored.occurrences === 1 && stored.id % retention.pruneEvery === 0) {
      await tx.execute(
        sql`DELETE FROM error_reports WHERE last_seen_at < now() - ${retention.maxAgeDays} * interval '1 day'`,
      );
      await tx.execute(
        sql`DELETE FROM error_reports WHERE id IN (
              SELECT id FROM error_reports ORDER BY last_seen_at DESC, id DESC OFFSET ${retention.maxRows})`,
      );
    }
    return stored;
  });
}
