import type { FastifyInstance, FastifyRequest } from "fastify";
import { timingSafeEqual } from "node:crypto";
import { HEADERS } from "../contract";
import { HttpError } from "./errors";

/**
 * Who may call a route: anyone (health, the OpenAPI document), the web tier with its API key
 * (`/api/*`), or the web tier with its API key and basic authorization (`/www/*`, spec §7).
 */
export type Access = "open" | "api-key" | "api-key+basic";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/**
 * The access a route needs by the path it is registered under; the most specific prefix comes first,
 * so a stricter segment (the secured customer paths to come) goes above the one it lies in.
 */
const ACCESS_BY_PREFIX: readonly (readonly [string, Access])[] = [
  ["/www/", "api-key+basic"],
  ["/api/", "api-key"],
];

export function accessOfRoute(url: string): Access | undefined {
  return ACCESS_BY_PREFIX.find(([prefix]) => url.startsWith(prefix))?.[1];
}

const sameSecret = (given: unknown, expected: string) => {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The one guard of the API. Access is a property of the route, fixed when it is registered: a route
 * under a protected prefix gets that prefix's access, any other route must declare
 * `config: { access: "open" }` or the API refuses to start. Each request is then checked against the
 * route the router matched, never against the request's URL, so no spelling of a path (percent
 * encoding, absolute form, dot segments) reaches a handler with less than its route's access.
 */
export function installAccessControl(
  app: FastifyInstance,
  credentials: { apiKey: string; wwwBasicAuth: string },
): void {
  const expectedBasic = `Basic ${Buffer.from(credentials.wwwBasicAuth).toString("base64")}`;

  app.addHook("onRoute", (route) => {
    const required = accessOfRoute(route.url ?? "");
    const declared = route.config?.access;
    if (declared !== undefined && required !== undefined && declared !== required) {
      throw new Error(`${route.method} ${route.url} needs access "${required}", not "${declared}"`);
    }
    const access = declared ?? required;
    if (!access) {
      throw new Error(`${route.method} ${route.url} lies under no protected prefix: declare config.access`);
    }
    route.config = { ...route.config, access };
  });

  app.addHook("onRequest", async (request: FastifyRequest) => {
    // Unmatched requests have no route and no access: they reach only the 404 handler.
    const access = request.is404 ? "open" : (request.routeOptions.config.access ?? "api-key+basic");
    if (access === "open") return;
    if (!sameSecret(request.headers[HEADERS.apiKey], credentials.apiKey)) {
      throw new HttpError(401, "UNAUTHORIZED", "Missing or wrong API key");
    }
    if (access === "api-key+basic" && !sameSecret(request.headers.authorization, expectedBasic)) {
      throw new HttpError(401, "UNAUTHORIZED", "Missing or wrong basic authorization");
    }
  });
}
