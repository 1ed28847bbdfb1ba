import { useTranslation } from "../../lib/i18n/translations";
import type { Suggestion } from "../../lib/search/suggestions";

/**
 * The suggestions' listbox: destinations, then hotels, each a labelled group. Always in the page
 * (hidden when closed), so the combobox's aria-controls names an element. Options are chosen by the
 * combobox's keys (focus stays in the text field) or by the pointer; a press on an option keeps focus
 * in the field, so picking with the pointer does not close the list first.
 */
export function SuggestionList({
  id,
  open,
  active,
  suggestions,
  optionId,
  onPoint,
  onPick,
}: {
  id: string;
  open: boolean;
  active: number;
  suggestions: Suggestion[];
  optionId: (index: number) => string;
  onPoint: (index: number) => void;
  onPick: (index: number) => void;
}) {
  const { t } = useTranslation("search");
  const indexed = suggestions.map((suggestion, index) => ({ suggestion, index }));
  const groups = [
    {
      key: "destinations",
      label: t("form.suggest.destinations"),
      items: indexed.filter((i) => i.suggestion.kind === "destination"),
    },
    {
      key: "hotels",
      label: t("form.suggest.hotels"),
      items: indexed.filter((i) => i.suggestion.kind === "hotel"),
    },
  ].filter((group) => group.items.length > 0);
  return (
    <div
      role="listbox"
      id={id}
      aria-label={t("form.suggest.listLabel")}
      className="suggest__list"
      hidden={!open}
    >
      {groups.map((group) => (
        <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
          <div role="presentation" id={`${id}-${group.key}`} className="suggest__group">
            {group.label}
          </div>
          {group.items.map(({ suggestion, index }) => (
            // Keys are the combobox's (APG: focus stays in the text field); the pointer picks here.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={index}
              role="option"
              id={optionId(index)}
              aria-selected={index === active}
              aria-disabled={suggestion.disabled || undefined}
              // Never focused (the press is prevented); -1 only says the option is not in the tab order.
              tabIndex={-1}
              className="suggest__option"
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => onPoint(index)}
              onClick={() => onPick(index)}
            >
              <SuggestionText suggestion={suggestion} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

function SuggestionText({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation("search");
  if (suggestion.kind === "hotel") {
    return (
      <>
        <span className="suggest__name">
          {suggestion.name} <span aria-hidden="true">{"★".repeat(suggestion.stars)}</span>
          <span className="visually-hidden">{t("card.starsLabel", { count: suggestion.stars })}</span>
        </span>
        <span className="suggest__detail">{suggestion.place}</span>
      </>
    );
  }
  return (
    <>
      <span className="suggest__name">{suggestion.name}</span>
      <span className="suggest__detail">
        {[...suggestion.path].reverse().join(", ")}
        {suggestion.disabled ? ` (${t("form.unavailable")})` : null}
      </span>
    </>
  );
}
