import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import HttpBackend from "i18next-http-backend";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { DEFAULT_LOCALE } from "./lib/i18n/config";
import { reportClientError } from "./lib/monitoring";
import { snapshotForms } from "./lib/pre-hydration";

/**
 * React's recoverable hydration errors. #421 means a part still waiting to hydrate (each CMS component
 * is its own Suspense boundary) got an update first, for instance the skip link moving the location,
 * so React rendered that part in the browser instead: the page is the same, nothing to report.
 * Everything else goes to the error tunnel.
 */
function onRecoverableError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (/Minified React error #421|received an update before it finished hydrating/.test(message)) return;
  reportClientError({
    kind: "hydration",
    message,
    ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
  });
}

async function hydrate() {
  await i18next
    .use(initReactI18next)
    .use(HttpBackend)
    .init({
      lng: document.documentElement.lang || DEFAULT_LOCALE,
      // Every locale has every key (checked before each stop), so the browser loads only the page's
      // language. A fallback language would be fetched after hydration began, and components waiting
      // for it suspend: an input during hydration then fails the render (React #345).
      fallbackLng: false,
      defaultNS: "common",
      ns: getInitialNamespaces(),
      backend: { loadPath: "/locales/{{lng}}/{{ns}}.json" },
      interpolation: { escapeValue: false },
      // Nothing suspends in the browser: a part still waiting to hydrate that gets an update is
      // rendered again in the browser, and React 18 cannot finish that render if it suspends (one
      // cause of React #345, react/react#28800). The page's namespaces load before hydration begins.
      react: { useSuspense: false },
      detection: { order: ["htmlTag"], caches: [] },
    });

  snapshotForms();
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
      { onRecoverableError },
    );
  });
}

void hydrate();
