import type { OfferPrice } from "../../../server/contract/listing";
import type { OfferSummary } from "../../../server/contract/search";

/**
 * Spec §4 "Price updates for one offer code patch price and discountPrice in lists": every list
 * (the page, the pages loaded with "show more") gets today's price of each offer it shows. Offers
 * the update does not mention keep their price; the answer says which ones changed.
 */
export function patchPrices(
  offers: OfferSummary[],
  prices: readonly OfferPrice[],
): { offers: OfferSummary[]; changed: Set<string> } {
  const byCode = new Map(prices.map((price) => [price.offerCode, price]));
  const changed = new Set<string>();
  const patched = offers.map((offer) => {
    const price = byCode.get(offer.offerCode);
    if (!price || (price.fullPrice === offer.fullPrice && price.pricePerPerson === offer.pricePerPerson)) {
      return offer;
    }
    changed.add(offer.offerCode);
    return {
      ...offer,
      pricePerPerson: price.pricePerPerson,
      fullPrice: price.fullPrice,
      originalFullPrice: price.originalFullPrice,
      discount: price.discount,
    };
  });
  return { offers: changed.size ? patched : offers, changed };
}

/** Pages appended by "show more": the new page's hotels that are not on the list yet (spec §4 "Extending"). */
export function appendPage(offers: OfferSummary[], page: OfferSummary[]): OfferSummary[] {
  const shown = new Set(offers.map((offer) => offer.hotel.code));
  return [...offers, ...page.filter((offer) => !shown.has(offer.hotel.code))];
}

/** Spec §4: the total is the larger of the offers loaded and the server's count. */
export const totalResults = (loaded: number, server: number) => Math.max(loaded, server);
