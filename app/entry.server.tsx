import { randomBytes } from "node:crypto";
import type { EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
// The Web Streams renderer: React 18.3's Node stream renderer writes the unused tail of its buffer
// (U+0000 bytes) when a multi-byte character does not fit in it (react/react#31134).
import { renderToReadableStream } from "react-dom/server.browser";
import { documentEndLast } from "./lib/document-stream.server";
import { localeFromPath } from "./lib/i18n/config";
import "./lib/i18n/resources.server";
import { TranslationProvider, translatorFor } from "./lib/i18n/translations";
import { reportServerError } from "./lib/monitoring.server";
import { NonceContext } from "./lib/nonce";
import { pageSecurityHeaders } from "./lib/security.server";

export const streamTimeout = 10_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const url = new URL(request.url);
  const translator = translatorFor(localeFromPath(url.pathname));
  const nonce = randomBytes(16).toString("base64");
  pageSecurityHeaders(responseHeaders, nonce);

  // Rendering stops when the visitor goes away or takes too long, never once it is complete (React
  // would then write to a closed stream).
  const rendering = new AbortController();
  const stop = () => rendering.abort();
  const timeout = setTimeout(stop, streamTimeout + 1000);
  request.signal.addEventListener("abort", stop);
  const stream = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <TranslationProvider translator={translator}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </TranslationProvider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: rendering.signal,
      onError(error: unknown) {
        // Errors inside a Suspense boundary (a CMS component) leave that part out and land here.
        void reportServerError({
          kind: "render",
          message: error instanceof Error ? error.message : String(error),
          url: url.pathname,
          ...(error instanceof Error && error.stack ? { stack: error.stack.slice(0, 4000) } : {}),
        });
      },
    },
  );
  // Crawlers and visitors without JavaScript get the whole document at once; browsers get the shell
  // first. Both get complete HTML: loaders finish before rendering.
  const done = () => {
    clearTimeout(timeout);
    request.signal.removeEventListener("abort", stop);
  };
  stream.allReady.then(done, done);
  if (isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode) await stream.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(stream.pipeThrough(documentEndLast()), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error("[web] unhandled loader/action error", error);
};
