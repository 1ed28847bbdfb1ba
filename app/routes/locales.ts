import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLocale, NAMESPACES, type Namespace } from "../lib/i18n/config";
import { resources } from "../lib/i18n/resources.server";

/** Translations per namespace for the browser's i18next (GET /locales/:lng/:ns.json). */
export function loader({ params }: LoaderFunctionArgs) {
  const lng = params.lng;
  const ns = (params.ns ?? "").replace(/\.json$/, "");
  if (!isLocale(lng) || !(NAMESPACES as readonly string[]).includes(ns)) {
    return Response.json({ error: "Unknown locale or namespace" }, { status: 404 });
  }
  return Response.json(resources[lng]?.[ns as Namespace] ?? {}, {
    headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=86400" },
  });
}
