import { z } from "zod";

/** POST /www/monitoring/errors: error reports from the web tier (server side and browser tunnel). */
export const ErrorReport = z.object({
  source: z.enum(["web-server", "browser"]),
  kind: z.string().max(100),
  message: z.string().max(2000),
  component: z.string().max(200).optional(),
  url: z.string().max(2000).optional(),
  stack: z.string().max(8000).optional(),
});
export type ErrorReport = z.infer<typeof ErrorReport>;

export const ErrorReportAccepted = z.object({ id: z.number().int() });
