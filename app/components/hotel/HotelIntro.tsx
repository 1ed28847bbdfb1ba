import type { ReactNode } from "react";
import type { HotelDetails } from "../../../server/contract/hotel";
import { useTranslation } from "../../lib/i18n/translations";

/** The hotel card's head: name, stars, place, rating, season, (the wishlist button) and the photos. */
export function HotelIntro({ hotel, children }: { hotel: HotelDetails; children: ReactNode }) {
  const { t } = useTranslation(["search"]);
  return (
    <>
      <header className="hotel-card__header">
        <h1 id="hotel-name">{hotel.name}</h1>
        <p className="offer-card__stars">
          <span aria-hidden="true">{"★".repeat(hotel.stars)}</span>
          <span className="visually-hidden">{t("search:card.starsLabel", { count: hotel.stars })}</span>
        </p>
        <p>
          {hotel.resort.name}, {hotel.region.name}, {hotel.country.name}
        </p>
        <p>
          {t("search:card.rating", { rating: hotel.tripAdvisor.rating.toFixed(1) })} ·{" "}
          {t("search:card.reviews", { count: hotel.tripAdvisor.reviewCount })}
        </p>
        <p>
          {t("search:hotel.season")}: {t(`search:hotel.seasons.${hotel.season}`)}
          {hotel.virtualSeason ? ` (${hotel.virtualSeason.replace(/^\D+/, "")})` : ""}
        </p>
        {children}
      </header>
      <section aria-labelledby="hotel-gallery">
        <h2 id="hotel-gallery">{t("search:hotel.gallery")}</h2>
        <ul className="hotel-card__gallery">
          {hotel.images.map((url, index) => (
            <li key={url}>
              <img
                src={`${url}?w=480&h=320`}
                alt={t("search:hotel.photo", { hotel: hotel.name, number: index + 1 })}
                width={480}
                height={320}
                loading={index === 0 ? "eager" : "lazy"}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
