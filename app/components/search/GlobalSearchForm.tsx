import { Form, useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "../../root";
import { useTranslation } from "../../lib/i18n/translations";
import { localizePath, type Locale } from "../../lib/i18n/config";
import {
  filterOf,
  missingBirthDates,
  type GlobalSearchData,
  type SearchFormErrors,
} from "../../lib/search/global-search-filters";
import { LazyDestinationSuggest } from "./LazyDestinationSuggest";
import { Participants } from "./Participants";
import { AirportsDropdown, DestinationsDropdown, DurationChoice, TripTypeChoice } from "./SearchChoices";
import { listingFilterNames } from "../../lib/search/facet-labels";
import {
  KEEP_FILTERS,
  MAX_PARTICIPANTS,
  countListingFilters,
  encodeListingFilters,
  type ListingFilters,
} from "../../lib/search/search-state";
import { TravelDates } from "./TravelDates";
import { useGlobalSearch } from "./use-global-search";

export type { GlobalSearchData, SearchFormErrors };

/**
 * The global search (spec §4) as one GET form to /wypoczynek, which turns it into the listing URL.
 * The fields render from the filters the API answered (spec §3 "Filter"), so without JavaScript the
 * form is complete and the search page checks it on submit. With JavaScript each change is applied
 * locally and checked by the API (use-global-search.ts); the offers count follows live (fetching,
 * value, error) on the submit button.
 */
export function GlobalSearchForm({
  locale,
  search,
  id = "global-search",
  labelledBy,
}: {
  locale: Locale;
  search: GlobalSearchData;
  id?: string;
  /**
   * The id of the page's own heading that names the form, when the page is the search itself (its
   * h1 says the same): the form then has no heading of its own, so none repeats the page's.
   */
  labelledBy?: string;
}) {
  const { t } = useTranslation("search");
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const live = useGlobalSearch(locale, search, id);
  const { filters, rooms, flagged, count, failure } = live;
  const calendar = filterOf(filters, "CALENDAR");
  const occupancy = filterOf(filters, "OCCUPANCY");
  const region = filterOf(filters, "REGION");
  const submitLabel =
    count.state === "counting"
      ? t("form.counting")
      : count.state === "counted"
        ? t("form.count", { count: count.value })
        : t("form.submit");

  return (
    <Form
      data-keep-input={id}
      method="get"
      action={localizePath(locale, "/wypoczynek")}
      className="global-search"
      aria-labelledby={labelledBy ?? `${id}-title`}
      onSubmit={(event) => {
        const missing = missingBirthDates(rooms);
        if (missing.length > 0) {
          event.preventDefault();
          live.setFlagged(missing);
          const participants = event.currentTarget.querySelector<HTMLDetailsElement>(
            ".global-search__participants",
          );
          if (participants) participants.open = true;
        }
      }}
    >
      {labelledBy ? null : <h2 id={`${id}-title`}>{root?.searchTitle ?? t("form.title")}</h2>}
      {search.sameAirportGroupInfo && !search.sameAirportGroupInfo.sameGroup ? (
        <p className="global-search__notice" role="status">
          {t("form.airportGroupNotice", { airports: search.sameAirportGroupInfo.droppedAirports.join(", ") })}
        </p>
      ) : null}
      <TripTypeChoice
        id={id}
        options={filterOf(filters, "TYPE")?.options ?? []}
        onChoose={(code) => live.choose("TYPE", code)}
      />
      <div className="global-search__row">
        <AirportsDropdown
          id={id}
          airport={filterOf(filters, "AIRPORT")}
          onToggle={(code, selected) => live.toggle("AIRPORT", code, selected)}
        />
        <DestinationsDropdown
          id={id}
          region={region}
          onToggle={(code, selected) => live.toggle("REGION", code, selected)}
          suggest={
            <LazyDestinationSuggest
              id={id}
              locale={locale}
              tree={region?.options ?? []}
              onChoose={(code) => live.toggle("REGION", code, true)}
            />
          }
        />
        <DurationChoice
          id={id}
          value={filterOf(filters, "DURATION")?.options.find((option) => option.selected)?.code ?? ""}
          onChoose={(code) => live.choose("DURATION", code)}
        />
        <TravelDates
          id={id}
          committed={{ startDate: calendar?.selectedFrom ?? "", endDate: calendar?.selectedTo ?? "" }}
          min={calendar?.min ?? ""}
          max={calendar?.max ?? ""}
          onApply={live.setDates}
        />
        <Participants
          id={id}
          rooms={rooms}
          multiroom={occupancy?.enabled ?? true}
          maxParticipants={occupancy?.maxParticipants ?? MAX_PARTICIPANTS}
          flagged={flagged}
          tooMany={search.errors?.tooMany ?? false}
          onFlag={live.setFlagged}
          onChange={live.changeRooms}
        />
      </div>
      <KeepListingFilters id={id} filters={search.listingFilters} onChange={live.keepFilters} />
      <button type="submit" className="button button--primary global-search__submit" aria-live="polite">
        {submitLabel}
      </button>
      {failure ? (
        <p className="global-search__hint" role="status">
          {failure === "filters" ? t("form.filtersError") : t("form.countError")}
        </p>
      ) : null}
    </Form>
  );
}

/**
 * On a listing, a box to keep the listing's filters in the new search, naming them: ticked, its one
 * field carries them all (unticked, none go), and the count follows it with JavaScript.
 */
function KeepListingFilters({
  id,
  filters,
  onChange,
}: {
  id: string;
  filters: ListingFilters | undefined;
  onChange: (keep: boolean) => void;
}) {
  const { t } = useTranslation("search");
  if (!filters || countListingFilters(filters) === 0) return null;
  return (
    <p className="choice global-search__keep">
      <input
        type="checkbox"
        id={`${id}-keep`}
        name={KEEP_FILTERS}
        value={encodeListingFilters(filters)}
        defaultChecked
        onChange={(event) => onChange(event.currentTarget.checked)}
      />{" "}
      <label htmlFor={`${id}-keep`}>
        {t("form.keepFilters", { filters: listingFilterNames(t, filters).join(", ") })}
      </label>
    </p>
  );
}
