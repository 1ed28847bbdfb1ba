import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LOCALE, LOCALES, NAMESPACES, localeFromPath } from "./config";
import { resources } from "./resources.server";

/** The locale comes from the URL only, so every URL is one page in one language (crawlable, shareable). */
export const i18next = new RemixI18Next({
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
