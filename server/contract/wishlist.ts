import { z } from "zod";
import { Locale, TripType } from "./common";
import { ConfiguredOffer } from "./configurator";
import { HotelCode, OfferCode, PartyFields, checkPartyLimit } from "./party";

/** At most this many hotels and offers on one wishlist. */
export const WISHLIST_LIMIT = 50;

/**
 * The wishlist of the visitor named by the x-app-id header (spec §7 www/wishlist): hotels, or single
 * offers of them. Anonymous visitors keep theirs by app id; the account merges it on login (later).
 */
export const WishlistItemKey = z.object({ hotelCode: HotelCode, offerCode: OfferCode.optional() });

/** POST /www/wishlist/items: adds a hotel or an offer, priced for this party; adding twice is one item. */
export const WishlistAddRequest = WishlistItemKey.extend({
  ...PartyFields,
  adultsCount: PartyFields.adultsCount.default(2),
}).superRefine(checkPartyLimit);

/** GET /www/wishlist/count, and the answer of every change. */
export const WishlistCount = z.object({ count: z.number().int().nonnegative() });

/** GET /www/wishlist/keys: what is on the list, for the pages' add/remove buttons. */
export const WishlistKeys = z.object({
  items: z.array(z.object({ hotelCode: z.string(), offerCode: z.string().nullable() })),
});
export type WishlistKeys = z.infer<typeof WishlistKeys>;

export const WishlistQuery = z.object({ locale: Locale.default("ro") });

/** GET /www/wishlist: the list with today's prices. */
export const WishlistResponse = z.object({
  items: z.array(
    z.object({
      hotel: z.object({
        code: z.string(),
        slug: z.string(),
        name: z.string(),
        stars: z.number().int(),
        place: z.string(),
        imageUrl: z.string(),
      }),
      offerCode: z.string().nullable(),
      party: z.object({ adultsCount: z.number().int(), childrenBirthDates: z.array(z.string()) }),
      addedAt: z.string(),
      /** The saved offer at today's price; null when it is gone or the item is a hotel. */
      offer: ConfiguredOffer.nullable(),
      /** A saved offer no longer sold (or no longer for this party). */
      gone: z.boolean(),
      /**
       * The hotel's lowest price today for the party, per trip type it sells (by plane and by car
       * differ): a price always says how one travels. Empty when it sells nothing for the party.
       */
      lowestPrices: z.array(
        z.object({ tripType: TripType, pricePerPerson: z.number(), fullPrice: z.number() }),
      ),
    }),
  ),
});
export type WishlistResponse = z.infer<typeof WishlistResponse>;
