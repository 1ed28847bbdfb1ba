import { Form } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Airport, DestinationNode } from "../../../server/contract/catalogue";
import { localizePath, type Locale } from "../../lib/i18n/config";
import { multiSelectionLabel } from "../../lib/multi-selection";
import { plural, type PluralForms } from "../../lib/plural";
import { MAX_PARTICIPANTS, type SearchState } from "../../lib/search/search-state";

export interface SearchOptions {
  tripTypes: { code: SearchState["tripType"]; label: string }[];
  airports: Airport[];
  destinations: DestinationNode[];
}

export const DURATION_PRESETS = ["1-5", "6-8", "9-12", "13-15"] as const;
const MAX_CHILDREN = 6;

/** Problems the search page found in the submitted form, by field. */
export interface SearchFormErrors {
  /** 1-based numbers of the children whose birth date is missing or not valid. */
  childrenMissing: number[];
  tooMany: boolean;
}

/**
 * The global search (spec §4) as one GET form to /wypoczynek, which turns it into the listing URL.
 * Every field is in the HTML; the stylesheet shows as many birth-date fields as children are chosen
 * (CSS :has on the select), so it works the same with and without JavaScript and nothing changes
 * when the page hydrates. Dialog-like parts are <details>, so they open without JavaScript.
 */
export function GlobalSearchForm({
  locale,
  options,
  state,
  errors,
  id = "global-search",
}: {
  locale: Locale;
  options: SearchOptions;
  state: SearchState;
  errors?: SearchFormErrors | undefined;
  id?: string;
}) {
  const { t } = useTranslation("search");
  const children = state.childrenBirthDates.length + state.childrenMissingBirthDate;
  const [airports, setAirports] = useState<string[]>(state.airports);
  const airportName = (code: string) => options.airports.find((a) => a.code === code)?.names[locale] ?? code;
  const airportsLabel = multiSelectionLabel(
    airports.map((code) => ({ label: airportName(code) })),
    (count) => plural(locale, count, t("form.airportsCount", { returnObjects: true }) as PluralForms),
    t("form.anyAirport"),
  );
  const countries = options.destinations.filter((d) => d.level === "country");
  const duration =
    DURATION_PRESETS.find((preset) => preset === `${state.durationFrom}-${state.durationTo}`) ?? "";
  const birthDates = [...state.childrenBirthDates];
  return (
    <Form
      method="get"
      action={localizePath(locale, "/wypoczynek")}
      className="global-search"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t("form.title")}</h2>
      <fieldset className="global-search__types">
        <legend>{t("form.tripType")}</legend>
        {options.tripTypes.map((type) => (
          <span key={type.code} className="global-search__type">
            <input
              type="radio"
              id={`${id}-type-${type.code}`}
              name="tripType"
              value={type.code}
              defaultChecked={state.tripType === type.code}
            />
            <label htmlFor={`${id}-type-${type.code}`}>{type.label}</label>
          </span>
        ))}
      </fieldset>
      <div className="global-search__row">
        <details className="global-search__airports">
          <summary>
            <span className="global-search__label">{t("form.airports")}</span>
            <span className="global-search__value">{airportsLabel}</span>
          </summary>
          {(["RO", "PL"] as const).map((group) => (
            <fieldset key={group}>
              <legend>{t(`form.groups.${group}`)}</legend>
              {options.airports
                .filter((airport) => airport.group === group)
                .map((airport) => (
                  <span key={airport.code} className="global-search__option">
                    <input
                      type="checkbox"
                      id={`${id}-a-${airport.code}`}
                      name="a"
                      value={airport.code}
                      defaultChecked={state.airports.includes(airport.code)}
                      onChange={(event) =>
                        setAirports((current) =>
                          event.target.checked
                            ? [...current, airport.code]
                            : current.filter((c) => c !== airport.code),
                        )
                      }
                    />
                    <label htmlFor={`${id}-a-${airport.code}`}>
                      {airport.names[locale]} ({airport.code})
                    </label>
                  </span>
                ))}
            </fieldset>
          ))}
        </details>
        <div className="field">
          <label htmlFor={`${id}-c`}>{t("form.destination")}</label>
          <select id={`${id}-c`} name="c" defaultValue={state.destinations[0] ?? ""}>
            <option value="">{t("form.anyDestination")}</option>
            {countries.map((country) => (
              <optgroup key={country.code} label={country.names[locale]}>
                <option value={country.code}>{country.names[locale]}</option>
                {options.destinations
                  .filter((region) => region.parentCode === country.code)
                  .map((region) => (
                    <option key={region.code} value={region.code}>
                      {`${country.names[locale]} – ${region.names[locale]}`}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-dur`}>{t("form.duration")}</label>
          <select id={`${id}-dur`} name="dur" defaultValue={duration}>
            <option value="">{t("form.anyDuration")}</option>
            {DURATION_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {t(`form.durations.${preset}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-start`}>{t("form.startDate")}</label>
          <input id={`${id}-start`} type="date" name="startDate" defaultValue={state.startDate ?? ""} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-end`}>{t("form.endDate")}</label>
          <input id={`${id}-end`} type="date" name="endDate" defaultValue={state.endDate ?? ""} />
        </div>
      </div>
      <fieldset className="global-search__party">
        <legend className="visually-hidden">
          {t("form.adults")}, {t("form.children")}
        </legend>
        <div className="field">
          <label htmlFor={`${id}-adults`}>{t("form.adults")}</label>
          <select id={`${id}-adults`} name="ctAdult" defaultValue={String(state.adults)}>
            {Array.from({ length: MAX_PARTICIPANTS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-children`}>{t("form.children")}</label>
          <select id={`${id}-children`} name="ctChild" defaultValue={String(children)}>
            {Array.from({ length: MAX_CHILDREN + 1 }, (_, i) => i).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <p className="global-search__hint" id={`${id}-children-hint`}>
          {t("form.childBirthDateHint")}
        </p>
        <div className="global-search__children">
          {Array.from({ length: MAX_CHILDREN }, (_, index) => {
            const number = index + 1;
            const missing = errors?.childrenMissing.includes(number) ?? false;
            const value = birthDates[index] ?? "";
            return (
              <div key={number} className="field global-search__child">
                <label htmlFor={`${id}-child-${number}`}>{t("form.childBirthDate", { number })}</label>
                <input
                  id={`${id}-child-${number}`}
                  type="date"
                  name="birthDate"
                  defaultValue={value}
                  aria-invalid={missing ? true : undefined}
                  aria-describedby={missing ? `${id}-child-${number}-error` : `${id}-children-hint`}
                />
                {missing ? (
                  <p className="field__error" id={`${id}-child-${number}-error`}>
                    {t("form.childMissing", { number })}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
        {errors?.tooMany ? (
          <p className="field__error" role="alert">
            {t("form.tooMany", { max: MAX_PARTICIPANTS })}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className="button button--primary">
        {t("form.submit")}
      </button>
    </Form>
  );
}
