import { useEffect } from "react";
import { localizePath, type Locale } from "./i18n/config";

/** Spec §9 "User info refresh 240000 ms". */
export const USER_INFO_REFRESH_MS = 240_000;

interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Refreshes the user info every `every` ms while the page is open (spec §4 "User info is refreshed
 * every 4 minutes, also when the tab is hidden"): a hidden tab keeps refreshing, as the spec says,
 * so a customer's session stays alive behind other tabs (docs/decisions/0020-user-info-refresh.md). Browsers slow down or
 * freeze the timers of hidden tabs, so a tab that becomes visible with a refresh overdue refreshes at
 * once. Never two at once: a tick that finds one still running waits for the next. Answers the stop
 * function, which also cancels a refresh in flight.
 */
export function startUserInfoRefresh(
  refresh: (signal: AbortSignal) => Promise<unknown>,
  { every = USER_INFO_REFRESH_MS, clock = browserClock, page = document } = {},
): () => void {
  let last = clock.now();
  let timer: unknown;
  let inFlight: AbortController | null = null;
  let stopped = false;

  const schedule = (delay: number) => {
    clock.clearTimeout(timer);
    timer = clock.setTimeout(() => void run(), delay);
  };
  const run = async () => {
    if (stopped) return;
    schedule(every);
    if (inFlight) return;
    last = clock.now();
    const controller = new AbortController();
    inFlight = controller;
    try {
      await refresh(controller.signal);
    } catch {
      // A failed refresh is retried at the next tick; nothing on the page depends on it.
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  };
  const onVisibilityChange = () => {
    if (page.visibilityState === "visible" && clock.now() - last >= every) void run();
  };

  page.addEventListener("visibilitychange", onVisibilityChange);
  schedule(every);
  return () => {
    stopped = true;
    clock.clearTimeout(timer);
    inFlight?.abort();
    page.removeEventListener("visibilitychange", onVisibilityChange);
  };
}

/**
 * The page's user info refresh (mounted once, by the root): GET /resources/user-info, which asks the
 * API (www/user/info/get) with the visitor's cookies, so its token refresh and the cookies it sets
 * reach the browser. The answer is not kept: no page shows user info yet.
 */
export function useUserInfoRefresh(locale: Locale) {
  useEffect(
    () =>
      startUserInfoRefresh(async (signal) => {
        const response = await fetch(localizePath(locale, "/resources/user-info"), {
          signal,
          headers: { accept: "application/json" },
        });
        // Read to the end: the refresh is done when its answer (and the cookies it sets) arrived.
        await response.text();
      }),
    [locale],
  );
}
