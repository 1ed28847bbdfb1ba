import type { ErrorReport } from "../../contract";
import type { Db } from "../../db/client";
import { errorReports } from "../../db/schema";

export async function storeErrorReport(db: Db, report: ErrorReport): Promise<number> {
  const rows = await db.insert(errorReports).values(report).returning({ id: errorReports.id });
  return rows[0]?.id ?? 0;
}
