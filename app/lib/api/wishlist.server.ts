import { WishlistCount, WishlistKeys, WishlistResponse } from "../../../server/contract";
import type { Locale } from "../i18n/config";
import { wishlistKey } from "../wishlist";
import type { RequestContext } from "../request-context.server";
import type { ApiClient } from "./client.server";

export interface WishlistItemInput {
  hotelCode: string;
  offerCode?: string | undefined;
  adultsCount: number;
  childrenBirthDates: string[];
}

const getWishlistCount = (api: ApiClient) => api.get("/www/wishlist/count", { schema: WishlistCount });

/**
 * The header's wishlist count (spec §7 www/wishlist/count); null when it cannot be read (the link then
 * shows no number). A visitor whose app id this request made has none, and costs no call.
 */
export async function wishlistCount(context: Pick<RequestContext, "api" | "newVisitor">) {
  if (context.newVisitor) return 0;
  return (await getWishlistCount(context.api).catch(() => null))?.count ?? null;
}

export const getWishlistKeys = (api: ApiClient) => api.get("/www/wishlist/keys", { schema: WishlistKeys });

export const getWishlist = (api: ApiClient, locale: Locale) =>
  api.get("/www/wishlist", { query: { locale }, schema: WishlistResponse });

export const addToWishlist = (api: ApiClient, item: WishlistItemInput) =>
  api.post("/www/wishlist/items", item, { schema: WishlistCount });

export const removeFromWishlist = (
  api: ApiClient,
  key: { hotelCode: string; offerCode?: string | undefined },
) => api.post("/www/wishlist/items/remove", key, { schema: WishlistCount });

/**
 * Keys of the list as "HOTEL" and "HOTEL|OFFER", for quick lookups by the pages' buttons; none, and
 * no call, for a visitor whose app id this request made.
 */
export async function wishlistKeySet(context: Pick<RequestContext, "api" | "newVisitor">): Promise<string[]> {
  if (context.newVisitor) return [];
  try {
    const keys = await getWishlistKeys(context.api);
    return (keys?.items ?? []).map((item) => wishlistKey(item.hotelCode, item.offerCode));
  } catch {
    // Without the list the buttons offer to add; adding twice is harmless.
    return [];
  }
}
