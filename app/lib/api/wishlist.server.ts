import { WishlistCount, WishlistKeys, WishlistResponse } from "../../../server/contract";
import type { Locale } from "../i18n/config";
import { wishlistKey } from "../wishlist";
import type { ApiClient } from "./client.server";

export interface WishlistItemInput {
  hotelCode: string;
  offerCode?: string | undefined;
  adultsCount: number;
  childrenBirthDates: string[];
}

export const getWishlistCount = (api: ApiClient) => api.get("/www/wishlist/count", { schema: WishlistCount });

export const getWishlistKeys = (api: ApiClient) => api.get("/www/wishlist/keys", { schema: WishlistKeys });

export const getWishlist = (api: ApiClient, locale: Locale) =>
  api.get("/www/wishlist", { query: { locale }, schema: WishlistResponse });

export const addToWishlist = (api: ApiClient, item: WishlistItemInput) =>
  api.post("/www/wishlist/items", item, { schema: WishlistCount });

export const removeFromWishlist = (
  api: ApiClient,
  key: { hotelCode: string; offerCode?: string | undefined },
) => api.post("/www/wishlist/items/remove", key, { schema: WishlistCount });

/** Keys of the list as "HOTEL" and "HOTEL|OFFER", for quick lookups by the pages' buttons. */
export async function wishlistKeySet(api: ApiClient): Promise<string[]> {
  try {
    const keys = await getWishlistKeys(api);
    return (keys?.items ?? []).map((item) => wishlistKey(item.hotelCode, item.offerCode));
  } catch {
    // Without the list the buttons offer to add; adding twice is harmless.
    return [];
  }
}
