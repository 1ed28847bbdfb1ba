/** Site languages: ro at the root, the others under their prefix (/pl, /uk, /cs, /hu). */
export const LOCALES = ["ro", "pl", "uk", "cs", "hu"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "ro";
export const NAMESPACES = ["common", "errors", "newsletter", "search"] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Where the browser loads a locale's translations, every namespace at once (routes/locales.ts). */
export const translationsPath = (locale: string, version: string) => `/locales/${locale}?v=${version}`;

export const isLocale = (value: string | undefined): value is Locale =>
  value !== undefined && (LOCALES as readonly string[]).includes(value);

/** The locale a path belongs to: its first segment when it is a locale prefix, ro otherwise. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The path without its locale prefix: "/pl/o-nas" → "/o-nas", "/pl" → "/". */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname || "/";
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/** A site path in a locale: localizePath("pl", "/o-nas") → "/pl/o-nas"; the home of pl is "/pl". */
export function localizePath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}

/** Alternates of a page that has the same path in every locale (hreflang and the language switcher). */
export const sameInEveryLocale = (path: string) =>
  LOCALES.map((locale) => ({ locale, path: localizePath(locale, path) }));

/** BCP 47 tags for hreflang and <html lang>. */
export const HTML_LANG: Record<Locale, string> = { ro: "ro", pl: "pl", uk: "uk", cs: "cs", hu: "hu" };
