import { useTranslation } from "../../lib/i18n/translations";
import type { ConfiguredOffer } from "../../../server/contract/configurator";
import { airlineName, formatFlightNumber } from "../../lib/airlines";
import { formatDisplayDate } from "../../lib/dates";
import { usePriceWords } from "../../lib/party-price";
import { formatPrice } from "../../lib/price";

/**
 * The offer the configurator found (spec §4): dates, flights with times and airline (none for DW
 * and NR, spec §9), board, room, the price per person and the party's total, and the way on.
 */
export function SelectedOffer({
  offer,
  fullPrice,
  bookUrl,
  offerUrl,
  bidding = false,
  children,
}: {
  offer: ConfiguredOffer;
  fullPrice: boolean;
  /** Without one (the checkout page itself) there is no book button. */
  bookUrl?: string | undefined;
  offerUrl: string;
  bidding?: boolean;
  /** Further actions (the wishlist form). */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation(["search", "common"]);
  const words = usePriceWords({
    adults: offer.participants.adultsCount,
    children: offer.participants.childrenBirthDates.length,
  });
  const showFull = fullPrice || offer.fullPriceOnly;
  const flights = [
    { label: t("configurator.offer.outbound"), flight: offer.departureFlight },
    { label: t("configurator.offer.return"), flight: offer.returnFlight },
  ];
  return (
    <section className="selected-offer" aria-labelledby="selected-offer-title" id="selected-offer">
      <h3 id="selected-offer-title">{t("configurator.offer.title")}</h3>
      <dl className="selected-offer__facts">
        <Fact term={t("configurator.offer.dates")}>
          {formatDisplayDate(offer.date)} – {formatDisplayDate(offer.returnDate)} (
          {t("common:plurals.nights", { count: offer.duration })})
        </Fact>
        {offer.departureFlight ? (
          flights.map(({ label, flight }) =>
            flight ? (
              <Fact key={label} term={label}>
                {t("configurator.offer.flight", {
                  date: formatDisplayDate(flight.departureDate),
                  time: flight.departureTime,
                  from: flight.departureAirport,
                  number: formatFlightNumber(flight.airLineCode, flight.flightNumber),
                  airline: airlineName(flight.airLineCode),
                })}
                {flight.arrivalTime && flight.arrivalDate
                  ? `, ${t(
                      flight.arrivalDate === flight.departureDate
                        ? "configurator.offer.arrival"
                        : "configurator.offer.arrivalOnDate",
                      {
                        date: formatDisplayDate(flight.arrivalDate),
                        time: flight.arrivalTime,
                        airport: flight.arrivalAirport,
                      },
                    )}`
                  : null}
              </Fact>
            ) : null,
          )
        ) : (
          <Fact term={t("configurator.offer.transport")}>{t("card.byOwnTransport")}</Fact>
        )}
        <Fact term={t("configurator.board")}>
          {t(`boards.${offer.boardCode}`, { defaultValue: offer.boardCode })}
        </Fact>
        <Fact term={t("configurator.room")}>{offer.roomName}</Fact>
        <Fact term={t("form.participants")}>{words.partyText}</Fact>
      </dl>
      <p className="selected-offer__price">
        <strong data-testid="offer-price">
          {showFull ? formatPrice(offer.fullPrice) : formatPrice(offer.pricePerPerson)}
        </strong>{" "}
        {showFull ? t("price.full") : words.unit}
      </p>
      {showFull ? (
        <p data-testid="offer-per-person">
          {formatPrice(offer.pricePerPerson)} {words.unit}
        </p>
      ) : null}
      <PriceBreakdown offer={offer} />
      <p data-testid="offer-total">{words.total(formatPrice(offer.fullPrice))}</p>
      {offer.discount > 0 ? (
        <p>
          {t("price.was")}: <s>{formatPrice(offer.originalFullPrice)}</s> ·{" "}
          {t("price.save", { amount: formatPrice(offer.discount) })}
        </p>
      ) : null}
      {offer.fullPriceOnly ? <p>{t("price.fullOnly")}</p> : null}
      <div className="selected-offer__actions">
        {bookUrl ? (
          <a className="button button--primary" href={bookUrl}>
            {t("configurator.offer.book")}
          </a>
        ) : null}
        {children}
      </div>
      {bidding ? (
        <div className="selected-offer__quote">
          <h4>{t("configurator.bidding.title")}</h4>
          <p>{t("configurator.bidding.text")}</p>
          <p>
            <a href={offerUrl}>{offerUrl}</a>
          </p>
        </div>
      ) : (
        <p>
          <a href={offerUrl}>{t("configurator.offer.link")}</a>
        </p>
      )}
    </section>
  );
}

/**
 * What each traveller pays, so the total can be checked: adults at the per-person price, each child
 * at the price for their age on the departure day. Only for a party with children (for adults alone
 * the total is the per-person price times the party).
 */
function PriceBreakdown({ offer }: { offer: ConfiguredOffer }) {
  const { t } = useTranslation(["search", "common"]);
  const children = offer.priceLines.filter((line) => line.passengerType !== "ADULT");
  if (children.length === 0) return null;
  const adults = offer.priceLines.length - children.length;
  return (
    <div className="selected-offer__breakdown">
      <h4 id="price-breakdown-title">{t("price.breakdown")}</h4>
      <ul aria-labelledby="price-breakdown-title" data-testid="offer-breakdown">
        {adults > 0 ? (
          <li>
            {t("price.adults", {
              adults: t("common:plurals.adults", { count: adults }),
              price: formatPrice(offer.pricePerPerson),
            })}
          </li>
        ) : null}
        {children.map((line, index) =>
          line.passengerType === "INFANT" ? (
            <li key={index}>{t("price.infant", { price: formatPrice(line.price) })}</li>
          ) : (
            <li key={index}>{t("price.child", { count: line.age ?? 0, price: formatPrice(line.price) })}</li>
          ),
        )}
      </ul>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
