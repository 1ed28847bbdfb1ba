import { useNavigate } from "@remix-run/react";
import { useEffect, useMemo, useReducer, useState, type KeyboardEvent } from "react";
import type { GsOption } from "../../../server/contract/global-search";
import { localizePath, type Locale } from "../../lib/i18n/config";
import { useTranslation } from "../../lib/i18n/translations";
import {
  COMBOBOX_CLOSED,
  comboboxReducer,
  SUGGEST_MAX_LENGTH,
  suggestionsOf,
  type Suggestion,
} from "../../lib/search/suggestions";
import { SuggestionList } from "./SuggestionList";
import { useSuggestions } from "./use-suggestions";

/**
 * "Destination or hotel" with suggestions as the visitor types (spec §7 www/suggest), a combobox of
 * the WAI-ARIA APG (list autocomplete without automatic selection): arrows move through the list,
 * Enter picks, Escape closes the list (then clears the text), the status line says what is happening
 * (loading, how many, none, failed, chosen). A destination is chosen in the form's destination tree;
 * a hotel opens its card. It exists only with JavaScript (the form renders it once hydrated); without,
 * the tree below it is the way to choose.
 */
export function DestinationSuggest({
  id,
  locale,
  tree,
  onChoose,
}: {
  id: string;
  locale: Locale;
  tree: GsOption[];
  onChoose: (code: string) => void;
}) {
  const { t } = useTranslation("search");
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState<string | null>(null);
  const { loading, failed, answer } = useSuggestions(locale, text);
  const suggestions = useMemo(() => (answer ? suggestionsOf(answer, tree) : []), [answer, tree]);
  const enabled = suggestions.map((suggestion) => !suggestion.disabled);
  const [list, dispatch] = useReducer(comboboxReducer, COMBOBOX_CLOSED);
  useEffect(() => {
    dispatch({ type: "answer", count: answer ? answer.destinations.length + answer.hotels.length : 0 });
  }, [answer]);
  const optionId = (index: number) => `${id}-suggestion-${index}`;
  useEffect(() => {
    if (list.active >= 0)
      document.getElementById(optionId(list.active))?.scrollIntoView({ block: "nearest" });
    // optionId only joins the form's id, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.active]);

  const pick = (suggestion: Suggestion | undefined) => {
    if (!suggestion || suggestion.disabled) return;
    if (suggestion.kind === "hotel") {
      navigate(localizePath(locale, `/vacante/${suggestion.slug}`));
      return;
    }
    onChoose(suggestion.code);
    setChosen(suggestion.name);
    setText("");
    dispatch({ type: "close" });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      dispatch({ type: "key", key: event.key, alt: event.altKey, enabled });
    } else if (event.key === "Enter" && list.open) {
      // The list is open: Enter is about it, never the form's submit.
      event.preventDefault();
      pick(suggestions[list.active]);
    } else if (event.key === "Escape" && (list.open || text)) {
      // Handled here, so the dropdown around stays open (SearchDropdown skips a prevented Escape).
      event.preventDefault();
      if (list.open) dispatch({ type: "close" });
      else setText("");
    }
  };

  const status = failed
    ? t("form.suggest.error")
    : loading
      ? t("form.suggest.loading")
      : answer
        ? suggestions.length
          ? t("form.suggest.results", { count: suggestions.length })
          : t("form.suggest.none", { text: text.trim() })
        : chosen
          ? t("form.suggest.chosen", { name: chosen })
          : "";
  return (
    <div className="suggest">
      <label htmlFor={`${id}-suggest`} className="suggest__label">
        {t("form.suggest.label")}
      </label>
      <div className="suggest__field">
        <input
          id={`${id}-suggest`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          maxLength={SUGGEST_MAX_LENGTH}
          aria-autocomplete="list"
          aria-expanded={list.open}
          aria-controls={`${id}-suggestions`}
          aria-activedescendant={list.open && list.active >= 0 ? optionId(list.active) : undefined}
          aria-describedby={`${id}-suggest-status`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setChosen(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => dispatch({ type: "close" })}
        />
        <SuggestionList
          id={`${id}-suggestions`}
          open={list.open}
          active={list.active}
          suggestions={suggestions}
          optionId={optionId}
          onPoint={(index) => dispatch({ type: "point", index, enabled })}
          onPick={(index) => pick(suggestions[index])}
        />
      </div>
      <p id={`${id}-suggest-status`} className="global-search__hint suggest__status" role="status">
        {status}
      </p>
    </div>
  );
}
