import { siteCookie, siteSessionStorage } from "./cookies.server";

/**
 * The web's session lives in a signed cookie (no server state, DESIGN §1): it holds the cart id the
 * API hands out (spec §4 "Cart").
 */
let storage: ReturnType<typeof siteSessionStorage<{ cartId: string }>> | undefined;
export function sessionStorage() {
  storage ??= siteSessionStorage<{ cartId: string }>("__session", 60 * 60 * 24 * 30);
  return storage;
}

/**
 * The app identifier (spec §3): a random id per browser, kept for a year. It is a necessary cookie:
 * it tells a returning visitor and keeps an anonymous wishlist. The web server gives a browser that
 * has none its id before the request reaches any loader (app/http), so all loaders see the same one.
 */
export const appIdCookie = siteCookie("app_id", 60 * 60 * 24 * 365);

/**
 * Set by the web server on the request it hands to Remix when it made the visitor's app id for this
 * request (app/http/remix-handler.ts); a visitor's own header of this name is dropped.
 */
export const NEW_VISITOR_HEADER = "x-storefront-new-visitor";

export const isAppId = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9-]{8,64}$/.test(value);
