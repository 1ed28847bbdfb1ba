import {
  ConfiguratorDatesResponse,
  ConfiguratorResponse,
  ConfiguredOffer,
  HotelDetails,
  HotelNearby,
  LowestPriceResponse,
  type ConfiguratorRequest,
} from "../../../server/contract";
import type { Locale } from "../i18n/config";
import type { ApiClient } from "./client.server";

export const getHotelCard = (api: ApiClient, slug: string, locale: Locale) =>
  api.get(`/www/hotel-card/${encodeURIComponent(slug)}`, { query: { locale }, schema: HotelDetails });

export const getHotelNearby = (api: ApiClient, slug: string, locale: Locale) =>
  api.get(`/www/hotel-card/${encodeURIComponent(slug)}/nearby`, { query: { locale }, schema: HotelNearby });

export const getConfigurator = (api: ApiClient, request: ConfiguratorRequest) =>
  api.post("/www/configurator/matrix", request, { schema: ConfiguratorResponse });

export const getConfiguratorDates = (
  api: ApiClient,
  request: {
    hotelCode: string;
    tripType: string;
    airportCode: string | null;
    duration: number;
    month: string;
    adultsCount: number;
    childrenBirthDates: string[];
  },
) => api.post("/www/configurator/dates", request, { schema: ConfiguratorDatesResponse });

// A type alias, not an interface, so it spreads into a query record.
export type Party = {
  adultsCount: number;
  childrenBirthDates: string[];
};

export const getOffer = (api: ApiClient, offerCode: string, party: Party, locale: Locale) =>
  api.get(`/www/offers/${encodeURIComponent(offerCode)}`, {
    query: { ...party, locale },
    schema: ConfiguredOffer,
  });

export const getLowestPrices = (
  api: ApiClient,
  query: {
    hotelCode?: string | undefined;
    destinationCode?: string | undefined;
    tripType: string;
    airportCode?: string | undefined;
    duration?: number | undefined;
  } & Party,
) => api.get("/www/lowest-price", { query: { ...query }, schema: LowestPriceResponse });
