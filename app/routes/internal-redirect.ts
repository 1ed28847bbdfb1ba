import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { localeFromPath, localizePath } from "../lib/i18n/config";
import { refuseUnknownLocale } from "../lib/i18n/locale-prefix.server";

/** Internal paths of spec §2 and the public URL each one has. */
const PUBLIC_ROOTS: Record<string, string> = { listing: "/wypoczynek", hotelCard: "/vacante" };

/**
 * The internal paths listing/[...path] and hotelCard/[...hotelCardPath] (spec §2) answer with a
 * permanent redirect to their public URL, query kept, so a page has one address for visitors and
 * crawlers.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  refuseUnknownLocale(params);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const internal = url.pathname.split("/").find((part) => Object.hasOwn(PUBLIC_ROOTS, part)) ?? "listing";
  const root = PUBLIC_ROOTS[internal] ?? "/wypoczynek";
  // The splat comes decoded: each segment is encoded again, so any byte makes a valid Location.
  const splat = (params["*"] ?? "")
    .split("/")
    .filter(Boolean)
    .map((segment) => encodeURIComponent(segment))
    .join("/");
  const target = localizePath(locale, splat ? `${root}/${splat}` : root);
  return redirect(`${target}${url.search}`, 301);
}
