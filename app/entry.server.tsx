import { PassThrough } from "node:stream";
import { randomBytes } from "node:crypto";
import type { EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { NAMESPACES, localeFromPath } from "./lib/i18n/config";
import { resources } from "./lib/i18n/resources.server";
import { reportServerError } from "./lib/monitoring.server";
import { NonceContext } from "./lib/nonce";
import { securityHeaders } from "./lib/security.server";

export const streamTimeout = 10_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: "ro",
    ns: [...NAMESPACES],
    defaultNS: "common",
    resources,
    interpolation: { escapeValue: false },
  });
  const nonce = randomBytes(16).toString("base64");
  securityHeaders(responseHeaders, nonce);

  // Crawlers and visitors without JavaScript get the whole document at once; browsers get the shell
  // first. Both get complete HTML: loaders finish before rendering.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // Errors inside a Suspense boundary (a CMS component) leave that part out and land here.
          if (shellRendered || error) {
            void reportServerError({
              kind: "render",
              message: error instanceof Error ? error.message : String(error),
              url: url.pathname,
              ...(error instanceof Error && error.stack ? { stack: error.stack.slice(0, 8000) } : {}),
            });
          }
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error("[web] unhandled loader/action error", error);
};
