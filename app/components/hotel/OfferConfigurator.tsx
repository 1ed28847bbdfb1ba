import { useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "../../lib/i18n/translations";
import type { ConfiguredOffer } from "../../../server/contract/configurator";
import { formatDisplayDate } from "../../lib/dates";
import { selectionQuery, type ConfiguratorState } from "../../lib/hotel/card-params";
import { takeSnapshot } from "../../lib/pre-hydration";
import type { Locale } from "../../lib/i18n/config";
import { formatPrice } from "../../lib/price";
import { useLiveCall } from "../search/use-live-call";
import { FullScreenPanel } from "../ui/FullScreenPanel";
import { PartyFields } from "./PartyFields";
import { PriceCalendar } from "./PriceCalendar";

/** Trip types without a flight: no airport and no hour (spec §9). */
const NO_FLIGHT = new Set(["DW", "NR"]);

export interface ConfiguratorProps {
  initial: ConfiguratorState;
  locale: Locale;
  /** The card's path without an offer segment: the form's action. */
  cardPath: string;
  /** This page's own URL (path and query), to try again. */
  selfHref: string;
  /** The resource route the configurator loads from with JavaScript. */
  resourcePath: string;
  hotelCode: string;
  fullPrice: boolean;
  /** The selected offer, rendered below the form (it receives the current one). */
  renderOffer: (offer: ConfiguredOffer, query: URLSearchParams) => ReactNode;
  onOffer?: ((offer: ConfiguredOffer) => void) | undefined;
}

/**
 * The hotel card's offer configurator (spec §3, §4): trip-type tabs, participants and date, board,
 * room choice, the lowest-price calendar and the selected offer. Without JavaScript it is one GET
 * form and links: every choice renders the card again with the API's nearest bookable selection, so
 * an impossible combination is never offered. With JavaScript each change loads the configurator in
 * place (one call in flight), keeps the URL in step, and shows the loading and error states.
 */
export function OfferConfigurator({
  initial,
  locale,
  cardPath,
  selfHref,
  resourcePath,
  hotelCode,
  fullPrice,
  renderOffer,
  onOffer,
}: ConfiguratorProps) {
  const { t } = useTranslation(["search", "common"]);
  const [live, setLive] = useState<ConfiguratorState | null>(null);
  const [part, setPart] = useState<"all" | "calendar">("all");
  const [hydrated, setHydrated] = useState(false);
  const [call, run] = useLiveCall("configurator");
  const formRef = useRef<HTMLFormElement>(null);
  const state = live ?? initial;
  const { configurator, party } = state;
  const loading = call.state === "loading";
  const failed = Boolean(call.data && "error" in call.data);

  const offer = configurator?.offer ?? null;
  useEffect(() => {
    if (offer && onOffer) onOffer(offer);
    // The event is about the offer shown, once per offer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offer?.offerCode, offer?.fullPrice]);

  const load = async (query: string, what: "all" | "calendar") => {
    setPart(what);
    const params = new URLSearchParams(query);
    params.set("hotel", hotelCode);
    const answer = await run(`${resourcePath}?${params.toString()}`);
    if (!answer) return;
    setLive(answer);
    params.delete("hotel");
    window.history.replaceState(window.history.state, "", `${cardPath}?${params.toString()}`);
  };
  useEffect(() => {
    setHydrated(true);
    // A choice made before the page hydrated is taken up, not lost (app/lib/pre-hydration.ts).
    const before = takeSnapshot("configurator");
    if (before !== undefined) {
      void load(before, "all");
    }
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const navigate = (href: string, what: "all" | "calendar") =>
    void load(new URL(href, window.location.href).search.slice(1), what);
  const onFormChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const fields = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    void load(fields.toString(), "all");
  };

  if (!configurator) {
    return (
      <section className="configurator" aria-labelledby="configurator-title" data-state="error">
        <h2 id="configurator-title">{t("configurator.title")}</h2>
        <p role="alert">{t("configurator.error")}</p>
        <p>
          <a href={selfHref}>{t("configurator.retry")}</a>
        </p>
      </section>
    );
  }

  const selected = configurator.meta.selectedValues;
  const base = {
    tripType: selected.tripType,
    airportCode: selected.airportCode,
    startDate: selected.startDate,
    duration: selected.durationFrom,
    boardCode: selected.boardCode,
    roomCode: selected.roomCode,
    adultsCount: party.adultsCount,
    childrenBirthDates: party.children.filter((_, index) => !party.flagged.includes(index)),
  };
  const href = (changes: Partial<typeof base>, month?: string) =>
    `${cardPath}?${selectionQuery({ ...base, ...changes }, { fullPrice, month }).toString()}`;
  const linkTo = (changes: Partial<typeof base>) => ({
    href: href(changes),
    onClick: (event: MouseEvent) => {
      if (!hydrated) return;
      event.preventDefault();
      navigate(href(changes), "all");
    },
  });
  const flying = selected.tripType ? !NO_FLIGHT.has(selected.tripType) : false;
  const people = party.adultsCount + party.children.length;
  const dates = configurator.matrix.dates;
  const keptDate = selected.startDate && !dates.some((d) => d.date === selected.startDate);
  const price = (perPerson: number) => formatPrice(perPerson);

  return (
    <section
      className="configurator"
      aria-labelledby="configurator-title"
      aria-busy={loading}
      data-state={failed ? "error" : loading ? "loading" : "loaded"}
    >
      <h2 id="configurator-title">{t("configurator.title")}</h2>
      {configurator.meta.requestedOfferUnavailable ? (
        <p className="notice" role="status">
          {t("configurator.requestedUnavailable")}
        </p>
      ) : null}
      <FullScreenPanel view="configurator" id="configurator" label={t("configurator.open")}>
        {configurator.tripTypes.length > 1 ? (
          <nav className="configurator__tabs" aria-label={t("configurator.tabs")}>
            <ul>
              {configurator.tripTypes.map((type) => (
                <li key={type}>
                  <a
                    {...linkTo({
                      tripType: type,
                      airportCode: undefined,
                      startDate: undefined,
                      duration: undefined,
                      boardCode: undefined,
                      roomCode: undefined,
                    })}
                    aria-current={type === selected.tripType ? "page" : undefined}
                    rel="nofollow"
                  >
                    {t(`tripTypes.${type}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <nav className="configurator__sections" aria-label={t("configurator.sectionsLabel")}>
          {(["participantsAndDate", "roomChoice"] as const).map((section) => (
            <a
              key={section}
              href={`#${section}`}
              onClick={(event) => {
                // With JavaScript the view is open by state, not by the fragment: scroll without one.
                if (!hydrated) return;
                event.preventDefault();
                document.getElementById(section)?.scrollIntoView();
              }}
            >
              {t(`configurator.sections.${section}`)}
            </a>
          ))}
        </nav>
        {loading && part === "all" ? (
          <p role="status" className="configurator__status">
            {t("configurator.updating")}
          </p>
        ) : null}
        {failed ? (
          <p role="alert" className="configurator__status">
            {t("configurator.updateError")}
          </p>
        ) : null}
        <form
          ref={formRef}
          data-keep-input="configurator"
          method="get"
          action={cardPath}
          className="configurator__form"
          onChange={onFormChange}
          onSubmit={(event) => {
            event.preventDefault();
            onFormChange(event);
          }}
        >
          {selected.tripType ? <input type="hidden" name="tripType" value={selected.tripType} /> : null}
          {fullPrice ? <input type="hidden" name="fullPrice" value="true" /> : null}
          <fieldset id="participantsAndDate" className="configurator__group">
            <legend>{t("configurator.sections.participantsAndDate")}</legend>
            {flying && configurator.matrix.airports.length > 0 ? (
              <p className="field">
                <label htmlFor="cfg-airport">{t("configurator.airport")}</label>
                <select
                  id="cfg-airport"
                  name="airport"
                  defaultValue={selected.airportCode ?? ""}
                  key={`a${selected.airportCode}`}
                >
                  {configurator.matrix.airports.map((airport) => (
                    <option key={airport.code} value={airport.code}>
                      {airport.name} ({airport.code})
                    </option>
                  ))}
                </select>
              </p>
            ) : null}
            {configurator.matrix.durations.length > 0 ? (
              <p className="field">
                <label htmlFor="cfg-nights">{t("configurator.nights")}</label>
                <select
                  id="cfg-nights"
                  name="nights"
                  defaultValue={selected.durationFrom ?? ""}
                  key={`n${selected.durationFrom}`}
                >
                  {configurator.matrix.durations.map((nights) => (
                    <option key={nights} value={nights}>
                      {t("common:plurals.nights", { count: nights })}
                    </option>
                  ))}
                </select>
              </p>
            ) : null}
            {dates.length > 0 || keptDate ? (
              <p className="field">
                <label htmlFor="cfg-date">{t("configurator.date")}</label>
                <select
                  id="cfg-date"
                  name="date"
                  defaultValue={selected.startDate ?? ""}
                  key={`d${selected.startDate}`}
                >
                  {keptDate && selected.startDate ? (
                    <option value={selected.startDate}>
                      {t("configurator.dateNoRoom", { date: formatDisplayDate(selected.startDate) })}
                    </option>
                  ) : null}
                  {dates.map((date) => (
                    <option key={date.date} value={date.date}>
                      {t("configurator.dateOption", {
                        date: formatDisplayDate(date.date),
                        price: price(date.pricePerPerson),
                      })}
                    </option>
                  ))}
                </select>
              </p>
            ) : null}
            <PartyFields idPrefix="cfg" party={party} />
          </fieldset>
          {configurator.matrix.boardTypes.length > 0 ? (
            <fieldset className="configurator__group">
              <legend>{t("configurator.board")}</legend>
              {configurator.matrix.boardTypes.map((board) => (
                <label key={board.code} className="choice">
                  <input
                    type="radio"
                    name="board"
                    value={board.code}
                    defaultChecked={board.selected}
                    key={`${board.code}-${board.selected}`}
                  />{" "}
                  {t(`boards.${board.code}`, { defaultValue: board.code })} –{" "}
                  {t("configurator.fromPerPerson", { price: price(board.pricePerPerson) })}
                </label>
              ))}
            </fieldset>
          ) : null}
          <fieldset
            id="roomChoice"
            className="configurator__group"
            data-state={failed ? "error" : loading && part === "all" ? "loading" : "loaded"}
          >
            <legend>{t("configurator.sections.roomChoice")}</legend>
            {configurator.rooms.map((room) => (
              <label key={room.roomCode} className="choice">
                <input
                  type="radio"
                  name="room"
                  value={room.roomCode}
                  defaultChecked={room.selected}
                  key={`${room.roomCode}-${room.selected}-${room.offerCode}`}
                />{" "}
                {t(`roomNames.${room.roomCode}`, { defaultValue: room.roomCode })} ·{" "}
                {t("hotel.roomFor", { adults: room.maxAdults, people: room.maxPax })} –{" "}
                {fullPrice
                  ? formatPrice(room.fullPrice)
                  : t("configurator.perPerson", { price: price(room.pricePerPerson) })}
              </label>
            ))}
            {configurator.rooms.length === 0 ? (
              configurator.hints.length > 0 ? (
                <div className="configurator__hints" role="status">
                  <p>
                    {keptDate && selected.startDate
                      ? t("configurator.hints.noRoomOnDate", {
                          date: formatDisplayDate(selected.startDate),
                          people: t("people", { count: people }),
                        })
                      : t("configurator.hints.title")}
                  </p>
                  <ul>
                    {configurator.hints.map((hint) => (
                      <li key={`${hint.date}-${hint.duration}-${hint.airportCode}`}>
                        <a
                          {...linkTo({
                            startDate: hint.date,
                            duration: hint.duration,
                            airportCode: hint.airportCode,
                            roomCode: hint.roomCode,
                            boardCode: undefined,
                          })}
                          rel="nofollow"
                        >
                          {t("configurator.hints.option", {
                            date: formatDisplayDate(hint.date),
                            nights: t("common:plurals.nights", { count: hint.duration }),
                            price: price(hint.pricePerPerson),
                          })}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <p role="status" className="configurator__hints">
                  {t("configurator.hints.none", { people: t("people", { count: people }) })}
                </p>
              )
            ) : null}
          </fieldset>
          <button type="submit" className="button">
            {t("configurator.update")}
          </button>
        </form>
        {selected.durationFrom ? (
          <PriceCalendar
            calendar={state.calendar}
            error={state.calendarError || (failed && part === "calendar")}
            loading={loading && part === "calendar"}
            selectedDate={offer ? selected.startDate : null}
            locale={locale}
            dayHref={(date) => href({ startDate: date })}
            monthHref={(month) => href({}, month)}
            onNavigate={hydrated ? navigate : undefined}
          />
        ) : null}
      </FullScreenPanel>
      {offer ? renderOffer(offer, selectionQuery(base, { fullPrice })) : null}
    </section>
  );
}
