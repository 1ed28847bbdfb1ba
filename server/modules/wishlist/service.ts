import type { z } from "zod";
import { WISHLIST_LIMIT, type Locale, type WishlistAddRequest, type WishlistResponse } from "../../contract";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import { currentPrices } from "../hotels/configurator";
import { addItem, countItems, hotelExists, listItems, offerHotel, removeItem } from "./queries";

export async function addToWishlist(db: Db, appId: string, item: z.output<typeof WishlistAddRequest>) {
  if (!(await hotelExists(db, item.hotelCode)))
    throw notFound("HOTEL_NOT_FOUND", `No hotel '${item.hotelCode}'`);
  if (item.offerCode && (await offerHotel(db, item.offerCode)) !== item.hotelCode) {
    throw new HttpError(
      400,
      "OFFER_NOT_OF_HOTEL",
      `Offer '${item.offerCode}' is not an offer of ${item.hotelCode}`,
    );
  }
  const added = await addItem(
    db,
    {
      appId,
      hotelCode: item.hotelCode,
      offerCode: item.offerCode ?? "",
      adultsCount: item.adultsCount,
      childrenBirthDates: item.childrenBirthDates,
    },
    WISHLIST_LIMIT,
  );
  if (!added) {
    throw new HttpError(409, "WISHLIST_FULL", `A wishlist holds at most ${WISHLIST_LIMIT} hotels and offers`);
  }
  return { count: await countItems(db, appId) };
}

export async function removeFromWishlist(
  db: Db,
  appId: string,
  key: { hotelCode: string; offerCode?: string | undefined },
) {
  await removeItem(db, appId, key.hotelCode, key.offerCode ?? "");
  return { count: await countItems(db, appId) };
}

export async function wishlist(db: Db, appId: string, locale: Locale): Promise<WishlistResponse> {
  const items = await listItems(db, appId);
  return {
    items: await Promise.all(
      items.map(async (item) => {
        const party = { adultsCount: item.adultsCount, childrenBirthDates: item.childrenBirthDates };
        const prices = await currentPrices(db, item, party, locale);
        return {
          hotel: {
            code: item.hotelCode,
            slug: item.slug,
            name: item.names[locale],
            stars: item.stars,
            place: `${item.resortNames[locale]}, ${item.countryNames[locale]}`,
            imageUrl: `/img/hotels/${item.hotelCode}/1`,
          },
          offerCode: item.offerCode,
          party,
          addedAt: item.createdAt,
          offer: prices.offer,
          gone: item.offerCode !== null && prices.offer === null,
          lowestPrices: prices.lowestPrices,
        };
      }),
    ),
  };
}
