import { index, route, type RouteConfig } from "@remix-run/route-config";
import { LOCALES } from "./lib/i18n/config";

/**
 * Public URLs (spec §2) → route modules. ro lives at the root, every other locale under its prefix;
 * the same module serves every locale under its own route id.
 */
const localized = LOCALES.flatMap((locale) => {
  const prefix = locale === "ro" ? "" : `${locale}/`;
  return [
    locale === "ro"
      ? index("routes/home.tsx", { id: "home-ro" })
      : route(locale, "routes/home.tsx", { id: `home-${locale}` }),
    route(`${prefix}formularz-do-newslettera`, "routes/newsletter.tsx", { id: `newsletter-${locale}` }),
    // Destination listings: /wypoczynek[/country[/region[/resort]]]/oferty-<type> (the loader parses it).
    route(`${prefix}wypoczynek/*`, "routes/listing.tsx", { id: `listing-${locale}` }),
    route(`${prefix}wypoczynek`, "routes/search.tsx", { id: `search-${locale}` }),
    // The internal path of spec §2, kept as a permanent redirect to the public one.
    route(`${prefix}listing/*`, "routes/internal-redirect.ts", { id: `listing-internal-${locale}` }),
    route(`${prefix}hotelCard/*`, "routes/internal-redirect.ts", { id: `hotel-card-internal-${locale}` }),
    route(`${prefix}resources/global-search`, "routes/resources.global-search.ts", {
      id: `resources-global-search-${locale}`,
    }),
    route(`${prefix}resources/configurator`, "routes/resources.configurator.ts", {
      id: `resources-configurator-${locale}`,
    }),
    route(`${prefix}checkout/rezervare/:offerCode`, "routes/checkout-reservation.tsx", {
      id: `checkout-reservation-${locale}`,
    }),
    route(`${prefix}cele-mai-mici-preturi`, "routes/lowest-price-chart.tsx", {
      id: `lowest-price-chart-${locale}`,
    }),
    route(`${prefix}preferate`, "routes/wishlist.tsx", { id: `wishlist-${locale}` }),
    route(`${prefix}cookies`, "routes/cookies.tsx", { id: `cookies-${locale}` }),
    route(`${prefix}vacante`, "routes/directions-index.tsx", { id: `directions-index-${locale}` }),
    route(`${prefix}vacante/*`, "routes/hotel-card.tsx", { id: `hotel-card-${locale}` }),
    route(`${prefix}directions/*`, "routes/directions.tsx", { id: `directions-${locale}` }),
    // Content pages of the CMS; whatever the CMS does not know is the localized 404.
    route(`${prefix}*`, "routes/content-page.tsx", { id: `content-page-${locale}` }),
  ];
});

export default [
  route("healthz", "routes/healthz.ts"),
  route("locales/:lng", "routes/locales.ts"),
  route("monitoring", "routes/monitoring.ts"),
  route("img/hotels/:code/:index", "routes/hotel-image.ts"),
  route("resources/offer-prices", "routes/resources.offer-prices.ts"),
  ...localized,
] satisfies RouteConfig;
