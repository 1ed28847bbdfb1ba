import { HotelDetails } from "../../../server/contract";
import type { Locale } from "../i18n/config";
import type { ApiClient } from "./client.server";

export const getHotelCard = (api: ApiClient, slug: string, locale: Locale) =>
  api.get(`/www/hotel-card/${encodeURIComponent(slug)}`, { query: { locale }, schema: HotelDetails });
