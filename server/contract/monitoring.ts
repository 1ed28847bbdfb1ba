import { z } from "zod";

/**
 * POST /www/monitoring/errors: error reports from the web tier (server side and browser tunnel). The
 * browser tunnel sends its client's key in x-client-key (HEADERS.clientKey); reports are limited per
 * key (429 with Retry-After), and repeats of one report (source, kind, message, URL path) are counted
 * on its first row instead of stored again.
 */
export const ErrorReport = z.object({
  source: z.enum(["web-server", "browser"]),
  kind: z.string().min(1).max(100),
  message: z.string().max(1000),
  component: z.string().max(200).optional(),
  url: z.string().max(2000).optional(),
  stack: z.string().max(4000).optional(),
});
export type ErrorReport = z.infer<typeof ErrorReport>;

/** Largest report body the API reads (bytes), well above a report at every maximum length. */
export const ERROR_REPORT_BODY_LIMIT = 16 * 1024;

/** The row the report is counted on, and how often it has been seen. */
export const ErrorReportAccepted = z.object({ id: z.number().int(), occurrences: z.number().int() });
export type ErrorReportAccepted = z.infer<typeof ErrorReportAccepted>;
