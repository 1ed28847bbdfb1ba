import { createContext, createElement, useContext, type ReactNode } from "react";
import type { Locale } from "./config";
import { createTranslator, type Resources, type Translator } from "./translator";

/**
 * The translations each process holds: every locale on the server (resources.server.ts), the page's
 * locale in the browser (loaded by entry.client before it hydrates). Meta functions, which cannot use
 * hooks, read them here too.
 */
const translators = new Map<string, Translator>();

export function provideTranslations(locale: Locale, resources: Resources): Translator {
  const translator = createTranslator(locale, resources);
  translators.set(locale, translator);
  return translator;
}

export function translatorFor(locale: Locale): Translator {
  const translator = translators.get(locale);
  if (!translator) throw new Error(`no translations loaded for ${locale}`);
  return translator;
}

const TranslatorContext = createContext<Translator | null>(null);

export function TranslationProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return createElement(TranslatorContext.Provider, { value: translator }, children);
}

/**
 * The page's translations in a component, as react-i18next's hook reads: `t` with the namespace(s)
 * given here as the default for keys without "ns:", and `i18n.language`.
 */
export function useTranslation(ns?: string | readonly string[]) {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error("useTranslation outside a TranslationProvider");
  const t = ns === undefined ? translator.t : translator.withNamespaces(ns);
  return { t, i18n: { language: translator.locale } };
}
