import { useEffect } from "react";
import { localizePath, type Locale } from "../../lib/i18n/config";
import { SUGGEST_DELAY_MS, suggestText } from "../../lib/search/suggestions";
import { useLiveCall } from "./use-live-call";

/**
 * The suggestions for what the visitor types: asked once typing pauses (a newer text cancels the call
 * in flight), through the web's live route, the answer checked against the contract in the browser
 * (use-live-call.ts). A text too short to ask about forgets the last answer.
 */
export function useSuggestions(locale: Locale, text: string) {
  const [call, load, reset] = useLiveCall("suggest");
  const asked = suggestText(text);
  useEffect(() => {
    if (!asked) {
      reset();
      return;
    }
    const url = `${localizePath(locale, "/resources/suggest")}?${new URLSearchParams({ q: asked })}`;
    const timer = setTimeout(() => void load(url), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [asked, locale, load, reset]);
  const data = asked ? call.data : undefined;
  return {
    loading: asked !== undefined && call.state === "loading",
    failed: data !== undefined && "error" in data,
    answer: data && "suggestions" in data ? data.suggestions : undefined,
  };
}
