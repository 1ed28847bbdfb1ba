import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LOCALE, LOCALES, NAMESPACES, localeFromPath, type Locale, type Namespace } from "./config";
import { resources } from "./resources.server";

/** The locale comes from the URL only, so every URL is one page in one language (crawlable, shareable). */
const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
  },
  i18next: {
    resources,
    defaultNS: "common",
    ns: [...NAMESPACES],
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
  },
});

type FixedT = Awaited<ReturnType<typeof remixI18next.getFixedT>>;
const fixed = new Map<string, Promise<FixedT>>();

/**
 * Loaders' words (titles, descriptions). remix-i18next makes a new i18next instance on every
 * getFixedT call, a cost every page paid; the translations never change while the process runs, so
 * each locale and namespace gets its function once.
 */
export const i18next = {
  getFixedT(locale: Locale, namespace: Namespace): Promise<FixedT> {
    const key = `${locale}:${namespace}`;
    let t = fixed.get(key);
    if (!t) {
      t = remixI18next.getFixedT(locale, namespace);
      fixed.set(key, t);
    }
    return t;
  },
};
