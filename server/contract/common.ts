import { z } from "zod";
import { TRIP_TYPES } from "./rules";

/** Locales of the storefront; ro is the default (spec §1, §9: default locale in content lookups is ro). */
export const LOCALES = ["ro", "pl", "uk", "cs", "hu"] as const;
export const DEFAULT_LOCALE = "ro" as const;
export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;

export { TRIP_TYPES };
export const TripType = z.enum(TRIP_TYPES);
export type TripType = z.infer<typeof TripType>;

/**
 * Visitor statuses (spec §4). FIRST_TIME_ON_PAGE is the default, LOGGED the logged-in state;
 * RETURNING_VISITOR is ours: a known app id whose first visit was in an earlier session.
 */
export const VISITOR_STATUSES = ["FIRST_TIME_ON_PAGE", "RETURNING_VISITOR", "LOGGED"] as const;
export const VisitorStatus = z.enum(VISITOR_STATUSES);
export type VisitorStatus = z.infer<typeof VisitorStatus>;

/**
 * The market each site locale sells in (x-market). Spec §7 shows "ro"; the markets differ in what
 * they offer (no NO_PASSPORT trips for uk, spec §3) and in their airport group (pl departs from Poland).
 */
export const MARKET_OF_LOCALE = { ro: "ro", pl: "pl", uk: "uk", cs: "cz", hu: "hu" } as const;
export const MARKET = MARKET_OF_LOCALE.ro;
export const CURRENCY = "EUR";

/** An app id as the web sends it (x-app-id): a UUID, or an id of the same shape. */
export const APP_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Request and response header names shared by the web's fetch wrapper and the API (spec §7). */
export const HEADERS = {
  language: "x-language",
  market: "x-market",
  currency: "x-currency",
  apiKey: "x-api-key",
  appId: "x-app-id",
  automation: "x-automation",
  firewallAllow: "x-firewall-allow",
  cartId: "cart-id",
  visitorStatus: "x-visitor-status",
  passwordChange: "x-password-change-required",
  requestId: "x-request-id",
  /** Who is behind a report of the browser tunnel (an opaque id the web derives per client), for rate limits. */
  clientKey: "x-client-key",
} as const;

/** A client key (x-client-key): opaque printable ASCII, at most 128 characters. */
export const CLIENT_KEY = /^[\x21-\x7e]{1,128}$/;

/** Every API error answers this body, with a 4xx or 5xx status. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Query flags arrive as text; "true"/"false" (and 1/0) are accepted. */
export const QueryBoolean = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

/** Comma-separated list in a query string, e.g. filterByTripTypes=WS,DW. */
export const commaList = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));
