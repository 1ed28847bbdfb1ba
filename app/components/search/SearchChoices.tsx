import { useEffect, useRef, useState, type ReactNode } from "react";
import type { GsFilter, GsOption } from "../../../server/contract/global-search";
import { useTranslation } from "../../lib/i18n/translations";
import { multiSelectionLabel } from "../../lib/multi-selection";
import { DURATION_PRESETS, flattenOptions } from "../../lib/search/global-search-filters";
import { DestinationTree } from "./DestinationTree";
import { SearchDropdown } from "./SearchDropdown";

type Filter<T extends GsFilter["type"]> = Extract<GsFilter, { type: T }>;

/** Trip types as radio buttons (plane, own transport …). */
export function TripTypeChoice({
  id,
  options,
  onChoose,
}: {
  id: string;
  options: GsOption[];
  onChoose: (code: string) => void;
}) {
  const { t } = useTranslation("search");
  return (
    <fieldset className="global-search__types">
      <legend>{t("form.tripType")}</legend>
      {options.map((type) => (
        <span key={type.code} className="global-search__type">
          <input
            type="radio"
            id={`${id}-type-${type.code}`}
            name="tripType"
            value={type.code}
            checked={type.selected}
            onChange={() => onChoose(type.code)}
          />
          <label htmlFor={`${id}-type-${type.code}`}>
            {type.label !== type.code ? type.label : t(`tripTypes.${type.code}`)}
          </label>
        </span>
      ))}
    </fieldset>
  );
}

/** Departure airports in their groups, a native disclosure with checkboxes. */
export function AirportsDropdown({
  id,
  airport,
  onToggle,
}: {
  id: string;
  airport: Filter<"AIRPORT"> | undefined;
  onToggle: (code: string, selected: boolean) => void;
}) {
  const { t } = useTranslation("search");
  if (airport?.enabled === false) return null;
  const chosen = flattenOptions(airport?.options ?? []).filter((o) => o.selected && o.code.length === 3);
  return (
    <SearchDropdown
      group={id}
      className="global-search__airports"
      label={t("form.airports")}
      value={multiSelectionLabel(chosen, (n) => t("form.airportsCount", { count: n }), t("form.anyAirport"))}
    >
      {(airport?.options ?? []).map((group) => (
        <fieldset key={group.code}>
          <legend>{t(`form.groups.${group.code}`, { defaultValue: group.label })}</legend>
          {group.options.map((option) => (
            <span key={option.code} className="global-search__option">
              <input
                type="checkbox"
                id={`${id}-a-${option.code}`}
                name="a"
                value={option.code}
                checked={option.selected}
                disabled={!option.enabled}
                onChange={(event) => onToggle(option.code, event.target.checked)}
              />
              <label htmlFor={`${id}-a-${option.code}`}>
                {option.label} ({option.code})
              </label>
            </span>
          ))}
        </fieldset>
      ))}
    </SearchDropdown>
  );
}

/**
 * Destinations as a tree of countries and regions, under the suggestions' field. The field (and its
 * script, loaded then) comes with the dropdown's first opening, which only a browser running the
 * page's script can see: the server's HTML, and a page without JavaScript, have the tree alone.
 */
export function DestinationsDropdown({
  id,
  region,
  onToggle,
  suggest,
}: {
  id: string;
  region: Filter<"REGION"> | undefined;
  onToggle: (code: string, selected: boolean) => void;
  suggest: ReactNode;
}) {
  const { t } = useTranslation("search");
  const details = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  // Opened before the page hydrated: no toggle event will tell.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <SearchDropdown
      group={id}
      detailsRef={details}
      className="global-search__destinations"
      label={t("form.destination")}
      value={multiSelectionLabel(
        chosenOptions(region?.options ?? []),
        (n) => t("form.destinationsCount", { count: n }),
        t("form.anyDestination"),
      )}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      {opened ? suggest : null}
      <p className="global-search__hint">{t("form.destinationsHint")}</p>
      <DestinationTree id={id} options={region?.options ?? []} onToggle={onToggle} />
    </SearchDropdown>
  );
}

/** The trip's length as presets ("any" chooses none). */
export function DurationChoice({
  id,
  value,
  onChoose,
}: {
  id: string;
  value: string;
  onChoose: (code: string) => void;
}) {
  const { t } = useTranslation("search");
  return (
    <div className="field">
      <label htmlFor={`${id}-dur`}>{t("form.duration")}</label>
      <select id={`${id}-dur`} name="dur" value={value} onChange={(event) => onChoose(event.target.value)}>
        <option value="">{t("form.anyDuration")}</option>
        {DURATION_PRESETS.map((preset) => (
          <option key={preset} value={preset}>
            {t(`form.durations.${preset}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The chosen destinations as the visitor sees them: a chosen parent stands for its children. */
function chosenOptions(options: GsOption[]): GsOption[] {
  return options.flatMap((option) => (option.selected ? [option] : chosenOptions(option.options)));
}
