import { useEffect, useRef, useState, type MouseEvent, type SyntheticEvent } from "react";
import { useTranslation } from "../../lib/i18n/translations";
import { formatDisplayDate } from "../../lib/dates";
import { SearchDropdown } from "./SearchDropdown";

interface Dates {
  startDate: string;
  endDate: string;
}

/**
 * The travel date dropdown (spec §4): the fields are a draft, applied with "Apply" (or by submitting
 * the search) and discarded when the dropdown closes without it. Without JavaScript the fields are
 * simply part of the form, and "Apply" submits it.
 */
export function TravelDates({
  id,
  committed,
  min,
  max,
  onApply,
}: {
  id: string;
  committed: Dates;
  min: string;
  max: string;
  onApply: (dates: Dates) => void;
}) {
  const { t } = useTranslation("search");
  const [draft, setDraft] = useState(committed);
  const details = useRef<HTMLDetailsElement>(null);
  // Only a new committed choice replaces the draft, not every render of the form around it.
  const { startDate, endDate } = committed;
  useEffect(() => setDraft({ startDate, endDate }), [startDate, endDate]);
  const summary =
    committed.startDate || committed.endDate
      ? `${committed.startDate ? formatDisplayDate(committed.startDate) : "…"} – ${committed.endDate ? formatDisplayDate(committed.endDate) : "…"}`
      : t("form.anyDates");
  const apply = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onApply(draft);
    if (details.current) details.current.open = false;
  };
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open) setDraft(committed);
  };
  return (
    <SearchDropdown
      group={id}
      detailsRef={details}
      className="global-search__dates"
      label={t("form.travelDates")}
      value={summary}
      onToggle={onToggle}
    >
      <div className="global-search__dates-fields">
        <div className="field">
          <label htmlFor={`${id}-start`}>{t("form.startDate")}</label>
          <input
            id={`${id}-start`}
            type="date"
            name="startDate"
            min={min}
            max={max}
            value={draft.startDate}
            onChange={(event) => setDraft({ ...draft, startDate: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-end`}>{t("form.endDate")}</label>
          <input
            id={`${id}-end`}
            type="date"
            name="endDate"
            min={min}
            max={max}
            value={draft.endDate}
            onChange={(event) => setDraft({ ...draft, endDate: event.target.value })}
          />
        </div>
        <button type="submit" className="button" onClick={apply}>
          {t("form.apply")}
        </button>
      </div>
    </SearchDropdown>
  );
}
