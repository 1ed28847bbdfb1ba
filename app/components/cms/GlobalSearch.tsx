import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";
import { isLocale } from "../../lib/i18n/config";
import { DEFAULT_STATE } from "../../lib/search/search-state";
import { GlobalSearchForm, type SearchOptions } from "../search/GlobalSearchForm";
import type { CmsComponentProps } from "./types";

/** The page loader puts the search options here when the page has a global-search component. */
export const SearchOptionsContext = createContext<SearchOptions | null>(null);

/** The CMS global-search component: the search form on CMS pages such as the home page. */
export function GlobalSearch({ component }: CmsComponentProps) {
  const options = useContext(SearchOptionsContext);
  const { i18n } = useTranslation();
  if (!options) return null;
  return (
    <section className="global-search-slot">
      <GlobalSearchForm
        locale={isLocale(i18n.language) ? i18n.language : "ro"}
        options={options}
        state={DEFAULT_STATE}
        id={`gs-${component.id}`}
      />
    </section>
  );
}
