import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLocale } from "../lib/i18n/config";
import { translationBundles, translationsVersion } from "../lib/i18n/resources.server";

/**
 * A locale's translations, every namespace in one file, for the browser (GET /locales/:lng?v=…).
 * Asked for with the current version it never changes, so it is cached for a year; without it (an
 * old page) it is fresh for five minutes.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const lng = params.lng;
  if (!isLocale(lng)) return Response.json({ error: "Unknown locale" }, { status: 404 });
  const current = new URL(request.url).searchParams.get("v") === translationsVersion;
  return new Response(translationBundles[lng], {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
    },
  });
}
