import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CmsPageView, cmsPageMeta } from "../components/cms/CmsPageView";
import { loadCmsPage } from "../lib/cms/load-page.server";

/** Any path the CMS knows in this locale (spec §2 contentPage/[...path]); others are the 404 page. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return loadCmsPage(request, `/${params["*"] ?? ""}`);
}

export default function ContentPage() {
  const { page, search } = useLoaderData<typeof loader>();
  return <CmsPageView page={page} search={search} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => cmsPageMeta(data?.page);
