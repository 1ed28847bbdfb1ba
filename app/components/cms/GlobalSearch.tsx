import { createContext, useContext } from "react";
import { useTranslation } from "../../lib/i18n/translations";
import { isLocale } from "../../lib/i18n/config";
import { GlobalSearchForm, type GlobalSearchData } from "../search/GlobalSearchForm";
import type { CmsComponentProps } from "./types";

/** The page loader puts the visitor's search filters here when the page has a global-search component. */
export const GlobalSearchContext = createContext<GlobalSearchData | null>(null);

/** The CMS global-search component: the search form on CMS pages such as the home page. */
export function GlobalSearch({ component }: CmsComponentProps) {
  const search = useContext(GlobalSearchContext);
  const { i18n } = useTranslation();
  if (!search) return null;
  return (
    <section className="global-search-slot">
      <GlobalSearchForm
        locale={isLocale(i18n.language) ? i18n.language : "ro"}
        search={search}
        id={`gs-${component.id}`}
      />
    </section>
  );
}
