import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CmsPageView, cmsPageMeta } from "../components/cms/CmsPageView";
import { loadCmsPage } from "../lib/cms/load-page.server";

export function loader({ request }: LoaderFunctionArgs) {
  return loadCmsPage(request, "/");
}

export default function HomePage() {
  const { page, search } = useLoaderData<typeof loader>();
  return <CmsPageView page={page} search={search} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => cmsPageMeta(data?.page);
