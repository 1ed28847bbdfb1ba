import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import HttpBackend from "i18next-http-backend";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { DEFAULT_LOCALE } from "./lib/i18n/config";

async function hydrate() {
  await i18next
    .use(initReactI18next)
    .use(HttpBackend)
    .init({
      lng: document.documentElement.lang || DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      defaultNS: "common",
      ns: getInitialNamespaces(),
      backend: { loadPath: "/locales/{{lng}}/{{ns}}.json" },
      interpolation: { escapeValue: false },
      detection: { order: ["htmlTag"], caches: [] },
    });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
