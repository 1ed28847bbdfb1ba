import { index, route, type RouteConfig } from "@remix-run/route-config";
import { LOCALES } from "./lib/i18n/config";

/** The home page: one route per locale (a `:lang?` segment would match any page's first segment). */
const homes = LOCALES.map((locale) =>
  locale === "ro"
    ? index("routes/home.tsx", { id: "home-ro" })
    : route(locale, "routes/home.tsx", { id: `home-${locale}` }),
);

/**
 * Public URLs (spec §2) → route modules. ro lives at the root, every other locale under its prefix.
 * Every page below is one route for all five locales: the optional `:lang` segment is the prefix
 * (none for ro), the locale is read from the path (localeFromPath), and a prefix that is not a
 * locale is a 404 (lib/i18n/locale-prefix.server.ts). Fewer route objects make every request's route
 * matching cheaper: React Router flattens, ranks and compiles all of them on each match.
 */
const localized = [
  route(":lang?/formularz-do-newslettera", "routes/newsletter.tsx", { id: "newsletter" }),
  // The newsletter confirmation e-mail's link (spec §2 names no path; decision 0024).
  route(":lang?/formularz-do-newslettera/potwierdzenie", "routes/newsletter-confirm.tsx", {
    id: "newsletter-confirm",
  }),
  // Destination listings: /wypoczynek[/country[/region[/resort]]]/oferty-<type> (the loader parses it).
  route(":lang?/wypoczynek/*", "routes/listing.tsx", { id: "listing" }),
  route(":lang?/wypoczynek", "routes/search.tsx", { id: "search" }),
  // The internal paths of spec §2, kept as permanent redirects to the public ones.
  route(":lang?/listing/*", "routes/internal-redirect.ts", { id: "listing-internal" }),
  route(":lang?/hotelCard/*", "routes/internal-redirect.ts", { id: "hotel-card-internal" }),
  route(":lang?/resources/global-search", "routes/resources.global-search.ts", {
    id: "resources-global-search",
  }),
  route(":lang?/resources/suggest", "routes/resources.suggest.ts", { id: "resources-suggest" }),
  route(":lang?/resources/configurator", "routes/resources.configurator.ts", {
    id: "resources-configurator",
  }),
  route(":lang?/resources/user-info", "routes/resources.user-info.ts", { id: "resources-user-info" }),
  route(":lang?/checkout/rezervare/:offerCode", "routes/checkout-reservation.tsx", {
    id: "checkout-reservation",
  }),
  route(":lang?/cele-mai-mici-preturi", "routes/lowest-price-chart.tsx", { id: "lowest-price-chart" }),
  route(":lang?/preferate", "routes/wishlist.tsx", { id: "wishlist" }),
  route(":lang?/cookies", "routes/cookies.tsx", { id: "cookies" }),
  route(":lang?/vacante", "routes/directions-index.tsx", { id: "directions-index" }),
  route(":lang?/vacante/*", "routes/hotel-card.tsx", { id: "hotel-card" }),
  route(":lang?/directions/*", "routes/directions.tsx", { id: "directions" }),
];

export default [
  route("healthz", "routes/healthz.ts"),
  route("locales/:lng", "routes/locales.ts"),
  route("monitoring", "routes/monitoring.ts"),
  route("img/hotels/:code/:index", "routes/hotel-image.ts"),
  route("resources/offer-prices", "routes/resources.offer-prices.ts"),
  ...localized,
  ...homes,
  // Content pages of the CMS in every locale (the loader reads the locale from the path); whatever
  // the CMS does not know is the localized 404. Every other route ranks before this splat.
  route("*", "routes/content-page.tsx", { id: "content-page" }),
] satisfies RouteConfig;
