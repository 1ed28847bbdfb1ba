import { env } from "./env.server";

/** The Content-Security-Policy of every page: scripts only from us or with this response's nonce. */
export function contentSecurityPolicy(nonce: string): string {
  const development = env().NODE_ENV === "development";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${development ? " 'unsafe-eval'" : ""}`,
    // Inline style attributes are used for CMS colours; no inline script can run.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(headers: Headers, nonce: string) {
  const policy = contentSecurityPolicy(nonce);
  // Vite's dev server injects inline scripts of its own: report only there, enforce everywhere else.
  headers.set(
    env().NODE_ENV === "development" ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy",
    policy,
  );
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
}

/**
 * Every POST checks Origin (DESIGN §5): a browser always sends it with a form post, and one from
 * another site is refused. Requests without Origin come from non-browser clients, which cannot
 * carry a visitor's cookies by accident.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return true;
  const own = new Set([new URL(request.url).origin]);
  const publicUrl = env().PUBLIC_URL;
  if (publicUrl) own.add(new URL(publicUrl).origin);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (host) {
    own.add(`http://${host}`);
    own.add(`https://${host}`);
  }
  return own.has(origin);
}
