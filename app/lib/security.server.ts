import { env } from "./env.server";

/**
 * The Content-Security-Policy of every page: scripts only from us or with this response's nonce,
 * styles only from our stylesheet or the page's own copy of it with the nonce (no inline style
 * attribute anywhere, CMS html carries none), images only our
 * own (CMS images are same-site paths, sanitize.server.ts).
 */
export function contentSecurityPolicy(nonce: string): string {
  const development = env().NODE_ENV === "development";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${development ? " 'unsafe-eval'" : ""}`,
    `style-src 'self' 'nonce-${nonce}'${development ? " 'unsafe-inline'" : ""}`,
    "img-src 'self'",
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Headers of a page: its CSP, and how it may be cached (the web server adds the headers every answer
 * gets). A page carries this response's nonce and the visitor's own state (wishlist count, consent,
 * session), so no shared cache keeps it and the browser asks again before reusing it; a route that
 * says more (an outage page: no-store) keeps its own.
 */
export function pageSecurityHeaders(headers: Headers, nonce: string) {
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-cache");
  // Vite's dev server injects inline scripts and styles of its own: report only there.
  headers.set(
    env().NODE_ENV === "development" ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy",
    contentSecurityPolicy(nonce),
  );
}
