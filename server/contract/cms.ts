import { z } from "zod";
import { Locale, QueryBoolean, TripType, VisitorStatus, commaList } from "./common";

/**
 * A CMS component (spec §1): name, options, html, styles, validity window, profiles, active flag.
 * Our additions, written down here as the contract:
 * - `items`: the structured list that tiles, promoted links and accordions need (options are flat strings);
 * - `directions` / `tripTypes`: targeting; an empty list means "everywhere". The page and globals lookups
 *   with filterByDirections / filterByTripTypes leave out components whose non-empty targeting does not
 *   intersect the filter.
 */
export const CmsItem = z.object({
  title: z.string(),
  text: z.string().optional(),
  url: z.string().optional(),
  image: z.string().optional(),
  imageAlt: z.string().optional(),
  anchor: z.string().optional(),
});
export type CmsItem = z.infer<typeof CmsItem>;

export const CmsComponent = z.object({
  id: z.string(),
  name: z.string(),
  options: z.record(z.string(), z.string()),
  html: z.string().nullable(),
  styles: z.record(z.string(), z.string()),
  validFrom: z.iso.datetime({ offset: true }).nullable(),
  validTo: z.iso.datetime({ offset: true }).nullable(),
  profiles: z.array(VisitorStatus),
  active: z.boolean(),
  items: z.array(CmsItem),
  directions: z.array(z.string()),
  tripTypes: z.array(TripType),
});
export type CmsComponent = z.infer<typeof CmsComponent>;

export const CmsSlot = z.object({ name: z.string(), components: z.array(CmsComponent) });
export type CmsSlot = z.infer<typeof CmsSlot>;

export const Breadcrumb = z.object({ label: z.string(), url: z.string() });

/** The page (spec §3 "Page") plus its locale and the other locales' urls of the same page (hreflang). */
export const CmsPage = z.object({
  url: z.string(),
  locale: Locale,
  active: z.boolean(),
  pageType: z.enum(["home", "contentPage"]),
  slots: z.array(CmsSlot),
  metaProperties: z.object({
    title: z.string(),
    description: z.string(),
    robots: z.string().optional(),
  }),
  globalSearch: z.boolean(),
  sortCodes: z.array(z.string()),
  banner: CmsComponent.nullable(),
  seoText: z.string().nullable(),
  breadcrumbs: z.array(Breadcrumb),
  tiles: z.array(CmsItem),
  regulations: z.string().nullable(),
  menuCollapsed: z.boolean(),
  seoLinksContainer: z.array(Breadcrumb),
  alternates: z.array(z.object({ locale: Locale, url: z.string() })),
  isDraft: z.boolean(),
});
export type CmsPage = z.infer<typeof CmsPage>;

/** GET /www/page/content (spec §2 "Page content lookup", §7). */
export const PageContentQuery = z.object({
  url: z.string().min(1).max(500).startsWith("/"),
  locale: Locale.default("ro"),
  active: QueryBoolean.default(true),
  draft: QueryBoolean.default(false),
  filterByDirections: commaList(z.string().max(100)).optional(),
  filterByTripTypes: commaList(TripType).optional(),
});
export type PageContentQuery = z.input<typeof PageContentQuery>;

export const PAGE_NOT_ACTIVE = "Page not active";
