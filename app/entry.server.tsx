import { randomBytes } from "node:crypto";
import type { EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { documentBody } from "./lib/document-stream.server";
import { localeFromPath } from "./lib/i18n/config";
import "./lib/i18n/resources.server";
import { TranslationProvider, translatorFor } from "./lib/i18n/translations";
import { reportServerError } from "./lib/monitoring.server";
import { InlineStylesContext } from "./lib/inline-styles";
import { builtStylesheet } from "./lib/inline-styles.server";
import { NonceContext } from "./lib/nonce";
import { pageSecurityHeaders } from "./lib/security.server";
import stylesheet from "./styles/app.css?url";

export const streamTimeout = 10_000;
/** Production pages carry the stylesheet in their head (app/lib/inline-styles.tsx). */
const INLINE_STYLES = process.env.NODE_ENV === "production";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const url = new URL(request.url);
  const translator = translatorFor(localeFromPath(url.pathname));
  const nonce = randomBytes(16).toString("base64");
  pageSecurityHeaders(responseHeaders, nonce);
  // Crawlers and visitors without JavaScript get the whole document at once; browsers get the shell
  // first. Both get complete HTML: loaders finish before rendering.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let gone = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStylesContext.Provider value={INLINE_STYLES ? builtStylesheet(stylesheet) : ""}>
          <TranslationProvider translator={translator}>
            <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
          </TranslationProvider>
        </InlineStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The document made whole on its way out: no U+0000 from React's buffer, </html> last; a
          // visitor who goes away stops the render and never an unhandled stream error.
          const body = documentBody(pipe, (error) => {
            gone = true;
            abort(error);
          });
          resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError: reject,
        onError(error: unknown) {
          // Errors inside a Suspense boundary (a CMS component) leave that part out and land here; a
          // visitor who went away is no error of the page.
          if (gone || request.signal.aborted) return;
          void reportServerError({
            kind: "render",
            message: error instanceof Error ? error.message : String(error),
            url: url.pathname,
            ...(error instanceof Error && error.stack ? { stack: error.stack.slice(0, 4000) } : {}),
          });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // A visitor who went away is no error; neither is an answer the router gives on purpose (a POST to
  // a page without a form, 405; a thrown 4xx): under a scan those would fill the log with stacks.
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  console.error("[web] unhandled loader/action error", error);
};
