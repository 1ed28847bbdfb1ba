import type { z } from "zod";
import {
  CURRENCY,
  TRIP_TYPES,
  type ConfiguratorDatesRequest,
  type ConfiguratorDatesResponse,
  type ConfiguratorRequest,
  type ConfiguratorResponse,
  type ConfiguredOffer,
  type Locale,
} from "../../contract";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { buildMatrix } from "./matrix";
import {
  cheapestBy,
  cheapestFirst,
  describeOffer,
  fitsParty,
  hotelTakes,
  roomNameOf,
  shownPrices,
  type Party,
} from "./offer-view";
import {
  findCheapestOffers,
  findHotelOffers,
  findOffer,
  findSaleContext,
  type HotelOffer,
  type SaleContext,
} from "./queries";
import { chooseTripType, hintsFor, select, wishOf } from "./selection";

type Request = z.output<typeof ConfiguratorRequest>;

const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/**
 * The configurator's answer for a hotel's offers (pure, so the rules are tested without a database).
 * The selection is resolved step by step: trip type, airport, duration, date, board, room; a wish
 * that is not on sale for the party falls back to the cheapest (or, for dates, the nearest) that is.
 * One exception keeps the visitor's chosen date: when the hotel departs that day but has no room for
 * the party, the answer has no offer and hints at other departures (room choice "hints" of spec §4).
 */
export function configure(
  offers: HotelOffer[],
  request: Request,
  sale: SaleContext,
  locale: Locale,
): ConfiguratorResponse {
  const party: Party = { adultsCount: request.adultsCount, childrenBirthDates: request.childrenBirthDates };
  const fits = fitsParty(party, sale);
  const tripTypes = TRIP_TYPES.filter((type) => offers.some((offer) => offer.tripType === type));
  const { wish, requested, requestedFits } = wishOf(offers, request, fits);
  const tripType = chooseTripType(tripTypes, wish.tripType, requested);
  const ofType = offers.filter((offer) => offer.tripType === tripType);
  const pool = ofType.filter(fits);
  const selection = select(pool, ofType, wish);
  const { chosen, duration, roomCode } = selection;
  return {
    tripTypes,
    matrix: buildMatrix(pool, selection, sale, locale),
    meta: {
      hotelCode: sale.code,
      offerCode: chosen?.offerCode ?? null,
      tripType,
      currency: CURRENCY,
      selectedValues: {
        tripType,
        airportCode: selection.airportCode,
        hour: chosen?.departureTime ?? null,
        durationFrom: duration ?? null,
        durationTo: duration ?? null,
        startDate: selection.startDate ?? null,
        adultsCount: party.adultsCount,
        childrenBirthDates: party.childrenBirthDates,
        boardCode: selection.boardCode ?? null,
        roomCode: roomCode ?? null,
        occupancy: { ...party, participantsCount: party.adultsCount + party.childrenBirthDates.length },
      },
      requestedOfferUnavailable: Boolean(request.offerCode) && !requestedFits,
    },
    rooms: [...selection.roomOffers.values()].sort(cheapestFirst).map((offer) => ({
      roomCode: offer.roomCode,
      name: roomNameOf(offer.roomCode, sale, locale),
      maxAdults: offer.maxAdults,
      maxPax: offer.maxPax,
      offerCode: offer.offerCode,
      ...shownPrices(offer, party, sale),
      selected: offer.roomCode === roomCode,
    })),
    offer: chosen ? describeOffer(chosen, party, sale, locale) : null,
    hints: chosen ? [] : hintsFor(pool, selection, party, sale),
  };
}

async function saleOf(db: Db, hotelCode: string) {
  const sale = await findSaleContext(db, hotelCode);
  if (!sale) throw notFound("HOTEL_NOT_FOUND", `No hotel '${hotelCode}'`);
  return sale;
}

export async function configurator(
  db: Db,
  request: Request,
  locale: Locale,
  today = new Date(),
): Promise<ConfiguratorResponse> {
  const sale = await saleOf(db, request.hotelCode);
  const offers = await findHotelOffers(db, request.hotelCode, isoDay(today));
  return configure(offers, request, sale, locale);
}

const monthOf = (date: string) => date.slice(0, 7);

/** The lowest-price calendar of one month (spec §4). */
export async function configuratorDates(
  db: Db,
  request: z.output<typeof ConfiguratorDatesRequest>,
  today = new Date(),
): Promise<ConfiguratorDatesResponse> {
  const sale = await saleOf(db, request.hotelCode);
  const fits = fitsParty(request, sale);
  const offers = (await findHotelOffers(db, request.hotelCode, isoDay(today))).filter(
    (offer) =>
      offer.tripType === request.tripType &&
      offer.airportCode === request.airportCode &&
      offer.duration === request.duration &&
      fits(offer),
  );
  const byDate = cheapestBy(offers, (offer) => offer.date);
  const months = [...new Set([...byDate.keys()].map(monthOf))].sort();
  return {
    month: request.month,
    dates: [...byDate.values()]
      .filter((offer) => monthOf(offer.date) === request.month)
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((offer) => ({ date: offer.date, pricePerPerson: offer.priceAdult / 100 })),
    previousMonth: months.filter((month) => month < request.month).at(-1) ?? null,
    nextMonth: months.find((month) => month > request.month) ?? null,
  };
}

/** One offer priced for a party; a code no longer sold is a 404. */
export async function offerFor(
  db: Db,
  offerCode: string,
  party: Party,
  locale: Locale,
  today = new Date(),
): Promise<ConfiguredOffer> {
  const offer = await findOffer(db, offerCode);
  if (!offer || offer.date < isoDay(today)) throw notFound("OFFER_NOT_FOUND", `No offer '${offerCode}'`);
  const sale = await saleOf(db, offer.hotelCode);
  if (!fitsParty(party, sale)(offer)) {
    throw notFound("OFFER_NOT_FOR_PARTY", `Offer '${offerCode}' has no room for this party`);
  }
  return describeOffer(offer, party, sale, locale);
}

/**
 * What a saved hotel or offer costs today for a party (the wishlist): the offer when it is still sold
 * for the party, and the hotel's lowest price.
 */
export async function currentPrices(
  db: Db,
  item: { hotelCode: string; offerCode: string | null },
  party: Party,
  locale: Locale,
  today = new Date(),
) {
  const sale = await findSaleContext(db, item.hotelCode);
  if (!sale) return { offer: null, lowestPrices: [] };
  const saved = item.offerCode ? await findOffer(db, item.offerCode) : undefined;
  const onSale =
    saved &&
    saved.hotelCode === item.hotelCode &&
    saved.date >= isoDay(today) &&
    fitsParty(party, sale)(saved);
  const cheapest = hotelTakes(party, sale)
    ? await findCheapestOffers(
        db,
        item.hotelCode,
        { adults: party.adultsCount, participants: party.adultsCount + party.childrenBirthDates.length },
        isoDay(today),
      )
    : [];
  return {
    offer: onSale ? describeOffer(saved, party, sale, locale) : null,
    lowestPrices: TRIP_TYPES.flatMap((tripType) => {
      const offer = cheapest.find((candidate) => candidate.tripType === tripType);
      return offer ? [{ tripType, ...shownPrices(offer, party, sale) }] : [];
    }),
  };
}
