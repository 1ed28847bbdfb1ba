import type { FastifyInstance } from "fastify";
import {
  GsFiltersRequest,
  GsFiltersResponse,
  GsInitialRequest,
  GsInitialResponse,
  HEADERS,
  ListingFiltersRequest,
  ListingFiltersResponse,
  OfferPricesRequest,
  OfferPricesResponse,
  SearchCriteriaQuery,
  SearchCriteriaResponse,
  Locale,
  OfferSearchRequest,
  OfferSearchResponse,
  OffersCountResponse,
} from "../../contract";
import type { Db } from "../../db/client";
import { defineRoute, type RouteOptions } from "../../http/route";
import type { OfferIndexHolder } from "./offer-index";
import { countOffers, listingFilters, offerPrices, searchOffers } from "./service";
import { searchCriteria } from "./criteria";
import { globalSearchFilters, initialGlobalSearchFilters, marketOf } from "./global-search";

export function searchRoutes(app: FastifyInstance, db: Db, options: RouteOptions, replica: OfferIndexHolder) {
  defineRoute(
    app,
    {
      method: "POST",
      url: "/www/offers/search",
      summary:
        "Offer search (spec §3): the cheapest offer per hotel for the party, filtered, sorted and paged, with facets",
      tags: ["search"],
      body: OfferSearchRequest,
      response: OfferSearchResponse,
      memo: ["catalogue"],
      handler: ({ body, request }) =>
        searchOffers(db, replica, body, Locale.catch("ro").parse(request.headers[HEADERS.language])),
    },
    options,
  );

  defineRoute(
    app,
    {
      method: "POST",
      url: "/www/offers/count",
      summary: "Number of hotels the offer search finds (spec §7 'Offers count')",
      tags: ["search"],
      body: OfferSearchRequest,
      response: OffersCountResponse,
      memo: ["catalogue"],
      handler: ({ body }) => countOffers(db, replica, body),
    },
    options,
  );

  const context = (headers: Record<string, string | string[] | undefined>) => ({
    db,
    replica,
    locale: Locale.catch("ro").parse(headers[HEADERS.language]),
    market: marketOf(headers[HEADERS.market]),
    today: new Date(),
  });
  defineRoute(
    app,
    {
      method: "POST",
      url: "/www/gs/filters",
      summary:
        "Global search filters (spec §4): the filters as the form holds them, answered checked and with their options' flags",
      tags: ["search"],
      body: GsFiltersRequest,
      response: GsFiltersResponse,
      memo: ["catalogue", "cms"],
      handler: ({ body, request }) => globalSearchFilters(body, context(request.headers)),
    },
    options,
  );
  defineRoute(
    app,
    {
      method: "POST",
      url: "/www/gs/filters/initial",
      summary:
        "Initial global search filters from the remembered search (cookies adultsCount, airports, childrenBirthDates, occupancies, destinations, travelType)",
      tags: ["search"],
      body: GsInitialRequest,
      response: GsInitialResponse,
      memo: ["catalogue", "cms"],
      handler: ({ body, request }) => initialGlobalSearchFilters(body, context(request.headers)),
    },
    options,
  );

  defineRoute(
    app,
    {
      method: "GET",
      url: "/www/search-criteria",
      summary:
        "Search-criteria lookup by SEO names (spec §7): offerPageData, searchState (with default facet values) and seoText",
      tags: ["search"],
      query: SearchCriteriaQuery,
      response: SearchCriteriaResponse,
      errors: { 404: "No such destination in that locale" },
      memo: ["catalogue", "cms"],
      handler: ({ query }) => searchCriteria(db, replica, query),
    },
    options,
  );
  defineRoute(
    app,
    {
      method: "POST",
      url: "/www/listing/filters",
      summary: "Listing filters: the facets with counts and the price filter of a search, without its offers",
      tags: ["search"],
      body: ListingFiltersRequest,
      response: ListingFiltersResponse,
      memo: ["catalogue"],
      handler: ({ body }) => listingFilters(db, replica, body),
    },
    options,
  );
  defineRoute(
    app,
    {
      method: "POST",
      url: "/www/offers/prices",
      summary: "Today's prices of offers for a party, to patch the lists they appear in (spec §4)",
      tags: ["search"],
      body: OfferPricesRequest,
      response: OfferPricesResponse,
      memo: ["catalogue"],
      handler: ({ body }) => offerPrices(db, body),
    },
    options,
  );
}
