import { createHash } from "node:crypto";
import type { Resource } from "i18next";
import { LOCALES, NAMESPACES, type Locale } from "./config";
import { provideTranslations } from "./translations";

// Bundled into the server build, so the running server needs no file paths to find them.
const files = import.meta.glob<{ default: Record<string, unknown> }>("../../../locales/*/*.json", {
  eager: true,
});

export const resources: Resource = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(
      NAMESPACES.map((ns) => [ns, files[`../../../locales/${locale}/${ns}.json`]?.default ?? {}]),
    ),
  ]),
);

/** Every namespace of a locale as the browser downloads it (routes/locales.ts), made once. */
export const translationBundles = Object.fromEntries(
  LOCALES.map((locale) => [locale, JSON.stringify(resources[locale])]),
) as Record<Locale, string>;

/** Changes whenever any translation changes: the bundles' URLs carry it, so browsers cache them for good. */
export const translationsVersion = createHash("sha256")
  .update(Object.values(translationBundles).join("\n"))
  .digest("hex")
  .slice(0, 12);

for (const locale of LOCALES) provideTranslations(locale, resources[locale] ?? {});
