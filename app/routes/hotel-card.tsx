import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "../components/layout/Breadcrumbs";
import { ApiError } from "../lib/api/errors";
import { getHotelCard } from "../lib/api/hotels.server";
import { pageError } from "../lib/api/page-errors.server";
import { validCoordinates } from "../lib/coordinates";
import { localizePath, sameInEveryLocale } from "../lib/i18n/config";
import { i18next } from "../lib/i18n/i18next.server";
import { plural, type PluralForms } from "../lib/plural";
import { requestContext } from "../lib/request-context.server";
import { LISTING_ROOT, TYPE_SLUGS } from "../lib/search/listing-url";

export const handle = { i18n: ["common", "search"] };

/**
 * The hotel card (spec §2 /vacante/:hotelCardPath): everything about the hotel. The offer
 * configurator, the offer segment of the path and the card's query parameters come with the rest of
 * issue 4; until then the card links to the hotel's listings. An unknown hotel is the 404 page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const context = await requestContext(request);
  const { api, locale } = context;
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  const slug = segments[0] ?? "";
  if (segments.length !== 1 || !/^[a-z0-9-]{1,160}$/.test(slug)) throw data(null, { status: 404 });
  try {
    const hotel = await getHotelCard(api, slug, locale).catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        throw data(null, { status: 404 });
      }
      throw error;
    });
    if (!hotel) throw data(null, { status: 503 });
    const common = await i18next.getFixedT(locale, "common");
    const t = await i18next.getFixedT(locale, "search");
    const places = [hotel.country, hotel.region, hotel.resort];
    const listing = (type: keyof typeof TYPE_SLUGS, depth: number) =>
      localizePath(
        locale,
        [LISTING_ROOT, ...places.slice(0, depth).map((p) => p.slug), `oferty-${TYPE_SLUGS[type]}`].join("/"),
      );
    const mainType = hotel.tripTypes[0] ?? (hotel.season === "WINTER" ? "NR" : "WS");
    return data(
      {
        locale,
        hotel,
        title: `${hotel.name} – ${hotel.resort.name}, ${hotel.country.name}`,
        breadcrumbs: [
          { label: common("site.home"), url: localizePath(locale, "/") },
          ...places.map((place, depth) => ({ label: place.name, url: listing(mainType, depth + 1) })),
          { label: hotel.name, url: localizePath(locale, hotel.hotelUrl) },
        ],
        offers: hotel.tripTypes.map((type) => ({
          type,
          label: t(`tripTypes.${type}`),
          url: listing(type, 3),
        })),
        alternates: sameInEveryLocale(hotel.hotelUrl),
      },
      { headers: await context.commit() },
    );
  } catch (error) {
    throw pageError(error);
  }
}

export default function HotelCardPage() {
  const { locale, hotel, breadcrumbs, offers } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["search", "common"]);
  const forms = (key: string) => t(key, { returnObjects: true }) as PluralForms;
  const map = validCoordinates(hotel.coordinates.latitude, hotel.coordinates.longitude);
  const tour = hotel.type === "TOUR";
  return (
    <article className="hotel-card" aria-labelledby="hotel-name">
      <Breadcrumbs items={breadcrumbs} />
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
          {plural(locale, hotel.tripAdvisor.reviewCount, forms("search:card.reviews"))}
        </p>
        <p>
          {t("search:hotel.season")}: {t(`search:hotel.seasons.${hotel.season}`)}
          {hotel.virtualSeason ? ` (${hotel.virtualSeason.replace(/^\D+/, "")})` : ""}
        </p>
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
      <section aria-labelledby="hotel-offers" className="hotel-card__offers">
        <h2 id="hotel-offers">{t("search:hotel.offers")}</h2>
        {offers.length === 0 ? (
          <p>{t("search:hotel.noOffers")}</p>
        ) : (
          <>
            <p>{t("search:hotel.offersSoon")}</p>
            <ul>
              {offers.map((offer) => (
                <li key={offer.type}>
                  <Link to={offer.url}>{t("search:hotel.seeOffers", { type: offer.label })}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="hotel-about">
        <h2 id="hotel-about">{tour ? t("search:hotel.aboutTour") : t("search:hotel.about")}</h2>
        <p>{hotel.description}</p>
      </section>
      {hotel.tourPlan ? (
        <section aria-labelledby="hotel-plan">
          <h2 id="hotel-plan">{t("search:hotel.tourPlan")}</h2>
          <ol className="hotel-card__plan">
            {hotel.tourPlan.map((step) => (
              <li key={step.day}>
                <strong>{t("search:hotel.day", { day: step.day })}:</strong> {step.title}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {hotel.slopeImageUrl ? (
        <section aria-labelledby="hotel-slope">
          <h2 id="hotel-slope">{t("search:hotel.slope")}</h2>
          <img
            src={`${hotel.slopeImageUrl}?w=720&h=320`}
            alt={t("search:hotel.slopeAlt", { hotel: hotel.name })}
            width={720}
            height={320}
            loading="lazy"
          />
        </section>
      ) : null}
      <section aria-labelledby="hotel-facilities">
        <h2 id="hotel-facilities">{t("search:hotel.facilities")}</h2>
        <ul>
          {hotel.facilities.map((code) => (
            <li key={code}>{t(`search:facilities.${code}`)}</li>
          ))}
        </ul>
        <h3>{t("search:hotel.boards")}</h3>
        <ul>
          {hotel.boardCodes.map((code) => (
            <li key={code}>{t(`search:boards.${code}`)}</li>
          ))}
        </ul>
        <h3>{t("search:hotel.rooms")}</h3>
        <ul>
          {hotel.rooms.map((room) => (
            <li key={room.roomCode}>
              {t("search:hotel.roomFor", { adults: room.maxAdults, people: room.maxPax })}
            </li>
          ))}
        </ul>
      </section>
      {map ? (
        <section aria-labelledby="hotel-location">
          <h2 id="hotel-location">{t("search:hotel.location")}</h2>
          <p>
            <a
              href={`https://www.openstreetmap.org/?mlat=${map.latitude}&mlon=${map.longitude}#map=14/${map.latitude}/${map.longitude}`}
              rel="noreferrer nofollow"
            >
              {t("search:hotel.map")}
            </a>
          </p>
        </section>
      ) : null}
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page ? [{ title: page.title }, { name: "description", content: page.hotel.shortDescription }] : [];
