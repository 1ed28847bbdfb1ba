import { CmsPage, LayoutGlobals } from "../../../server/contract";
import type { ApiClient } from "./client.server";

export interface PageLookup {
  url: string;
  draft?: boolean;
  filterByDirections?: string[];
  filterByTripTypes?: string[];
}

/** Page content from the CMS (spec §2, §7); a missing or inactive page is ApiError 404 'Page not active'. */
export function getPageContent(api: ApiClient, locale: string, lookup: PageLookup) {
  return api.get("/www/page/content", {
    schema: CmsPage,
    query: {
      url: lookup.url,
      locale,
      active: true,
      draft: lookup.draft ? true : undefined,
      filterByDirections: lookup.filterByDirections,
      filterByTripTypes: lookup.filterByTripTypes,
    },
  });
}

/**
 * The header, the footer and the search form's settings (the global-search global) every page may
 * use, in one call (GET /api/layout); a missing or inactive one is null.
 */
export function getLayoutGlobals(api: ApiClient, locale: string) {
  return api.get("/api/layout", { schema: LayoutGlobals, query: { locale } });
}
