/**
 * Noise the browser error reporter ignores (spec §8): resize-observer loops, failed network fetches,
 * and errors from chat-widget, tag-manager and consent scripts.
 */
const NOISE_MESSAGES = [
  /ResizeObserver loop/i,
  /Failed to fetch/i,
  /NetworkError/i,
  /Load failed/i,
  /network error/i,
];
const NOISE_SOURCES = [
  /chat/i,
  /livechat/i,
  /googletagmanager|gtm\.js|tag-?manager/i,
  /consent|cookiebot|onetrust/i,
];

export function isNoiseError(report: {
  message: string;
  source?: string | undefined;
  stack?: string | undefined;
}) {
  if (NOISE_MESSAGES.some((pattern) => pattern.test(report.message))) return true;
  const where = `${report.source ?? ""}\n${report.stack ?? ""}`;
  return NOISE_SOURCES.some((pattern) => pattern.test(where));
}

/** The same-site tunnel the browser posts its error reports to (spec §7). */
export const ERROR_TUNNEL_PATH = "/monitoring";

/** Sends a browser error to the tunnel, sampled by the rate the page was rendered with. */
export function reportClientError(report: {
  kind: string;
  message: string;
  component?: string;
  stack?: string;
}) {
  if (typeof window === "undefined" || isNoiseError(report)) return;
  const rate = Number(document.body.dataset.errorSampleRate ?? "0.5");
  if (Math.random() >= rate) return;
  const body = JSON.stringify({ ...report, source: "browser", url: window.location.href });
  if (!navigator.sendBeacon?.(ERROR_TUNNEL_PATH, new Blob([body], { type: "application/json" }))) {
    void fetch(ERROR_TUNNEL_PATH, {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
    }).catch(() => undefined);
  }
}
