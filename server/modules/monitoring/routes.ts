import type { FastifyInstance } from "fastify";
import { ErrorReport, ErrorReportAccepted } from "../../contract";
import type { Db } from "../../db/client";
import { defineRoute } from "../../http/route";
import { storeErrorReport } from "./queries";

export function monitoringRoutes(app: FastifyInstance, db: Db, options: { validateResponse: boolean }) {
  defineRoute(
    app,
    {
      method: "POST",
      url: "/www/monitoring/errors",
      summary: "Stores an error report from the web tier or the browser tunnel",
      tags: ["monitoring"],
      body: ErrorReport,
      response: ErrorReportAccepted,
      status: 201,
      handler: async ({ body, request }) => {
        request.log.warn({ report: body }, "error report");
        return { id: await storeErrorReport(db, body) };
      },
    },
    options,
  );
}
