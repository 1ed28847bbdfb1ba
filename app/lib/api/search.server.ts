import {
  AirportsResponse,
  GsFiltersResponse,
  GsInitialResponse,
  ListingFiltersResponse,
  OfferPricesResponse,
  OffersCountResponse,
  SearchCriteriaResponse,
  SuggestResponse,
  type GsFiltersRequest,
  type GsInitialRequest,
  type Locale,
  type OfferPricesRequest,
  DestinationsResponse,
  OfferSearchResponse,
  type OfferSearchRequest,
} from "../../../server/contract";
import type { ApiClient } from "./client.server";

export const searchOffers = (api: ApiClient, request: OfferSearchRequest) =>
  api.post("/www/offers/search", request, { schema: OfferSearchResponse });

export const getDestinations = (api: ApiClient) =>
  api.get("/www/catalogue/destinations", { schema: DestinationsResponse });

/** Destinations and hotels whose name matches what the visitor typed (spec §7 www/suggest). */
export const getSuggestions = (api: ApiClient, query: { q: string; locale: Locale; limit: number }) =>
  api.get("/www/suggest", { query, schema: SuggestResponse });

export const getAirports = (api: ApiClient) =>
  api.get("/www/catalogue/airports", { schema: AirportsResponse });

/** The listing behind a URL: its SEO names (destination slugs and criteria word) in a locale. */
export const getSearchCriteria = (
  api: ApiClient,
  query: { destination: string; criteria: string; locale: Locale },
) => api.get("/www/search-criteria", { query, schema: SearchCriteriaResponse });

export const countOffers = (api: ApiClient, request: OfferSearchRequest) =>
  api.post("/www/offers/count", request, { schema: OffersCountResponse });

export const getListingFilters = (api: ApiClient, request: OfferSearchRequest) =>
  api.post("/www/listing/filters", request, { schema: ListingFiltersResponse });

export const getOfferPrices = (api: ApiClient, request: OfferPricesRequest) =>
  api.post("/www/offers/prices", request, { schema: OfferPricesResponse });

export const postGlobalSearchFilters = (api: ApiClient, request: GsFiltersRequest) =>
  api.post("/www/gs/filters", request, { schema: GsFiltersResponse });

export const getInitialGlobalSearchFilters = (api: ApiClient, request: GsInitialRequest) =>
  api.post("/www/gs/filters/initial", request, { schema: GsInitialResponse });
