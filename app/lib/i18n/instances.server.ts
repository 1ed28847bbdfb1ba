import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, NAMESPACES, type Locale } from "./config";
import { resources } from "./resources.server";

const instances = new Map<Locale, Promise<i18n>>();

/**
 * The server's i18next for a locale, made once per process: every resource is bundled and nothing
 * ever changes the instance's language, so all requests in that locale share it (creating one per
 * request was a large part of a page's rendering time).
 */
export function i18nInstance(locale: Locale): Promise<i18n> {
  let instance = instances.get(locale);
  if (!instance) {
    const created = createInstance();
    instance = created
      .use(initReactI18next)
      .init({
        lng: locale,
        fallbackLng: DEFAULT_LOCALE,
        ns: [...NAMESPACES],
        defaultNS: "common",
        resources,
        interpolation: { escapeValue: false },
      })
      .then(() => created);
    instances.set(locale, instance);
  }
  return instance;
}
