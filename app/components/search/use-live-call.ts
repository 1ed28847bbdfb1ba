import { useCallback, useEffect, useRef, useState } from "react";
import { readLiveAnswer, type LiveAnswer, type LiveAnswerKind } from "../../lib/live/read-answer";

export interface LiveCall<T> {
  state: "idle" | "loading";
  data: T | { error: true } | undefined;
}

/**
 * One live JSON call at a time to a resource route (the global search's filters and count, the hotel
 * card's configurator): a new call cancels the one in flight, a call cut short by leaving the page is
 * simply dropped, and the answer is checked against the contract (an answer that does not parse is a
 * failed call). A plain fetch rather than a Remix fetcher: these calls change nothing a page loader
 * reads, and a fetcher cancelled by the search's own navigation is logged as an error by Remix.
 */
export function useLiveCall<K extends LiveAnswerKind>(
  kind: K,
): [
  LiveCall<LiveAnswer<K>>,
  (url: string, init?: RequestInit) => Promise<LiveAnswer<K> | undefined>,
  /** Forgets the last answer (and drops a call in flight): the page brought its own. */
  () => void,
] {
  const [call, setCall] = useState<LiveCall<LiveAnswer<K>>>({ state: "idle", data: undefined });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const run = useCallback(
    async (url: string, init: RequestInit = {}) => {
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
        const data = (await readLiveAnswer(kind, await response.json())) ?? { error: true as const };
        if (current.signal.aborted) return undefined;
        setCall({ state: "idle", data });
        return "error" in data ? undefined : data;
      } catch {
        if (current.signal.aborted) return undefined;
        setCall({ state: "idle", data: { error: true } });
        return undefined;
      }
    },
    [kind],
  );
  const reset = useCallback(() => {
    controller.current?.abort();
    setCall({ state: "idle", data: undefined });
  }, []);
  return [call, run, reset];
}
