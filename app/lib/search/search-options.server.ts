import { getGlobal } from "../api/cms.server";
import { getAirports, getDestinations } from "../api/search.server";
import type { ApiClient } from "../api/client.server";
import type { Locale } from "../i18n/config";
import type { SearchOptions } from "../../components/search/GlobalSearchForm";

/** What the global search form offers: trip types from the CMS, airports and destinations from the catalogue. */
export async function loadSearchOptions(api: ApiClient, locale: Locale): Promise<SearchOptions> {
  const [global, airports, destinations] = await Promise.all([
    getGlobal(api, "global-search", locale),
    getAirports(api),
    getDestinations(api),
  ]);
  return {
    tripTypes: (global?.tripTypes ?? []).map((type) => ({ code: type.code, label: type.label })),
    airports: airports ?? [],
    destinations: (destinations ?? []).filter((d) => d.level !== "resort"),
  };
}
