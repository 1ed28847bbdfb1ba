import type { ErrorReport } from "../../server/contract";
import { ApiClient } from "./api/client.server";
import { fitErrorReport } from "./monitoring";

/** Reports a server-side error to the API's error store; reporting never fails the page. */
export async function reportServerError(report: Omit<ErrorReport, "source">): Promise<void> {
  console.error(
    `[report] ${report.kind}: ${report.message}${report.component ? ` (${report.component})` : ""}`,
  );
  try {
    const api = new ApiClient({ locale: "ro", passwordChangePath: "/" });
    await api.post("/www/monitoring/errors", fitErrorReport({ ...report, source: "web-server" }));
  } catch {
    // The report is in the log; the API may be the thing that is down.
  }
}
