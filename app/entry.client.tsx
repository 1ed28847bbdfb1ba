import { RemixBrowser } from "@remix-run/react";
import { InlineStylesContext, stylesInDocument } from "./lib/inline-styles";
import { NonceContext, nonceInDocument } from "./lib/nonce";
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

/**
 * Remix decodes the loader data streamed into the page asynchronously, and RemixBrowser suspends
 * until it has: the first render of the root always suspends. A key press or a click during that
 * moment makes React hydrate the root synchronously to handle it, a synchronous render cannot
 * suspend at the root, and the page dies with React #345 ("Root did not complete"), the skip link
 * pressed right after load being the classic case. So the data is decoded first: RemixBrowser starts
 * the decoding the first time it is called and throws the promise of it, which is awaited here, and
 * its first render inside React then finds the data ready and never suspends.
 */
async function decodeRemixData() {
  try {
    RemixBrowser({});
  } catch (pending) {
    if (!(pending instanceof Promise)) throw pending;
    await pending;
  }
}

async function hydrate() {
  const lang = document.documentElement.lang;
  const [translator] = await Promise.all([
    loadTranslations(isLocale(lang) ? lang : DEFAULT_LOCALE),
    decodeRemixData(),
  ]);
  snapshotForms();
  startTransition(() => {
    hydrateRoot(
      document,
      <NonceContext.Provider value={nonceInDocument()}>
        <InlineStylesContext.Provider value={stylesInDocument()}>
          <TranslationProvider translator={translator}>
            <StrictMode>
              <RemixBrowser />
            </StrictMode>
          </TranslationProvider>
        </InlineStylesContext.Provider>
      </NonceContext.Provider>,
      { onRecoverableError },
    );
  });
}

void hydrate();
