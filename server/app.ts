import Fastify, { LogController, type FastifyInstance } from "fastify";
import { HEADERS, JSON_MAX_DEPTH, jsonDepthExceeds } from "./contract";
import type { ApiConfig } from "./config";
import type { Database } from "./db/client";
import { installAccessControl } from "./http/access";
import { DataVersions } from "./db/data-versions";
import { AnswerMemo } from "./http/answer-memo";
import { HttpError } from "./http/errors";
import { buildOpenApiDocument } from "./http/openapi";
import { catalogueRoutes } from "./modules/catalogue/routes";
import { cmsRoutes } from "./modules/cms/routes";
import { imageRoutes } from "./modules/images/routes";
import { monitoringRoutes } from "./modules/monitoring/routes";
import type { Mailer } from "./modules/mail/mailer";
import { newsletterRoutes } from "./modules/newsletter/routes";
import { OfferIndexHolder } from "./modules/search/offer-index";
import { searchRoutes } from "./modules/search/routes";
import { hotelRoutes } from "./modules/hotels/routes";
import { userRoutes } from "./modules/user/routes";
import { wishlistRoutes } from "./modules/wishlist/routes";

/**
 * Builds the API on an open database. `index.ts` starts it on a port; tests call `inject` on it.
 */
export async function buildApp(
  database: Database,
  config: Pick<ApiConfig, "apiKey" | "wwwBasicAuth" | "validateResponses" | "logLevel"> & {
    /** Where log lines go instead of stdout (tests read them). */
    logStream?: { write(line: string): void };
    /** Keep read answers until their data changes (decision 0011); the search benchmark times the engine without. */
    memoizeAnswers?: boolean;
    /** Sends the API's e-mails: SMTP or the outbox (server/modules/mail). */
    mailer: Mailer;
  },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(config.logStream ? { stream: config.logStream } : {}) },
    requestIdHeader: HEADERS.requestId,
    // The web logs every page request; the API logs warnings, errors and what its routes report.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
  });
  // The API is the web tier's backend: every business path needs the API key, and the www paths the
  // basic credentials as well (spec §7). Health and the OpenAPI document stay open.
  installAccessControl(app, config);

  // Fastify's JSON parser (with its prototype-poisoning checks), behind a nesting limit: parsing and
  // validating a deeply nested body recurse, and a few kilobytes of brackets overflow the stack.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, raw, done) => {
    const body = raw.toString();
    if (jsonDepthExceeds(body, JSON_MAX_DEPTH)) {
      done(
        new HttpError(400, "BODY_TOO_DEEP", `JSON nested deeper than ${JSON_MAX_DEPTH} levels`),
        undefined,
      );
      return;
    }
    parseJson(request, body, done);
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).headers(error.headers).send(error.toBody());
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      // Fastify's own 4xx: malformed JSON, wrong content type, body too large.
      const code = (error as { code?: string }).code ?? "BAD_REQUEST";
      return reply.status(status).send({ error: { code, message: (error as Error).message } });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ error: { code: "INTERNAL", message: "Internal server error" } });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ error: { code: "NOT_FOUND", message: `No route for ${request.method} ${request.url}` } }),
  );

  app.get("/healthz", { config: { access: "open" } }, async (_request, reply) => {
    try {
      await database.db.execute("select 1");
      return { status: "ok", database: database.kind };
    } catch {
      return reply.status(503).send({ status: "unavailable", database: database.kind });
    }
  });

  const versions = await DataVersions.start(database);
  const options = {
    validateResponse: config.validateResponses,
    answers: config.memoizeAnswers === false ? undefined : new AnswerMemo(versions),
  };
  cmsRoutes(app, database.db, options);
  userRoutes(app, database.db, options);
  newsletterRoutes(app, database.db, config.mailer, options);
  monitoringRoutes(app, database.db, options);
  // One search replica per process, shared by the search and the hotel card's chart (decision 0004).
  const replica = new OfferIndexHolder(database.db, versions);
  searchRoutes(app, database.db, options, replica);
  catalogueRoutes(app, database.db, options);
  hotelRoutes(app, database.db, options, replica);
  wishlistRoutes(app, database.db, options);
  imageRoutes(app, database.db, options);

  const openApi = buildOpenApiDocument();
  app.get("/docs/openapi.json", { config: { access: "open" } }, async () => openApi);

  return app;
}
