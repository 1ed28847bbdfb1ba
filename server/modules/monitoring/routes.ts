import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  CLIENT_KEY,
  ERROR_REPORT_BODY_LIMIT,
  ErrorReport,
  ErrorReportAccepted,
  HEADERS,
} from "../../contract";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { defineRoute, type RouteOptions } from "../../http/route";
import { enforceRateLimit } from "../rate-limit/rate-limit";
import { pathOf, storeErrorReport } from "./queries";

/**
 * Reports a minute: per client key (the browser tunnel), and for reports without one a bucket per
 * source shared by all (the web's own server-side reports), which needs more room.
 */
export const REPORT_LIMITS = { perClient: 20, perSourceWithoutKey: 120, windowSeconds: 60 };

/** The rate-limit bucket of a request: its client key, else its source. */
function bucketOf(request: FastifyRequest, source: ErrorReport["source"]) {
  const header = request.headers[HEADERS.clientKey];
  if (header === undefined) {
    return { key: `monitoring:source:${source}`, limit: REPORT_LIMITS.perSourceWithoutKey };
  }
  if (typeof header !== "string" || !CLIENT_KEY.test(header)) {
    throw new HttpError(
      400,
      "INVALID_CLIENT_KEY",
      "x-client-key must be 1 to 128 printable ASCII characters",
    );
  }
  return { key: `monitoring:client:${header}`, limit: REPORT_LIMITS.perClient };
}

export function monitoringRoutes(app: FastifyInstance, db: Db, options: RouteOptions) {
  defineRoute(
    app,
    {
      method: "POST",
      url: "/www/monitoring/errors",
      summary:
        "Stores an error report from the web tier or the browser tunnel; a repeat of a stored report is counted on it",
      tags: ["monitoring"],
      body: ErrorReport,
      response: ErrorReportAccepted,
      status: 201,
      bodyLimit: ERROR_REPORT_BODY_LIMIT,
      errors: { 413: "Report larger than 16 KB", 429: "Too many reports from this client; see Retry-After" },
      handler: async ({ body, request }) => {
        const bucket = bucketOf(request, body.source);
        await enforceRateLimit(db, bucket.key, bucket.limit, REPORT_LIMITS.windowSeconds);
        const stored = await storeErrorReport(db, body);
        // One short line: a report's stack and the rest of its text are in the store, not the log.
        request.log.warn(
          {
            kind: body.kind,
            message: body.message.slice(0, 200),
            path: pathOf(body.url).slice(0, 200),
            occurrences: stored.occurrences,
          },
          "error report",
        );
        return stored;
      },
    },
    options,
  );
}
