import type {
  CmsComponent,
  CmsPage,
  GlobalContent,
  GlobalType,
  LayoutGlobals,
  Locale,
  TripType,
} from "../../contract";
import { PAGE_NOT_ACTIVE } from "../../contract";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { findAlternates, findGlobal, findPage } from "./queries";

export interface Targeting {
  directions?: string[] | undefined;
  tripTypes?: TripType[] | undefined;
}

const intersects = (targets: readonly string[], filter: readonly string[] | undefined) =>
  !filter || filter.length === 0 || targets.length === 0 || targets.some((t) => filter.includes(t));

/**
 * Components the lookup hands out: active ones only when `activeOnly`, and only those whose targeting
 * (an empty list means everywhere) meets the directions and trip types asked for. Validity dates and
 * visitor profiles are the web's decision, because they depend on the moment and the visitor.
 */
export function selectComponents(components: CmsComponent[], activeOnly: boolean, targeting: Targeting) {
  return components.filter(
    (component) =>
      (!activeOnly || component.active) &&
      intersects(component.directions, targeting.directions) &&
      intersects(component.tripTypes, targeting.tripTypes),
  );
}

export async function getPageContent(
  db: Db,
  query: { url: string; locale: Locale; active: boolean; draft: boolean } & Targeting,
): Promise<CmsPage> {
  const row = await findPage(db, normalizeUrl(query.url), query.locale, query.draft);
  if (!row || (query.active && !row.active)) throw notFound("PAGE_NOT_ACTIVE", PAGE_NOT_ACTIVE);
  const alternates = await findAlternates(db, row.pageKey);
  const slots = row.slots.map((slot) => ({
    name: slot.name,
    components: selectComponents(slot.components, query.active, query),
  }));
  const banner = slots.find((slot) => slot.name === "banner")?.components[0] ?? null;
  return {
    url: row.url,
    locale: query.locale,
    active: row.active,
    pageType: row.pageType === "home" ? "home" : "contentPage",
    slots,
    metaProperties: {
      title: row.title,
      description: row.description,
      ...(row.robots ? { robots: row.robots } : {}),
    },
    globalSearch: row.globalSearch,
    sortCodes: [],
    banner,
    seoText: row.seoText,
    breadcrumbs: row.breadcrumbs,
    tiles: row.tiles,
    regulations: row.regulations,
    menuCollapsed: row.menuCollapsed,
    seoLinksContainer: [],
    alternates: alternates.map((a) => ({ locale: a.locale as Locale, url: a.url })),
    isDraft: row.isDraft,
  };
}

/** "/o-nas/" and "/o-nas" are one page; the root stays "/". */
export function normalizeUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? "/";
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return trimmed.toLowerCase() || "/";
}

/**
 * A global block. Of the globals, only global-search lists trip types, so filterByTripTypes narrows
 * its trip type list; directions do not apply to any global today.
 */
export async function getGlobal(
  db: Db,
  type: GlobalType,
  query: { locale: Locale; filterByActive: boolean } & Targeting,
): Promise<GlobalContent> {
  const row = await findGlobal(db, type, query.locale);
  if (!row || (query.filterByActive && !row.active)) {
    throw notFound("GLOBAL_NOT_ACTIVE", `Global content '${type}' is not active for locale ${query.locale}`);
  }
  const content = { ...row.content, active: row.active } as GlobalContent;
  if (content.type === "global-search" && query.tripTypes && query.tripTypes.length > 0) {
    const wanted = query.tripTypes;
    return {
      ...content,
      tripTypes: content.tripTypes.filter((option) => (wanted as readonly string[]).includes(option.code)),
    };
  }
  return content;
}

/** A global of a locale when it exists and is active, else null (the callers' fallback applies). */
export async function activeGlobal<T extends GlobalType>(
  db: Db,
  type: T,
  locale: Locale,
): Promise<Extract<GlobalContent, { type: T }> | null> {
  const row = await findGlobal(db, type, locale);
  return row?.active ? ({ ...row.content, active: true } as Extract<GlobalContent, { type: T }>) : null;
}

/** GET /api/layout: the globals every page's layout uses, each null when missing or inactive. */
export async function getLayoutGlobals(db: Db, locale: Locale): Promise<LayoutGlobals> {
  const [header, footer, globalSearch] = await Promise.all([
    activeGlobal(db, "header", locale),
    activeGlobal(db, "footer", locale),
    activeGlobal(db, "global-search", locale),
  ]);
  return { header, footer, globalSearch };
}
