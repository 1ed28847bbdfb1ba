import { useTranslation } from "../../lib/i18n/translations";
import type { CmsPage } from "../../../server/contract";
import { Breadcrumbs } from "../layout/Breadcrumbs";
import type { GlobalSearchData } from "../search/GlobalSearchForm";
import { GlobalSearchContext } from "./GlobalSearch";
import { CmsSlot } from "./registry";

/** A CMS page: its banner slot, breadcrumbs, main slot, then the SEO slot and text. */
export function CmsPageView({ page, search = null }: { page: CmsPage; search?: GlobalSearchData | null }) {
  const { t } = useTranslation();
  const slot = (name: string) => page.slots.find((candidate) => candidate.name === name);
  return (
    <GlobalSearchContext.Provider value={search ?? null}>
      {page.isDraft ? (
        <p className="draft-notice" role="status">
          {t("cms.draftNotice")}
        </p>
      ) : null}
      <CmsSlot slot={slot("banner")} />
      <Breadcrumbs items={page.breadcrumbs} />
      <div className="page-content">
        <CmsSlot slot={slot("main")} />
        <CmsSlot slot={slot("seo")} />
        {page.seoText ? (
          <section className="seo-text" dangerouslySetInnerHTML={{ __html: page.seoText }} />
        ) : null}
      </div>
    </GlobalSearchContext.Provider>
  );
}

/** Title, description and robots of a CMS page; drafts are never indexed. */
export function cmsPageMeta(page: CmsPage | undefined) {
  if (!page) return [];
  return [
    { title: page.metaProperties.title },
    { name: "description", content: page.metaProperties.description },
    { property: "og:title", content: page.metaProperties.title },
    { property: "og:description", content: page.metaProperties.description },
    { property: "og:type", content: "website" },
    ...(page.isDraft || page.metaProperties.robots
      ? [{ name: "robots", content: page.isDraft ? "noindex, nofollow" : page.metaProperties.robots }]
      : []),
  ];
}
