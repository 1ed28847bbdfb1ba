import { createCookie, createCookieSessionStorage } from "@remix-run/node";
import { serialize } from "cookie";
import { env, isHttpsSite } from "./env.server";

/**
 * Every cookie the site sets has the same attributes: HttpOnly, SameSite=Lax, the whole site as its
 * path, and Secure whenever the site is served over HTTPS (PUBLIC_URL), which production requires.
 */
const attributes = (maxAge: number) =>
  ({ httpOnly: true, sameSite: "lax", path: "/", maxAge, secure: isHttpsSite() }) as const;

/** A Remix cookie (its value JSON in base64) with the site's attributes. */
export const siteCookie = (name: string, maxAge: number) => createCookie(name, attributes(maxAge));

/** A plain cookie value with the site's attributes (for cookies the API reads as they are). */
export const serializeSiteCookie = (name: string, value: string, maxAge: number) =>
  serialize(name, value, attributes(maxAge));

/** The signed session cookie (cart id now, the customer's session later). */
export const siteSessionStorage = <T>(name: string, maxAge: number) =>
  createCookieSessionStorage<T>({ cookie: { name, ...attributes(maxAge), secrets: [env().SESSION_SECRET] } });
