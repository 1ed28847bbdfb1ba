import { createCookie, createCookieSessionStorage } from "@remix-run/node";
import { env } from "./env.server";

const secure = () => env().NODE_ENV === "production" && !process.env.INSECURE_COOKIES;

/**
 * The web's session lives in a signed cookie (no server state, DESIGN §1): it holds the cart id the
 * API hands out (spec §4 "Cart").
 */
let storage: ReturnType<typeof createCookieSessionStorage<{ cartId: string }>> | undefined;
export function sessionStorage() {
  storage ??= createCookieSessionStorage<{ cartId: string }>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: secure(),
      secrets: [env().SESSION_SECRET],
      maxAge: 60 * 60 * 24 * 30,
    },
  });
  return storage;
}

/**
 * The app identifier (spec §3): a random id per browser, kept for a year. It is a necessary cookie:
 * it tells a returning visitor and, later, keeps an anonymous wishlist.
 */
export const appIdCookie = createCookie("app_id", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60 * 60 * 24 * 365,
});

export const isAppId = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9-]{8,64}$/.test(value);
