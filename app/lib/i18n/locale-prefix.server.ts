import { data } from "@remix-run/node";
import { DEFAULT_LOCALE, LOCALES } from "./config";

/**
 * Most pages are one route for every locale, its path prefixed by an optional `:lang` (app/routes.ts):
 * `/wypoczynek/…` in Romanian, `/pl/wypoczynek/…` in Polish. The segment matches any word, so a
 * prefix that is not one of our locales (`/xx/wypoczynek/…`, `/ro/…`) is a 404, refused before any
 * loader reads or any action writes: the root loader checks it for every page, resource routes and
 * actions (which run without the root) check it themselves.
 */
export function refuseUnknownLocale(params: { lang?: string | undefined }) {
  const { lang } = params;
  if (lang === undefined) return;
  if (lang === DEFAULT_LOCALE || !(LOCALES as readonly string[]).includes(lang)) {
    throw data(null, { status: 404 });
  }
}
