import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./lib/i18n/config";
import { TranslationProvider, provideTranslations } from "./lib/i18n/translations";
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

/**
 * The page's translations, loaded before hydrating (the document's head preloads them): nothing
 * waits for a translation once React runs, so nothing suspends during hydration (React #345).
 */
async function loadTranslations(locale: Locale) {
  const href = document.querySelector("link[data-translations]")?.getAttribute("href");
  const response = await fetch(href ?? `/locales/${locale}`);
  if (!response.ok) throw new Error(`translations of ${locale}: ${response.status}`);
  return provideTranslations(locale, (await response.json()) as Record<string, unknown>);
}

async function hydrate() {
  const lang = document.documentElement.lang;
  const translator = await loadTranslations(isLocale(lang) ? lang : DEFAULT_LOCALE);
  snapshotForms();
  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationProvider translator={translator}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TranslationProvider>,
      { onRecoverableError },
    );
  });
}

void hydrate();
