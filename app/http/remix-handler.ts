import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { parse } from "cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { appIdCookie, isAppId, NEW_VISITOR_HEADER } from "../lib/session.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The visitor's address as the web server saw it (behind TRUST_PROXY, the forwarded one). */
    clientAddress?: string;
  }
}

/** Request headers Remix must not see: only the web server decides the host (README "Security"). */
const DROPPED = new Set(["host", "x-forwarded-host", "forwarded", NEW_VISITOR_HEADER]);

/**
 * The visitor's app id (spec §3): a browser without a valid one gets a new one here, once, written
 * into the request's cookies so every loader of the request reads the same id.
 */
async function withAppId(cookieHeader: string | undefined) {
  const known = parse(cookieHeader ?? "").app_id;
  const parsed: unknown = known ? await appIdCookie.parse(`app_id=${known}`) : undefined;
  if (isAppId(parsed)) return { cookieHeader, setCookie: undefined };
  const setCookie = await appIdCookie.serialize(crypto.randomUUID());
  const pair = setCookie.split(";")[0]!;
  const others = (cookieHeader ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith("app_id="));
  return { cookieHeader: [...others, pair].join("; "), setCookie };
}

async function toFetchRequest(request: FastifyRequest, reply: FastifyReply, origin: string) {
  const { cookieHeader, setCookie } = await withAppId(request.headers.cookie);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || DROPPED.has(name) || name === "cookie") continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  headers.set("host", new URL(origin).host);
  if (cookieHeader) headers.set("cookie", cookieHeader);
  if (setCookie) headers.set(NEW_VISITOR_HEADER, "1");

  // Loaders and actions stop when the visitor goes away before the answer is complete.
  const controller = new AbortController();
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const body = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
  // The origin is the configured one, never the Host header, and the target is origin-form (checked).
  const fetchRequest = new Request(`${origin}${request.url}`, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(body && request.method !== "GET" && request.method !== "HEAD" ? { body } : {}),
  });
  return { fetchRequest, setCookie };
}

/** Remix behind Fastify: the request as a Fetch Request, the answer streamed back as it renders. */
export function remixHandler(
  build: ServerBuild,
  mode: string,
  originOf: (request: FastifyRequest) => string,
) {
  const handle = createRequestHandler(build, mode);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { fetchRequest, setCookie } = await toFetchRequest(request, reply, originOf(request));
    const response = await handle(fetchRequest, { clientAddress: request.ip });
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== "set-cookie") reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (setCookie) cookies.unshift(setCookie);
    if (cookies.length) reply.header("set-cookie", cookies);
    return reply.send(response.body);
  };
}
