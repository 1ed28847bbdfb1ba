import { Link } from "@remix-run/react";
import { useTranslation } from "../../lib/i18n/translations";
import type { OfferSummary } from "../../../server/contract/search";
import { formatDisplayDate } from "../../lib/dates";
import { localizePath, type Locale } from "../../lib/i18n/config";
import { usePriceWords } from "../../lib/party-price";
import { formatPrice } from "../../lib/price";
import { WishlistButton } from "../wishlist/WishlistButton";

/** One hotel in a listing: photo, name, stars, place, rating, board, date, duration, airport, price. */
export function OfferCard({
  offer,
  locale,
  fullPrice,
  updated = false,
  searchQuery,
  inWishlist,
  party,
  returnTo,
}: {
  offer: OfferSummary;
  locale: Locale;
  fullPrice: boolean;
  /** The price changed since the page loaded (spec §4 price updates). */
  updated?: boolean;
  /** The listing's search, which the hotel card takes up as `q`. */
  searchQuery: string;
  inWishlist: boolean;
  party: { adultsCount: number; childrenBirthDates: string[] };
  /** The listing's URL, where the wishlist form brings the visitor back without JavaScript. */
  returnTo: string;
}) {
  const { t } = useTranslation(["search", "common"]);
  const words = usePriceWords(offer.participants);
  // Ryanair offers are sold at the full price only (spec §9).
  const showFull = fullPrice || offer.fullPriceOnly;
  const shown = showFull ? offer.fullPrice : offer.pricePerPerson;
  const original = showFull
    ? offer.originalFullPrice
    : offer.originalFullPrice * (offer.pricePerPerson / offer.fullPrice);
  // The card opens on this very offer, for the listing's party and search (spec §2).
  const cardQuery = new URLSearchParams({ clickedLink: "listing" });
  if (searchQuery) cardQuery.set("q", searchQuery);
  const cardUrl = `${localizePath(locale, `/vacante/${offer.hotel.slug}/${offer.offerCode}`)}?${cardQuery}`;
  return (
    <article className="offer-card" aria-labelledby={`offer-${offer.offerCode}`}>
      <img
        className="offer-card__photo"
        src={`${offer.hotel.imageUrl}?w=360&h=240`}
        alt={t("search:card.photo", { hotel: offer.hotel.name })}
        width={360}
        height={240}
        loading="lazy"
      />
      <div className="offer-card__body">
        <h3 id={`offer-${offer.offerCode}`} className="offer-card__name">
          <Link to={cardUrl}>{offer.hotel.name}</Link>
        </h3>
        <p className="offer-card__stars">
          <span aria-hidden="true">{"★".repeat(offer.hotel.stars)}</span>
          <span className="visually-hidden">{t("search:card.starsLabel", { count: offer.hotel.stars })}</span>
        </p>
        <p className="offer-card__place">{offer.hotel.place}</p>
        <p className="offer-card__rating">
          <span>{t("search:card.rating", { rating: offer.hotel.rating.toFixed(1) })}</span>
          {" · "}
          <span>{t("search:card.reviews", { count: offer.hotel.reviewCount })}</span>
        </p>
        <ul className="offer-card__facts">
          <li>{t(`search:boards.${offer.boardCode}`)}</li>
          <li>
            {t("search:card.departure", { date: formatDisplayDate(offer.departureDate) })},{" "}
            {t("common:plurals.nights", { count: offer.duration })}
          </li>
          <li>
            {offer.departureFlight
              ? t("search:card.from", { airport: offer.departureFlight.departureAirport })
              : t("search:card.byOwnTransport")}
            {offer.departureTime ? ` · ${offer.departureTime}` : ""}
          </li>
        </ul>
      </div>
      <div className="offer-card__price">
        <p className="offer-card__price-label">{showFull ? t("search:price.full") : words.label}</p>
        {offer.discount > 0 ? (
          <p className="offer-card__was">
            <span className="visually-hidden">{t("search:price.was")}: </span>
            <s>{formatPrice(original)}</s>
          </p>
        ) : null}
        <p className="offer-card__amount">{formatPrice(shown)}</p>
        {updated ? (
          <p className="offer-card__updated" role="status">
            {t("search:listing.priceUpdated")}
          </p>
        ) : null}
        {showFull ? (
          <p className="offer-card__party">{words.partyText}</p>
        ) : (
          <p className="offer-card__total">{words.total(formatPrice(offer.fullPrice))}</p>
        )}
        {offer.discount > 0 ? (
          <p className="offer-card__save">
            {t("search:price.save", { amount: formatPrice(offer.discount) })}
          </p>
        ) : null}
        {offer.fullPriceOnly ? <p className="offer-card__flag">{t("search:price.fullOnly")}</p> : null}
        <WishlistButton
          locale={locale}
          hotelCode={offer.hotel.code}
          offerCode={offer.offerCode}
          party={party}
          inList={inWishlist}
          label={offer.hotel.name}
          returnTo={returnTo}
        />
      </div>
    </article>
  );
}
