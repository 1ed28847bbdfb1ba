import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import { takesParty } from "../../server/contract/rules";
import { useTranslation } from "../lib/i18n/translations";
import { HotelDetailsSections } from "../components/hotel/HotelDetailsSections";
import { HotelIntro } from "../components/hotel/HotelIntro";
import { HotelMap } from "../components/hotel/map/HotelMap";
import { OfferConfigurator } from "../components/hotel/OfferConfigurator";
import { SelectedOffer } from "../components/hotel/SelectedOffer";
import { WishlistButton } from "../components/wishlist/WishlistButton";
import { wishlistKeySet } from "../lib/api/wishlist.server";
import { wishlistKey } from "../lib/wishlist";
import { Breadcrumbs } from "../components/layout/Breadcrumbs";
import { FullScreenViews } from "../components/ui/FullScreenPanel";
import { PartBoundary } from "../components/ui/PartBoundary";
import { ApiError } from "../lib/api/errors";
import { getHotelCard, getHotelNearby } from "../lib/api/hotels.server";
import { pageError } from "../lib/api/page-errors.server";
import { OFFER_SEGMENT, readCardParams } from "../lib/hotel/card-params";
import { hotelJsonLd } from "../lib/hotel/json-ld";
import { mapViewsHref, readMapViews } from "../lib/hotel/map-views";
import { loadConfigurator } from "../lib/hotel/load-configurator.server";
import { localizePath, sameInEveryLocale } from "../lib/i18n/config";
import { i18next } from "../lib/i18n/i18next.server";
import { useNonce } from "../lib/nonce";
import { requestContext } from "../lib/request-context.server";
import { LISTING_ROOT, TYPE_SLUGS } from "../lib/search/listing-url";
import type { loader as rootLoader } from "../root";

const SLUG = /^[a-z0-9-]{1,160}$/;

/**
 * The hotel card (spec §2 /vacante/:hotelCardPath): everything about the hotel and the offer
 * configurator. One more path segment, the trip type and offer code ("WS-H00012-…"), preselects that
 * offer; the query carries the configurator's choices and the options of spec §2 (q, fullPrice,
 * bidding/ofertowanie, scrollTo, promotedUpsellCodes, clickedLink, childrenBirthDates,
 * catalogVersion). An unknown hotel or a malformed segment is the 404 page; an offer no longer sold
 * shows the nearest one with a notice.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const context = await requestContext(request);
  const { api, locale } = context;
  const url = new URL(request.url);
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  const [slug = "", offerSegment] = segments;
  if (
    segments.length > 2 ||
    !SLUG.test(slug) ||
    (offerSegment !== undefined && !OFFER_SEGMENT.test(offerSegment))
  ) {
    throw data(null, { status: 404 });
  }
  const { wish, options } = readCardParams(url.searchParams);
  if (options.scrollTo) {
    // Without JavaScript the browser scrolls to a fragment: the parameter becomes one.
    url.searchParams.delete("scrollTo");
    throw redirect(`${url.pathname}${url.search}#${options.scrollTo}`);
  }
  if (offerSegment) wish.offerCode = offerSegment;
  try {
    const hotel = await getHotelCard(api, slug, locale).catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        throw data(null, { status: 404 });
      }
      throw error;
    });
    if (!hotel) throw data(null, { status: 503 });
    const [configurator, wishlist, nearby] = await Promise.all([
      loadConfigurator(api, locale, hotel, wish, options),
      wishlistKeySet(context),
      // The map is one part of the card: without its places the card shows no map button.
      getHotelNearby(api, hotel.slug, locale).catch(() => null),
    ]);
    const mapAsked = readMapViews(url.searchParams);
    /** The card's own URL without the map's views (which other links must not carry). */
    const cardHref = mapViewsHref(`${url.pathname}${url.search}`, [], null);
    const common = await i18next.getFixedT(locale, "common");
    const t = await i18next.getFixedT(locale, "search");
    const places = [hotel.country, hotel.region, hotel.resort];
    const listing = (type: keyof typeof TYPE_SLUGS, depth: number) =>
      localizePath(
        locale,
        [LISTING_ROOT, ...places.slice(0, depth).map((p) => p.slug), `oferty-${TYPE_SLUGS[type]}`].join("/"),
      );
    const mainType = hotel.tripTypes[0] ?? (hotel.season === "WINTER" ? "NR" : "WS");
    const cardPath = localizePath(locale, hotel.hotelUrl);
    const offer = configurator.configurator?.offer ?? null;
    return data(
      {
        locale,
        hotel,
        /** The hotel takes no child (the API's rule): the configurator says so to a family. */
        adultsOnly: !takesParty(hotel.facilities, 1),
        configurator,
        options,
        cardPath,
        wishlist,
        /** Where the wishlist forms bring the visitor back without JavaScript. */
        returnTo: cardHref,
        map: nearby
          ? {
              nearby,
              views: mapAsked.views,
              place: nearby.places.some((place) => place.code === mapAsked.place) ? mapAsked.place : null,
            }
          : null,
        origin: url.origin,
        resourcePath: localizePath(locale, "/resources/configurator"),
        checkoutPath: localizePath(locale, "/checkout/rezervare"),
        chartPath: localizePath(locale, "/cele-mai-mici-preturi"),
        title: `${hotel.name} – ${hotel.resort.name}, ${hotel.country.name}`,
        breadcrumbs: [
          { label: common("site.home"), url: localizePath(locale, "/") },
          ...places.map((place, depth) => ({ label: place.name, url: listing(mainType, depth + 1) })),
          { label: hotel.name, url: cardPath },
        ],
        listings: hotel.tripTypes.map((type) => ({
          type,
          label: t(`tripTypes.${type}`),
          url: listing(type, 3),
        })),
        jsonLd: hotelJsonLd(hotel, offer, options.fullPrice, `${url.origin}${cardPath}`),
        alternates: sameInEveryLocale(hotel.hotelUrl),
        // The language switcher keeps the offer the visitor opened (its segment); hreflang does not.
        switcher: offerSegment ? sameInEveryLocale(`${hotel.hotelUrl}/${offerSegment}`) : undefined,
        noindex: options.staged,
      },
      { headers: await context.commit() },
    );
  } catch (error) {
    throw pageError(error);
  }
}

