import { CURRENCY, takesParty, type ConfiguredOffer, type Locale, type TripType } from "../../contract";
import { flightsOf, returnDateOf } from "../search/flights";
import { partyPrice, partyPriceLines } from "../search/pricing";
import type { HotelOffer, SaleContext } from "./queries";

/** Who travels: the configurator, the offer lookup and the wishlist price for a party. */
export interface Party {
  adultsCount: number;
  childrenBirthDates: string[];
}

/** Whether the hotel takes the party at all (an adults-only hotel takes no child). */
export const hotelTakes = (party: Party, sale: Pick<SaleContext, "facilities">) =>
  takesParty(sale.facilities, party.childrenBirthDates.length);

/** Whether an offer of the hotel has a room for the party. */
export const fitsParty = (party: Party, sale: Pick<SaleContext, "facilities">) => {
  const takes = hotelTakes(party, sale);
  return (offer: HotelOffer) =>
    takes &&
    offer.maxAdults >= party.adultsCount &&
    offer.maxPax >= party.adultsCount + party.childrenBirthDates.length;
};

export const cheapestFirst = (a: HotelOffer, b: HotelOffer) =>
  a.priceAdult - b.priceAdult || a.offerCode.localeCompare(b.offerCode);

/** Distinct values of `key` in the offers, each with its cheapest offer, in first-seen order. */
export function cheapestBy<K>(offers: HotelOffer[], key: (offer: HotelOffer) => K): Map<K, HotelOffer> {
  const best = new Map<K, HotelOffer>();
  for (const offer of offers) {
    const k = key(offer);
    const known = best.get(k);
    if (!known || cheapestFirst(offer, known) < 0) best.set(k, offer);
  }
  return best;
}

export const cheapestOf = (offers: HotelOffer[]) => [...offers].sort(cheapestFirst)[0];

/** Prices an offer for a party, in euros. */
export function priceFor(offer: HotelOffer, party: Party, sale: SaleContext) {
  const price = (perAdult: number) =>
    partyPrice(perAdult, party.adultsCount, party.childrenBirthDates, offer.date, sale.childPolicy) / 100;
  const fullPrice = price(offer.priceAdult);
  const originalFullPrice = price(offer.originalPriceAdult);
  return {
    pricePerPerson: offer.priceAdult / 100,
    fullPrice,
    originalFullPrice,
    discount: Math.round((originalFullPrice - fullPrice) * 100) / 100,
  };
}

/** The two prices a room, a hint or a wishlist item shows. */
export const shownPrices = (offer: HotelOffer, party: Party, sale: SaleContext) => {
  const { pricePerPerson, fullPrice } = priceFor(offer, party, sale);
  return { pricePerPerson, fullPrice };
};

/** A room's name in the locale; its code where the catalogue has none. */
export const roomNameOf = (roomCode: string, sale: SaleContext, locale: Locale) =>
  sale.roomNames[roomCode]?.[locale] ?? roomCode;

/** An offer as the configurator, the checkout and the wishlist show it. */
export function describeOffer(
  offer: HotelOffer,
  party: Party,
  sale: SaleContext,
  locale: Locale,
): ConfiguredOffer {
  const airportName = offer.airportCode
    ? (sale.airportNames[offer.airportCode]?.[locale] ?? offer.airportCode)
    : null;
  return {
    offerCode: offer.offerCode,
    tripType: offer.tripType as TripType,
    hotelCode: sale.code,
    hotelSlug: sale.slug,
    hotelName: sale.names[locale],
    date: offer.date,
    returnDate: returnDateOf(offer.date, offer.duration),
    duration: offer.duration,
    airport: offer.airportCode && airportName ? { code: offer.airportCode, name: airportName } : null,
    departureTime: offer.departureTime,
    ...flightsOf(
      offer,
      { code: sale.arrivalAirport, name: sale.arrivalAirportNames?.[locale] ?? null },
      airportName,
    ),
    boardCode: offer.boardCode,
    roomCode: offer.roomCode,
    roomName: roomNameOf(offer.roomCode, sale, locale),
    ...priceFor(offer, party, sale),
    priceLines: partyPriceLines(
      offer.priceAdult,
      party.adultsCount,
      party.childrenBirthDates,
      offer.date,
      sale.childPolicy,
    ).map((line) => ({ ...line, price: line.price / 100 })),
    fullPriceOnly: offer.airlineCode === "FR",
    currency: CURRENCY,
    participants: { adultsCount: party.adultsCount, childrenBirthDates: party.childrenBirthDates },
  };
}
