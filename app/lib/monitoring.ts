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

/** The longest texts the error store takes (server/contract/monitoring.ts); longer ones are cut. */
const REPORT_LIMITS = { kind: 100, message: 1000, component: 200, url: 2000, stack: 4000 } as const;

/** A report with every text cut to what the error store takes: reporting never fails on length. */
export function fitErrorReport<T extends object>(report: T): T {
  const fitted = { ...report } as Record<string, unknown>;
  for (const [field, limit] of Object.entries(REPORT_LIMITS)) {
    const value = fitted[field];
    if (typeof value === "string" && value.length > limit) fitted[field] = value.slice(0, limit);
  }
  return fitted as T;
}

/**
 * Sends a browser error to the tunnel. Every report that is not noise goes: the tunnel keeps the
 * spec's share (spec §9), where no client can skip the sampling.
 */
export function reportClientError(report: {
  kind: string;
  message: string;
  component?: string;
  stack?: string;
}) {
  if (typeof window === "undefined" || isNoiseError(report)) return;
  const body = JSON.stringify(fitErrorReport({ ...report, source: "browser", url: window.location.href }));
  if (!navigator.sendBeacon?.(ERROR_TUNNEL_PATH, new Blob([body], { type: "application/json" }))) {
    void fetch(ERROR_TUNNEL_PATH, {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
    }).catch(() => undefined);
  }
}
