import {
  AirportsResponse,
  DestinationsResponse,
  OfferSearchResponse,
  type OfferSearchRequest,
} from "../../../server/contract";
import type { ApiClient } from "./client.server";

export const searchOffers = (api: ApiClient, request: OfferSearchRequest) =>
  api.post("/www/offers/search", request, { schema: OfferSearchResponse });

export const getDestinations = (api: ApiClient) =>
  api.get("/www/catalogue/destinations", { schema: DestinationsResponse });

export const getAirports = (api: ApiClient) =>
  api.get("/www/catalogue/airports", { schema: AirportsResponse });
