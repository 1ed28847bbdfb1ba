import { hasControlCharacter } from "../lib/links";

/**
 * What the web server refuses before a request reaches Remix (README "Security"): each check is a
 * pure function of the request line and headers, so it is tested without a server.
 */

/** The largest request body the site takes: its forms are a few hundred bytes. */
export const BODY_LIMIT = 64 * 1024;
/** Longest path, and longest whole target with the query (a search state fits easily). */
export const MAX_PATH_LENGTH = 2048;
export const MAX_TARGET_LENGTH = 8192;
export const METHODS = ["GET", "HEAD", "POST"] as const;
/** Body types a form, a fetcher or the error tunnel sends; anything else is 415. */
export const BODY_TYPES = [
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "application/json",
  "text/plain",
];

export type Refusal = 400 | 403 | 405 | 414 | 415;

const decodes = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return undefined;
  }
};

/**
 * The request target (RFC 9112 origin form only: an absolute-form or asterisk-form target is not a
 * page). Paths with control characters or broken percent-encoding name no page, and a NUL byte in
 * the query is never a value a visitor typed.
 */
export function checkTarget(target: string): Refusal | null {
  if (!target.startsWith("/") || target.startsWith("//")) return 400;
  if (target.length > MAX_TARGET_LENGTH) return 414;
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (path.length > MAX_PATH_LENGTH) return 414;
  const decodedPath = decodes(path);
  if (decodedPath === undefined || hasControlCharacter(decodedPath)) return 400;
  if (queryAt !== -1) {
    const decodedQuery = decodes(target.slice(queryAt + 1));
    if (decodedQuery === undefined || decodedQuery.includes("\u0000")) return 400;
  }
  return null;
}

export function checkMethod(method: string): Refusal | null {
  return (METHODS as readonly string[]).includes(method) ? null : 405;
}

/**
 * A state-changing request must come from the site itself (DESIGN §5). Browsers send Origin with
 * every form post and fetch; Sec-Fetch-Site tells a cross-site request even where Origin is hidden.
 * A request with neither comes from a client that is not a browser and carries no visitor's cookies
 * by accident.
 */
export function isCrossSite(headers: { origin?: string; secFetchSite?: string }, ownOrigin: string) {
  if (headers.secFetchSite === "cross-site") return true;
  if (headers.origin === undefined) return false;
  try {
    return new URL(headers.origin).origin !== ownOrigin;
  } catch {
    return true; // "null" (a sandboxed or privacy-redirected form) or garbage
  }
}

/** A body of a type no form sends (or a body with no type at all). */
export function checkBodyType(contentType: string | undefined, hasBody: boolean): Refusal | null {
  if (!contentType) return hasBody ? 415 : null;
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  return BODY_TYPES.includes(type) ? null : 415;
}

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin a request is answered as: the configured public origin, or (development and the local
 * demo, where PUBLIC_URL may be unset) the Host the browser asked for, when it is a plain host name.
 */
export function requestOrigin(publicUrl: string | undefined, host: string | undefined): string | undefined {
  if (publicUrl) return publicUrl;
  return host && HOST.test(host) ? `http://${host.toLowerCase()}` : undefined;
}
