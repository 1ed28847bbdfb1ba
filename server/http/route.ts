import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type z } from "zod";
import type { AnswerMemo, DataSource } from "./answer-memo";
import { HttpError } from "./errors";

type Method = "GET" | "POST" | "PUT" | "DELETE";
const JSON_TYPE = "application/json; charset=utf-8";

export interface RouteDefinition<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
> {
  method: Method;
  url: string;
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Status of a successful answer (default 200). */
  status?: number;
  /** Largest body the route reads, in bytes, when it must be smaller than the API's. */
  bodyLimit?: number;
  /** Further documented answers, e.g. { 404: "Page not active" }. */
  errors?: Record<number, string>;
  /**
   * A read whose answer depends only on its input, the language and market headers, the day and the
   * data named here: answers are kept per process and served again until that data changes. The
   * handler must not set headers or write anything.
   */
  memo?: readonly DataSource[];
  handler: (input: {
    params: z.output<P>;
    query: z.output<Q>;
    body: z.output<B>;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<z.input<R>> | z.input<R>;
}

type AnyRoute = RouteDefinition<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

export interface RouteOptions {
  /** Outside production, answers are checked against the contract. */
  validateResponse: boolean;
  /** The process's memo of read answers (routes with `memo`). */
  answers?: AnswerMemo | undefined;
}

/** Every route registered through `defineRoute`, kept for the OpenAPI document. */
export const routeRegistry: AnyRoute[] = [];

/**
 * Where a string or key of the input holds U+0000, as "body.offerCodes.0". PostgreSQL cannot store
 * that character in text or jsonb, so such input is refused up front, whatever the field. The body's
 * nesting is bounded by the JSON parser's depth limit, params and query are flat.
 */
function nulCharacterPath(value: unknown, path: string): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path : undefined;
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes("\u0000")) return `${path}.${key.replaceAll("\u0000", "\\u0000")}`;
    const found = nulCharacterPath(child, `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

function parseOrThrow<T extends z.ZodType>(
  schema: T | undefined,
  value: unknown,
  where: string,
): z.output<T> {
  if (!schema) return undefined as z.output<T>;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new HttpError(
    400,
    "VALIDATION_FAILED",
    `Invalid ${where}`,
    result.error.issues.map((issue) => ({ path: [where, ...issue.path].join("."), message: issue.message })),
  );
}

/**
 * Registers a route whose params, query and body are parsed by the contract's zod schemas: bad input is
 * a 400 with the failing paths, never a 500. Outside production the answer is checked too.
 */
export function defineRoute<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(app: FastifyInstance, definition: RouteDefinition<P, Q, B, R>, options: RouteOptions): void {
  if (!routeRegistry.some((r) => r.method === definition.method && r.url === definition.url)) {
    routeRegistry.push(definition as unknown as AnyRoute);
  }
  app.route({
    method: definition.method,
    url: definition.url,
    ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
    handler: async (request, reply) => {
      const withNul =
        nulCharacterPath(request.params, "params") ??
        nulCharacterPath(request.query, "query") ??
        nulCharacterPath(request.body, "body");
      if (withNul) {
        throw new HttpError(400, "NUL_CHARACTER", "Text may not contain the NUL character (U+0000)", [
          { path: withNul, message: "Contains U+0000" },
        ]);
      }
      const params = parseOrThrow(definition.params, request.params, "params");
      const query = parseOrThrow(definition.query, request.query, "query");
      const body = parseOrThrow(definition.body, request.body, "body");
      reply.status(definition.status ?? 200);
      const memo =
        definition.memo && options.answers
          ? { answers: options.answers, sources: definition.memo }
          : undefined;
      const key = await memo?.answers.keyOf(
        `${definition.method} ${definition.url}`,
        [params, query, body],
        request,
        memo.sources,
      );
      const known = key === undefined ? undefined : memo?.answers.cache.get(key);
      if (known !== undefined) return reply.type(JSON_TYPE).send(known);
      const result = await definition.handler({ params, query, body, request, reply });
      if (options.validateResponse) {
        const checked = definition.response.safeParse(result);
        if (!checked.success) {
          request.log.error(
            { issues: checked.error.issues, url: definition.url },
            "response breaks the contract",
          );
          throw new Error(`Response of ${definition.method} ${definition.url} breaks the contract`);
        }
      }
      if (key === undefined || !memo) return result;
      const text = JSON.stringify(result);
      memo.answers.cache.set(key, text);
      return reply.type(JSON_TYPE).send(text);
    },
  });
}