export default function HotelCardPage() {
  const page = useLoaderData<typeof loader>();
  const { locale, hotel, breadcrumbs, listings, configurator, options, cardPath } = page;
  const { t } = useTranslation(["search", "common"]);
  const nonce = useNonce();
  const location = useLocation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const statistics = Boolean(root?.analyticsEnabled && root.consent?.statistics);
  return (
    <FullScreenViews initial={page.map?.views}>
      <article className="hotel-card" aria-labelledby="hotel-name">
        <script
          type="application/ld+json"
          nonce={nonce}
          // The JSON is escaped for a script element (no "<" can close it).
          dangerouslySetInnerHTML={{ __html: JSON.stringify(page.jsonLd).replace(/</g, "\\u003c") }}
        />
        <Breadcrumbs items={breadcrumbs} />
        <HotelIntro hotel={hotel}>
          <WishlistButton
            locale={locale}
            hotelCode={hotel.code}
            party={{ adultsCount: configurator.party.adultsCount, childrenBirthDates: [] }}
            inList={page.wishlist.includes(wishlistKey(hotel.code))}
            label={hotel.name}
            returnTo={page.returnTo}
          />
        </HotelIntro>
        {hotel.tripTypes.length === 0 ? (
          <section aria-labelledby="hotel-offers">
            <h2 id="hotel-offers">{t("search:hotel.offers")}</h2>
            <p>{t("search:hotel.noOffers")}</p>
          </section>
        ) : (
          <PartBoundary part="configurator" retryHref={page.returnTo}>
            <OfferConfigurator
              // A new page (another hotel, or the form sent without JavaScript) starts from its loader.
              key={location.key}
              initial={configurator}
              locale={locale}
              cardPath={cardPath}
              selfHref={page.returnTo}
              resourcePath={page.resourcePath}
              hotelCode={hotel.code}
              adultsOnly={page.adultsOnly}
              fullPrice={options.fullPrice}
              onOffer={(offer) => {
                if (!statistics) return;
                // Analytics (spec §9): Offer Ready, when the configurator shows a bookable offer.
                const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
                layer.push({
                  event: "OfferReady",
                  hotelCode: hotel.code,
                  offerCode: offer.offerCode,
                  tripType: offer.tripType,
                  price: offer.fullPrice,
                  currency: offer.currency,
                  clickedLink: options.clickedLink ?? null,
                });
              }}
              renderOffer={(offer, query) => {
                const party = new URLSearchParams(
                  [...query].filter(([key]) => ["adults", "children", "childrenBirthDates"].includes(key)),
                );
                const book = new URLSearchParams(party);
                if (options.promotedUpsellCodes.length) {
                  book.set("promotedUpsellCodes", options.promotedUpsellCodes.join(","));
                }
                const partyQuery = party.toString();
                return (
                  <SelectedOffer
                    offer={offer}
                    fullPrice={options.fullPrice}
                    bidding={options.bidding}
                    bookUrl={`${page.checkoutPath}/${offer.offerCode}?${book.toString()}`}
                    offerUrl={`${page.origin}${cardPath}/${offer.offerCode}${partyQuery ? `?${partyQuery}` : ""}`}
                  >
                    <WishlistButton
                      locale={locale}
                      hotelCode={hotel.code}
                      offerCode={offer.offerCode}
                      party={offer.participants}
                      inList={page.wishlist.includes(wishlistKey(hotel.code, offer.offerCode))}
                      label={t("search:wishlist.offerLabel", { hotel: hotel.name })}
                      returnTo={`${cardPath}/${offer.offerCode}${partyQuery ? `?${partyQuery}` : ""}`}
                    />
                  </SelectedOffer>
                );
              }}
            />
          </PartBoundary>
        )}
        <p>
          <a href={`${page.chartPath}?hotel=${hotel.slug}`}>{t("search:configurator.chartLink")}</a>
        </p>
        <HotelDetailsSections hotel={hotel}>
          {page.map ? (
            <HotelMap
              hotelName={hotel.name}
              nearby={page.map.nearby}
              cardHref={page.returnTo}
              initialPlace={page.map.place}
              locale={locale}
            />
          ) : null}
        </HotelDetailsSections>
        {listings.length > 0 ? (
          <section aria-labelledby="hotel-listings">
            <h2 id="hotel-listings">{t("search:hotel.moreOffers")}</h2>
            <ul>
              {listings.map((listing) => (
                <li key={listing.type}>
                  <Link to={listing.url}>{t("search:hotel.seeOffers", { type: listing.label })}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    </FullScreenViews>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page
    ? [
        { title: page.title },
        { name: "description", content: page.hotel.shortDescription },
        ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
      ]
    : [];
