import { useCallback, useEffect, useRef, useState } from "react";

export interface LiveCall<T> {
  state: "idle" | "loading";
  data: T | { error: true } | undefined;
}

/**
 * One live JSON call at a time to a resource route (the global search's filters and count): a new
 * call cancels the one in flight, and a call cut short by leaving the page is simply dropped. A plain
 * fetch rather than a Remix fetcher: these calls change nothing a page loader reads, and a fetcher
 * cancelled by the search's own navigation is logged as an error by Remix.
 */
export function useLiveCall<T>(): [LiveCall<T>, (url: string, init?: RequestInit) => Promise<T | undefined>] {
  const [call, setCall] = useState<LiveCall<T>>({ state: "idle", data: undefined });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const run = useCallback(async (url: string, init: RequestInit = {}) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setCall((previous) => ({ ...previous, state: "loading" }));
    try {
      const response = await fetch(url, {
        ...init,
        signal: current.signal,
        headers: { accept: "application/json", ...init.headers },
      });
      const data = (await response.json()) as T | { error: true };
      if (current.signal.aborted) return undefined;
      setCall({ state: "idle", data });
      return "error" in (data as object) ? undefined : (data as T);
    } catch {
      if (current.signal.aborted) return undefined;
      setCall({ state: "idle", data: { error: true } });
      return undefined;
    }
  }, []);
  return [call, run];
}
