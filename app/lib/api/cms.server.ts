import { CmsPage, GlobalSchemas, type GlobalType } from "../../../server/contract";
import type { z } from "zod";
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

/** A global block (spec §1, §7): header, footer, global-search, checkout-header or dictionary. */
export function getGlobal<T extends GlobalType>(api: ApiClient, type: T, locale: string) {
  return api.get<z.infer<(typeof GlobalSchemas)[T]>>(`/api/globals/${type}`, {
    schema: GlobalSchemas[type] as unknown as z.ZodType<z.infer<(typeof GlobalSchemas)[T]>>,
    query: { locale, filterByActive: true },
  });
}
