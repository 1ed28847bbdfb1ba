import { z } from "zod";
import { Locale, QueryBoolean, TripType, commaList } from "./common";
import { GsTripType } from "./global-search";

export const GLOBAL_TYPES = ["header", "footer", "global-search", "checkout-header", "dictionary"] as const;
export const GlobalType = z.enum(GLOBAL_TYPES);
export type GlobalType = z.infer<typeof GlobalType>;

export const NavLink = z.object({
  label: z.string(),
  url: z.string(),
  children: z.array(z.object({ label: z.string(), url: z.string() })).optional(),
});
export type NavLink = z.infer<typeof NavLink>;

export const HeaderGlobal = z.object({
  type: z.literal("header"),
  active: z.boolean(),
  logoAlt: z.string(),
  navigation: z.array(NavLink),
  contactPhone: z.string(),
  contactHours: z.string(),
});

export const FooterGlobal = z.object({
  type: z.literal("footer"),
  active: z.boolean(),
  columns: z.array(z.object({ title: z.string(), links: z.array(NavLink) })),
  social: z.array(z.object({ label: z.string(), url: z.string() })),
  legal: z.string(),
});

export const GlobalSearchGlobal = z.object({
  type: z.literal("global-search"),
  active: z.boolean(),
  title: z.string(),
  tripTypes: z.array(z.object({ code: GsTripType, label: z.string() })),
  defaultTripType: TripType,
  defaultAdults: z.number().int().min(1),
  maxParticipants: z.number().int().min(1),
});

export const CheckoutHeaderGlobal = z.object({
  type: z.literal("checkout-header"),
  active: z.boolean(),
  title: z.string(),
  contactPhone: z.string(),
  contactHours: z.string(),
  trustBadges: z.array(z.string()),
});

/** Dictionary (spec §1): localized content plus declination key/value lists. */
export const DictionaryGlobal = z.object({
  type: z.literal("dictionary"),
  active: z.boolean(),
  localizedContent: z.record(z.string(), z.string()),
  declinations: z.array(
    z.object({ key: z.string(), values: z.array(z.object({ key: z.string(), value: z.string() })) }),
  ),
});

export const GlobalContent = z.discriminatedUnion("type", [
  HeaderGlobal,
  FooterGlobal,
  GlobalSearchGlobal,
  CheckoutHeaderGlobal,
  DictionaryGlobal,
]);
export type GlobalContent = z.infer<typeof GlobalContent>;
export type HeaderGlobal = z.infer<typeof HeaderGlobal>;
export type FooterGlobal = z.infer<typeof FooterGlobal>;
export type GlobalSearchGlobal = z.infer<typeof GlobalSearchGlobal>;
export type CheckoutHeaderGlobal = z.infer<typeof CheckoutHeaderGlobal>;
export type DictionaryGlobal = z.infer<typeof DictionaryGlobal>;

export const GlobalSchemas = {
  header: HeaderGlobal,
  footer: FooterGlobal,
  "global-search": GlobalSearchGlobal,
  "checkout-header": CheckoutHeaderGlobal,
  dictionary: DictionaryGlobal,
} as const satisfies Record<GlobalType, z.ZodType>;

/** GET /api/globals/{type} (spec §7). */
export const GlobalsParams = z.object({ type: GlobalType });
export const GlobalsQuery = z.object({
  locale: Locale.default("ro"),
  filterByActive: QueryBoolean.default(true),
  filterByDirections: commaList(z.string().max(100)).optional(),
  filterByTripTypes: commaList(TripType).optional(),
});

/**
 * GET /api/layout: the globals every page's layout uses in one call: the header, the footer and the
 * global search's configuration (its form can be on any page). Ours, beside spec §7's call per type:
 * every page needs them, and one call is fewer round trips (README "Measured"). A global that is
 * missing or inactive for the locale is null.
 */
export const LayoutQuery = z.object({ locale: Locale.default("ro") });
export const LayoutGlobals = z.object({
  header: HeaderGlobal.nullable(),
  footer: FooterGlobal.nullable(),
  globalSearch: GlobalSearchGlobal.nullable(),
});
export type LayoutGlobals = z.infer<typeof LayoutGlobals>;
