import type { ReactNode } from "react";
import type { ConfiguredOffer } from "../../../server/contract/configurator";
import { selectionQuery, type ConfiguratorState } from "../../lib/hotel/card-params";
import { useTranslation } from "../../lib/i18n/translations";
import type { Locale } from "../../lib/i18n/config";
import { FullScreenPanel } from "../ui/FullScreenPanel";
import { RoomChoice, BoardChoice } from "./configurator/RoomChoice";
import { currentSelection, selectionLinks } from "./configurator/selection-links";
import { isKeptDate, TripFields } from "./configurator/TripFields";
import { SectionLinks, TripTypeTabs } from "./configurator/TripTypeTabs";
import { useConfigurator } from "./configurator/use-configurator";
import { PartyFields } from "./PartyFields";
import { PriceCalendar } from "./PriceCalendar";

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
  /** The hotel takes adults only (ADULTS_ONLY): a party with a child is told why it has no room. */
  adultsOnly: boolean;
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
 * place (use-configurator.ts), keeps the URL in step, and shows the loading and error states.
 */
export function OfferConfigurator(props: ConfiguratorProps) {
  const { locale, cardPath, selfHref, fullPrice, renderOffer } = props;
  const { t } = useTranslation(["search"]);
  const { state, offer, part, hydrated, loading, failed, navigate, onFormChange } = useConfigurator(props);
  const { configurator, party } = state;
  const base = currentSelection(state);
  if (!configurator || !base) {
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
  const { href, linkTo } = selectionLinks(cardPath, base, fullPrice, hydrated ? navigate : undefined);
  const updating = loading && part === "all";
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
        <TripTypeTabs tripTypes={configurator.tripTypes} selected={selected.tripType} linkTo={linkTo} />
        <SectionLinks hydrated={hydrated} />
        {updating ? (
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
            <TripFields configurator={configurator} />
            <PartyFields idPrefix="cfg" party={party} />
          </fieldset>
          <BoardChoice configurator={configurator} />
          <RoomChoice
            configurator={configurator}
            fullPrice={fullPrice}
            people={party.adultsCount + party.children.length}
            keptDate={isKeptDate(configurator)}
            adultsOnly={props.adultsOnly}
            state={failed ? "error" : updating ? "loading" : "loaded"}
            linkTo={linkTo}
          />
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
