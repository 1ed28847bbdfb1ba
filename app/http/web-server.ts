import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { ServerBuild } from "@remix-run/node";
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Duplex } from "node:stream";
import { constants } from "node:zlib";
import type { WebEnv } from "../lib/env.server";
import { remixHandler } from "./remix-handler";
import { refusal, refusalStatus } from "./refusal";
import {
  BODY_LIMIT,
  BODY_TYPES,
  METHODS,
  checkBodyType,
  checkMethod,
  checkTarget,
  isCrossSite,
  requestOrigin,
} from "./request-checks";

export interface WebServerOptions {
  build: ServerBuild;
  /** The browser build (build/client): hashed assets under assets/, the public/ files beside them. */
  clientDir: string;
  env: WebEnv;
}

/** Headers of every answer, pages, data and files alike. */
function securityHeaders(reply: FastifyReply, https: boolean) {
  reply.header("X-Content-Type-Options", "nosniff");
  reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
  reply.header("X-Frame-Options", "DENY");
  if (https) reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

const stylesheetOf = (clientDir: string) => {
  const file = readdirSync(join(clientDir, "assets")).find((name) => /^app-.*\.css$/.test(name));
  return file ? `/assets/${file}` : undefined;
};

/**
 * The storefront's HTTP server (README "Architecture"): static files, then the checks every request
 * passes (target, method, same-site posts, body type and size), then Remix. Answers are compressed and
 * carry the security headers; the page's own Content-Security-Policy comes from entry.server.
 */
export async function buildWebServer({ build, clientDir, env }: WebServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    return503OnClosing: true,
  });
  // Node gives a CONNECT (a proxy's tunnel, the one method Fastify never sees) only to a 'connect'
  // listener and otherwise drops the connection unanswered: the site is no proxy, so it answers 405
  // like any other method it does not take.
  app.server.on("connect", (_request: unknown, socket: Duplex) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${METHODS.join(", ")}\r\nContent-Length: 0\r\n` +
        "Connection: close\r\n\r\n",
    );
  });
  const https = env.PUBLIC_URL?.startsWith("https://") ?? false;
  const stylesheet = stylesheetOf(clientDir);
  const originOf = (request: FastifyRequest) => requestOrigin(env.PUBLIC_URL, request.headers.host);

  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const code = refusalStatus(status);
    const answer = refusal(code, request.url, request.headers.accept, stylesheet);
    if (code === "405") reply.header("Allow", METHODS.join(", "));
    return reply
      .status(Number(code))
      .type(answer.contentType)
      .header("Cache-Control", "no-store")
      .send(answer.body);
  };

  app.addHook("onRequest", async (request, reply) => {
    securityHeaders(reply, https);
    const refused =
      checkTarget(request.url) ??
      checkMethod(request.method) ??
      (originOf(request) === undefined ? 400 : null) ??
      (request.method === "POST" ? postRefusal(request, originOf(request)!) : null);
    if (refused) return refuse(request, reply, refused);
  });
  app.addHook("onResponse", async (request, reply) => {
    if (!request.url.startsWith("/assets/")) {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        "request",
      );
    }
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return refuse(request, reply, status);
    request.log.error({ err: error, url: request.url }, "unhandled error");
    return reply.status(500).type("text/plain; charset=utf-8").send("Internal server error");
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(BODY_TYPES, { parseAs: "buffer", bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    // Quality 4 compresses pages about as well as gzip -9 at a fraction of brotli's default cost.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // gzip level 5: a listing 1 % larger than at the default 6, for three quarters of its CPU.
    zlibOptions: { level: 5 },
  });
  const root = resolve(clientDir);
  // Hashed build files never change: a year, immutable. Compressed copies are made at build time.
  await app.register(fastifyStatic, {
    root: join(root, "assets"),
    prefix: "/assets/",
    preCompressed: true,
    immutable: true,
    maxAge: "1y",
    index: false,
  });
  // The public/ files (favicon, robots.txt, images), known at start, each its own route.
  await app.register(fastifyStatic, {
    root,
    prefix: "/",
    wildcard: false,
    globIgnore: ["assets/**", "**/*.br", "**/*.gz"],
    preCompressed: true,
    maxAge: "1h",
    index: false,
    decorateReply: false,
  });

  app.route({
    method: [...METHODS],
    url: "/*",
    handler: remixHandler(build, env.NODE_ENV, (request) => originOf(request)!),
  });
  return app;
}

function postRefusal(request: FastifyRequest, origin: string) {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  if (isCrossSite({ origin: header("origin"), secFetchSite: header("sec-fetch-site") }, origin)) return 403;
  const length = Number(header("content-length") ?? 0);
  return checkBodyType(header("content-type"), length > 0 || header("transfer-encoding") !== undefined);
}

function trustProxySetting(value: string | undefined): boolean | string[] {
  if (!value) return false;
  if (value === "true") return true;
  return value.split(",").map((part) => part.trim());
}
