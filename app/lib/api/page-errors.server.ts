import { data } from "@remix-run/node";
import { ApiError } from "./errors";

export const RETRY_AFTER_SECONDS = 30;

/**
 * Turns an API failure into the page's answer (spec §8): a missing page is the 404 page; input of the
 * visitor's that the API refused (400) is the visitor's own 4xx (`badInput`: 400, or 404 where the
 * input is the address itself); an API that is down, refuses our own credentials or answers nonsense
 * is the 503 error page; redirects and aborts pass through unchanged. Nothing is cached, so the next
 * request after the API is back renders normally.
 */
export function pageError(error: unknown, { badInput = 400 }: { badInput?: 400 | 404 } = {}): unknown {
  if (error instanceof Response || isPageAnswer(error)) return error;
  if (error instanceof DOMException && (error.name === "AbortError" || error.name === "TimeoutError")) {
    return data(null, { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
  }
  if (error instanceof ApiError && error.status === 404) return data(null, { status: 404 });
  if (error instanceof ApiError && error.status === 400) return data(null, { status: badInput });
  if (error instanceof ApiError && error.status < 500 && error.status !== 502) {
    console.error(`[page] API refused the page lookup with ${error.status}`, error.body);
  }
  return data(null, { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
}

/** An answer a loader threw on purpose with data(null, { status }): it passes through as it is. */
function isPageAnswer(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { type?: unknown }).type === "DataWithResponseInit"
  );
}
