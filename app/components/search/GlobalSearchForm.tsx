import { Form } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../lib/i18n/translations";
import type { GsFilter, GsOption } from "../../../server/contract/global-search";
import { localizePath, type Locale } from "../../lib/i18n/config";
import { multiSelectionLabel } from "../../lib/multi-selection";
import {
  DURATION_PRESETS,
  chosenCodes,
  filterOf,
  flattenOptions,
  missingBirthDates,
  selectionFromParams,
  stateFromFilters,
  toFilterInput,
  toggleOption,
  type GlobalSearchData,
  type RoomDraft,
  type SearchFormErrors,
} from "../../lib/search/global-search-filters";
import { takeSnapshot } from "../../lib/pre-hydration";
import { encodeSearchState } from "../../lib/search/search-state";
import { DestinationTree } from "./DestinationTree";
import { Participants } from "./Participants";
import { TravelDates } from "./TravelDates";
import { useLiveCall } from "./use-live-call";

export type { GlobalSearchData, SearchFormErrors };

/**
 * The global search (spec §4) as one GET form to /wypoczynek, which turns it into the listing URL.
 * The fields render from the filters the API answered (spec §3 "Filter"), so without JavaScript the
 * form is complete and the search page checks it on submit. With JavaScript each change is applied
 * locally, posted to the filters endpoint and the answer reapplied; the offers count follows live
 * (fetching, value, error) on the submit button.
 */
