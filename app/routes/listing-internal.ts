import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { localeFromPath, localizePath } from "../lib/i18n/config";

/**
 * The internal path listing/[...path] (spec §2) answers with a permanent redirect to the public
 * /wypoczynek/[...path] URL, query kept, so a listing has one address for visitors and crawlers.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const splat = (params["*"] ?? "").replace(/^\/+|\/+$/g, "");
  const target = localizePath(locale, splat ? `/wypoczynek/${splat}` : "/wypoczynek");
  return redirect(`${target}${url.search}`, 301);
}
