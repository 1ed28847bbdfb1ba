import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CmsPageView, cmsPageMeta } from "../components/cms/CmsPageView";
import { loadCmsPage } from "../lib/cms/load-page.server";
import { stripLocale } from "../lib/i18n/config";

/**
 * Any path the CMS knows in the path's locale (spec §2 contentPage/[...path]); others are the 404
 * page. The CMS knows its pages without the locale prefix: "/pl/o-nas" is "/o-nas" in pl.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return loadCmsPage(request, stripLocale(`/${params["*"] ?? ""}`));
}

export default function ContentPage() {
  const { page, search } = useLoaderData<typeof loader>();
  return <CmsPageView page={page} search={search} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => cmsPageMeta(data?.page);