export function GlobalSearchForm({
  locale,
  search,
  id = "global-search",
}: {
  locale: Locale;
  search: GlobalSearchData;
  id?: string;
}) {
  const { t } = useTranslation("search");
  const [filters, setFilters] = useState(search.filters);
  const [rooms, setRooms] = useState(search.rooms);
  const [flagged, setFlagged] = useState(search.errors?.childrenMissing ?? []);
  const [hydrated, setHydrated] = useState(false);
  const [filtersCall, postFilters] = useLiveCall("filters");
  const [countCall, loadCount, resetCount] = useLiveCall("count");
  const resources = localizePath(locale, "/resources/global-search");
  const roomsRef = useRef(rooms);
  roomsRef.current = rooms;

  // A new page (another search) brings new filters and its own count.
  useEffect(() => {
    setFilters(search.filters);
    setRooms(search.rooms);
    setFlagged(search.errors?.childrenMissing ?? []);
    resetCount();
  }, [search, resetCount]);

  const count = (next: GsFilter[], nextRooms: RoomDraft[]) => {
    const query = encodeSearchState(stateFromFilters(next, nextRooms));
    void loadCount(`${resources}?${query}`);
  };
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    setHydrated(true);
    // Choices made before the page hydrated are taken up, not lost (app/lib/pre-hydration.ts).
    const before = takeSnapshot(id);
    if (before !== undefined) {
      const selection = selectionFromParams(new URLSearchParams(before));
      setRooms(selection.rooms);
      roomsRef.current = selection.rooms;
      send(selection);
    }
    // The page brought the first count (search.count); later ones follow the filters' answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const post = (next: GsFilter[], nextRooms: RoomDraft[] = rooms) => {
    setFilters(next);
    send({
      tripType: filterOf(next, "TYPE")?.options.find((o) => o.selected)?.code ?? "WS",
      airports: chosenCodes(filterOf(next, "AIRPORT")?.options ?? []).filter((code) => code.length === 3),
      destinations: chosenCodes(filterOf(next, "REGION")?.options ?? []),
      duration: filterOf(next, "DURATION")?.options.find((o) => o.selected)?.code,
      startDate: filterOf(next, "CALENDAR")?.selectedFrom ?? undefined,
      endDate: filterOf(next, "CALENDAR")?.selectedTo ?? undefined,
      rooms: nextRooms,
    });
  };
  /** Posts a selection and reapplies what the API answered, then counts the offers for it. */
  const send = (selection: Parameters<typeof toFilterInput>[0]) => {
    void postFilters(resources, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ filters: toFilterInput(selection) }),
    }).then((answer) => {
      if (!answer) return;
      setFilters(answer.filters);
      const answered = filterOf(answer.filters, "OCCUPANCY")?.occupancies ?? [];
      let current = roomsRef.current;
      if (answered.length !== current.length) {
        current = answered.map((room) => ({ adults: room.adultsCount, children: room.childrenBirthDates }));
        setRooms(current);
      }
      count(answer.filters, current);
    });
  };
  const replace = <T extends GsFilter["type"]>(
    type: T,
    change: (filter: Extract<GsFilter, { type: T }>) => GsFilter,
  ) =>
    filters.map((filter) =>
      filter.type === type ? change(filter as Extract<GsFilter, { type: T }>) : filter,
    );
  /** A single-choice filter: the option with this code is the chosen one ("" chooses none). */
  const choose = (type: "TYPE" | "DURATION", code: string) =>
    post(
      filters.map((filter) =>
        filter.type === type
          ? ({
              ...filter,
              options: filter.options.map((o) => ({ ...o, selected: o.code === code })),
            } as GsFilter)
          : filter,
      ),
    );
  const toggle = (type: "AIRPORT" | "REGION", code: string, selected: boolean) =>
    post(replace(type, (filter) => ({ ...filter, options: toggleOption(filter.options, code, selected) })));

  const tripTypes = filterOf(filters, "TYPE")?.options ?? [];
  const airport = filterOf(filters, "AIRPORT");
  const region = filterOf(filters, "REGION");
  const duration = filterOf(filters, "DURATION")?.options.find((option) => option.selected)?.code ?? "";
  const calendar = filterOf(filters, "CALENDAR");
  const occupancy = filterOf(filters, "OCCUPANCY");
  const chosenAirports = flattenOptions(airport?.options ?? []).filter(
    (o) => o.selected && o.code.length === 3,
  );
  const airportsLabel = multiSelectionLabel(
    chosenAirports,
    (n) => t("form.airportsCount", { count: n }),
    t("form.anyAirport"),
  );
  const destinationsLabel = multiSelectionLabel(
    chosenOptions(region?.options ?? []),
    (n) => t("form.destinationsCount", { count: n }),
    t("form.anyDestination"),
  );
  const countAnswer = countCall.data ?? (search.count === null ? undefined : { count: search.count });
  const submitLabel = !hydrated
    ? t("form.submit")
    : countCall.state !== "idle" || filtersCall.state !== "idle"
      ? t("form.counting")
      : countAnswer && "count" in countAnswer
        ? t("form.count", { count: countAnswer.count })
        : t("form.submit");
  const failed = (filtersCall.data && "error" in filtersCall.data) || (countAnswer && "error" in countAnswer);

  return (
    <Form
      ref={formRef}
      data-keep-input={id}
      method="get"
      action={localizePath(locale, "/wypoczynek")}
      className="global-search"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        const missing = missingBirthDates(rooms);
        if (missing.length > 0) {
          event.preventDefault();
          setFlagged(missing);
          const participants = event.currentTarget.querySelector<HTMLDetailsElement>(
            ".global-search__participants",
          );
          if (participants) participants.open = true;
        }
      }}
    >
      <h2 id={`${id}-title`}>{t("form.title")}</h2>
      {search.sameAirportGroupInfo && !search.sameAirportGroupInfo.sameGroup ? (
        <p className="global-search__notice" role="status">
          {t("form.airportGroupNotice", { airports: search.sameAirportGroupInfo.droppedAirports.join(", ") })}
        </p>
      ) : null}
      <fieldset className="global-search__types">
        <legend>{t("form.tripType")}</legend>
        {tripTypes.map((type) => (
          <span key={type.code} className="global-search__type">
            <input
              type="radio"
              id={`${id}-type-${type.code}`}
              name="tripType"
              value={type.code}
              checked={type.selected}
              onChange={() => choose("TYPE", type.code)}
            />
            <label htmlFor={`${id}-type-${type.code}`}>
              {type.label !== type.code ? type.label : t(`tripTypes.${type.code}`)}
            </label>
          </span>
        ))}
      </fieldset>
      <div className="global-search__row">
        {airport?.enabled !== false ? (
          <details className="global-search__dropdown global-search__airports">
            <summary>
              <span className="global-search__label">{t("form.airports")}</span>
              <span className="global-search__value">{airportsLabel}</span>
            </summary>
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
                      onChange={(event) => toggle("AIRPORT", option.code, event.target.checked)}
                    />
                    <label htmlFor={`${id}-a-${option.code}`}>
                      {option.label} ({option.code})
                    </label>
                  </span>
                ))}
              </fieldset>
            ))}
          </details>
        ) : null}
        <details className="global-search__dropdown global-search__destinations">
          <summary>
            <span className="global-search__label">{t("form.destination")}</span>
            <span className="global-search__value">{destinationsLabel}</span>
          </summary>
          <p className="global-search__hint">{t("form.destinationsHint")}</p>
          <DestinationTree
            id={id}
            options={region?.options ?? []}
            onToggle={(code, selected) => toggle("REGION", code, selected)}
          />
        </details>
        <div className="field">
          <label htmlFor={`${id}-dur`}>{t("form.duration")}</label>
          <select
            id={`${id}-dur`}
            name="dur"
            value={duration}
            onChange={(event) => choose("DURATION", event.target.value)}
          >
            <option value="">{t("form.anyDuration")}</option>
            {DURATION_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {t(`form.durations.${preset}`)}
              </option>
            ))}
          </select>
        </div>
        <TravelDates
          id={id}
          committed={{ startDate: calendar?.selectedFrom ?? "", endDate: calendar?.selectedTo ?? "" }}
          min={calendar?.min ?? ""}
          max={calendar?.max ?? ""}
          onApply={(dates) =>
            post(
              replace("CALENDAR", (filter) => ({
                ...filter,
                selectedFrom: dates.startDate || null,
                selectedTo: dates.endDate || null,
              })),
            )
          }
        />
        <Participants
          id={id}
          rooms={rooms}
          multiroom={occupancy?.enabled ?? true}
          flagged={flagged}
          tooMany={search.errors?.tooMany ?? false}
          onFlag={setFlagged}
          onChange={(next, settled) => {
            setRooms(next);
            if (settled) post(filters, next);
          }}
        />
      </div>
      <button type="submit" className="button button--primary global-search__submit" aria-live="polite">
        {submitLabel}
      </button>
      {failed ? (
        <p className="global-search__hint" role="status">
          {filtersCall.data && "error" in filtersCall.data ? t("form.filtersError") : t("form.countError")}
        </p>
      ) : null}
    </Form>
  );
}

/** The chosen destinations as the visitor sees them: a chosen parent stands for its children. */
function chosenOptions(options: GsOption[]): GsOption[] {
  return options.flatMap((option) => (option.selected ? [option] : chosenOptions(option.options)));
}
