import { z } from "zod";
import { HotelCode, OfferCode, PartyFields, QueryPartyFields } from "../../../server/contract";

/**
 * What the wishlist buttons post (WishlistButton): a hotel, or one of its offers, for a party, with
 * the contract's codes and party. Read by conform's parseWithZod in the wishlist page's action.
 */
export const wishlistFormSchema = z.object({
  intent: z.enum(["add", "remove"]),
  hotelCode: HotelCode,
  offerCode: OfferCode.optional(),
  adults: PartyFields.adultsCount.default(2),
  childrenBirthDates: QueryPartyFields.childrenBirthDates,
  /** Where to come back to: a path on this site only (safeReturnPath), never an open redirect. */
  returnTo: z.string().max(2048).optional(),
  inPlace: z.literal("1").optional(),
});
