/** A wishlist item's key as the pages look it up: "HOTEL", or "HOTEL|OFFER" for a saved offer. */
export const wishlistKey = (hotelCode: string, offerCode?: string | null) =>
  offerCode ? `${hotelCode}|${offerCode}` : hotelCode;
