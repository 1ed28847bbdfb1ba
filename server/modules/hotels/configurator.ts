import type { z } from "zod";
import {
  CURRENCY,
  DURATION_PRESETS,
  HINTS_LIMIT,
  TRIP_TYPES,
  type ConfiguratorDatesRequest,
  type ConfiguratorDatesResponse,
  type ConfiguratorRequest,
  type ConfiguratorResponse,
  type ConfiguredOffer,
  type Locale,
  type LowestPriceQuery,
  type LowestPriceResponse,
  type TripType,
} from "../../contract";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { flightsOf, returnDateOf } from "../search/flights";
import type { OfferIndexHolder } from "../search/offer-index";
import { partyPrice } from "../search/pricing";
import {
  destinationExists,
  findHotelOffers,
  findChartOffers,
  findCheapestOffer,
  findOffer,
  findSaleContext,
  hotelExists,
  type HotelOffer,
  type SaleContext,
} from "./queries";

type Request = z.output<typeof ConfiguratorRequest>;
interface Party {
  adultsCount: number;
  childrenBirthDates: string[];
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10);
/** The stay most visitors pick; the default when the wished duration is not on sale. */
const USUAL_NIGHTS = 7;

const fitsParty = (party: Party) => (offer: HotelOffer) =>
  offer.maxAdults >= party.adultsCount && offer.maxPax >= party.adultsCount + party.childrenBirthDates.length;

const cheapestFirst = (a: HotelOffer, b: HotelOffer) =>
  a.priceAdult - b.priceAdult || a.offerCode.localeCompare(b.offerCode);

/** Distinct values of `key` in the offers, each with its cheapest offer, in first-seen order. */
function cheapestBy<K>(offers: HotelOffer[], key: (offer: HotelOffer) => K): Map<K, HotelOffer> {
  const best = new Map<K, HotelOffer>();
  for (const offer of offers) {
    const k = key(offer);
    const known = best.get(k);
    if (!known || cheapestFirst(offer, known) < 0) best.set(k, offer);
  }
  return best;
}

const cheapestOf = (offers: HotelOffer[]) => [...offers].sort(cheapestFirst)[0];

const dayDistance = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b));

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
    ...flightsOf(offer, sale.arrivalAirport, airportName),
    boardCode: offer.boardCode,
    roomCode: offer.roomCode,
    ...priceFor(offer, party, sale),
    fullPriceOnly: offer.airlineCode === "FR",
    currency: CURRENCY,
    participants: { adultsCount: party.adultsCount, childrenBirthDates: party.childrenBirthDates },
  };
}

/** The date in `dates` (sorted) nearest to `wanted` on or after it, else the last one before it. */
function nearestDate(dates: string[], wanted: string): string | undefined {
  return dates.find((date) => date >= wanted) ?? dates.at(-1);
}

function nearestDuration(durations: number[], wanted: number | undefined): number | undefined {
  const target = wanted ?? USUAL_NIGHTS;
  return [...durations].sort((a, b) => Math.abs(a - target) - Math.abs(b - target) || a - b)[0];
}

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
  const fits = fitsParty(party);
  const tripTypes = TRIP_TYPES.filter((type) => offers.some((offer) => offer.tripType === type));
  const requested = request.offerCode
    ? offers.find((offer) => offer.offerCode === request.offerCode)
    : undefined;
  const requestedFits = requested && fits(requested) ? requested : undefined;
  const wish = requestedFits
    ? {
        tripType: requestedFits.tripType as TripType,
        airportCode: requestedFits.airportCode ?? undefined,
        duration: requestedFits.duration,
        startDate: requestedFits.date,
        boardCode: requestedFits.boardCode,
        roomCode: requestedFits.roomCode,
      }
    : request;
  const tripType =
    wish.tripType && tripTypes.includes(wish.tripType)
      ? wish.tripType
      : ((requested?.tripType as TripType | undefined) ?? tripTypes[0] ?? null);
  const ofType = offers.filter((offer) => offer.tripType === tripType);
  const pool = ofType.filter(fits);
  const airportName = (code: string | null) => (code ? (sale.airportNames[code]?.[locale] ?? code) : "");

  const airportOffers = cheapestBy(pool, (offer) => offer.airportCode);
  const airportCode =
    wish.airportCode !== undefined && airportOffers.has(wish.airportCode)
      ? wish.airportCode
      : (cheapestOf([...airportOffers.values()])?.airportCode ?? null);
  const fromAirport = pool.filter((offer) => offer.airportCode === airportCode);
  const durations = [...new Set(fromAirport.map((offer) => offer.duration))].sort((a, b) => a - b);
  const duration =
    wish.duration !== undefined && durations.includes(wish.duration)
      ? wish.duration
      : nearestDuration(durations, wish.duration);
  const forDuration = fromAirport.filter((offer) => offer.duration === duration);
  const dateOffers = cheapestBy(forDuration, (offer) => offer.date);
  const dates = [...dateOffers.keys()].sort();

  // The wished date departs (for some party) but has no room for this one: keep it, and hint.
  const departsForOthers =
    wish.startDate !== undefined &&
    !dateOffers.has(wish.startDate) &&
    ofType.some(
      (offer) =>
        offer.date === wish.startDate && offer.airportCode === airportCode && offer.duration === duration,
    );
  const startDate = departsForOthers
    ? wish.startDate!
    : wish.startDate !== undefined && dateOffers.has(wish.startDate)
      ? wish.startDate
      : wish.startDate !== undefined
        ? nearestDate(dates, wish.startDate)
        : cheapestOf([...dateOffers.values()])?.date;
  const onDate = forDuration.filter((offer) => offer.date === startDate);
  const boardOffers = cheapestBy(onDate, (offer) => offer.boardCode);
  const boardCode =
    wish.boardCode !== undefined && boardOffers.has(wish.boardCode)
      ? wish.boardCode
      : cheapestOf([...boardOffers.values()])?.boardCode;
  const roomOffers = cheapestBy(
    onDate.filter((offer) => offer.boardCode === boardCode),
    (offer) => offer.roomCode,
  );
  const roomCode =
    wish.roomCode !== undefined && roomOffers.has(wish.roomCode)
      ? wish.roomCode
      : cheapestOf([...roomOffers.values()])?.roomCode;
  const chosen = roomCode ? roomOffers.get(roomCode) : undefined;

  const hints = chosen
    ? []
    : [...cheapestBy(pool, (offer) => `${offer.date}|${offer.duration}|${offer.airportCode ?? ""}`).values()]
        .sort(
          (a, b) =>
            Number(b.airportCode === airportCode && b.duration === duration) -
              Number(a.airportCode === airportCode && a.duration === duration) ||
            dayDistance(a.date, startDate ?? a.date) - dayDistance(b.date, startDate ?? b.date) ||
            cheapestFirst(a, b),
        )
        .slice(0, HINTS_LIMIT)
        .map((offer) => ({
          date: offer.date,
          duration: offer.duration,
          airportCode: offer.airportCode,
          roomCode: offer.roomCode,
          ...pick(priceFor(offer, party, sale)),
        }));

  const durationsByDates: ConfiguratorResponse["matrix"]["durationsByDates"] = {};
  for (const offer of cheapestBy(pool, (o) => `${o.date}|${o.duration}`).values()) {
    (durationsByDates[offer.date] ??= []).push({
      duration: offer.duration,
      pricePerPerson: offer.priceAdult / 100,
      airportCode: offer.airportCode,
    });
  }
  for (const list of Object.values(durationsByDates)) list.sort((a, b) => a.duration - b.duration);
  const airportsByDurations: Record<string, string[]> = {};
  const datesByAirports: Record<string, string[]> = {};
  for (const offer of pool) {
    if (!offer.airportCode) continue;
    const airports = (airportsByDurations[String(offer.duration)] ??= []);
    if (!airports.includes(offer.airportCode)) airports.push(offer.airportCode);
    if (offer.duration === duration) {
      const list = (datesByAirports[offer.airportCode] ??= []);
      if (!list.includes(offer.date)) list.push(offer.date);
    }
  }
  for (const list of Object.values(airportsByDurations)) list.sort();
  for (const list of Object.values(datesByAirports)) list.sort();

  const participantsCount = party.adultsCount + party.childrenBirthDates.length;
  return {
    tripTypes,
    matrix: {
      airports: [...airportOffers.keys()]
        .filter((code): code is string => code !== null)
        .sort((a, b) => airportName(a).localeCompare(airportName(b), locale))
        .map((code) => ({ code, name: airportName(code), selected: code === airportCode })),
      durations,
      durationPeriods: DURATION_PRESETS.map((preset) => {
        const [from = 0, to = 0] = preset.split("-").map(Number);
        return { from, to };
      }).filter((period) => durations.some((d) => d >= period.from && d <= period.to)),
      airportsByDurations,
      datesByAirports,
      durationsByDates,
      boardTypes: [...boardOffers.values()].sort(cheapestFirst).map((offer) => ({
        code: offer.boardCode,
        pricePerPerson: offer.priceAdult / 100,
        selected: offer.boardCode === boardCode,
      })),
      dates: dates.map((date) => ({
        date,
        pricePerPerson: dateOffers.get(date)!.priceAdult / 100,
        selected: date === startDate,
      })),
    },
    meta: {
      hotelCode: sale.code,
      offerCode: chosen?.offerCode ?? null,
      tripType,
      currency: CURRENCY,
      selectedValues: {
        tripType,
        airportCode,
        hour: chosen?.departureTime ?? null,
        durationFrom: duration ?? null,
        durationTo: duration ?? null,
        startDate: startDate ?? null,
        adultsCount: party.adultsCount,
        childrenBirthDates: party.childrenBirthDates,
        boardCode: boardCode ?? null,
        roomCode: roomCode ?? null,
        occupancy: { ...party, participantsCount },
      },
      requestedOfferUnavailable: Boolean(request.offerCode) && !requestedFits,
    },
    rooms: [...roomOffers.values()].sort(cheapestFirst).map((offer) => ({
      roomCode: offer.roomCode,
      maxAdults: offer.maxAdults,
      maxPax: offer.maxPax,
      offerCode: offer.offerCode,
      ...pick(priceFor(offer, party, sale)),
      selected: offer.roomCode === roomCode,
    })),
    offer: chosen ? describeOffer(chosen, party, sale, locale) : null,
    hints,
  };
}

const pick = ({ pricePerPerson, fullPrice }: { pricePerPerson: number; fullPrice: number }) => ({
  pricePerPerson,
  fullPrice,
});

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
  await saleOf(db, request.hotelCode);
  const offers = (await findHotelOffers(db, request.hotelCode, isoDay(today))).filter(
    (offer) =>
      offer.tripType === request.tripType &&
      offer.airportCode === request.airportCode &&
      offer.duration === request.duration &&
      fitsParty(request)(offer),
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
  if (!fitsParty(party)(offer)) {
    throw notFound("OFFER_NOT_FOR_PARTY", `Offer '${offerCode}' has no room for this party`);
  }
  return describeOffer(offer, party, sale, locale);
}

/**
 * The lowest-price chart: per departure date, the cheapest offer for the party. Days and prices come
 * from the search replica; among offers at a day's lowest price the smallest offer code is shown, as
 * the SQL reference (queries.findLowestPrices) orders them.
 */
export async function lowestPrices(
  db: Db,
  replica: OfferIndexHolder,
  query: z.output<typeof LowestPriceQuery>,
  today = new Date(),
): Promise<LowestPriceResponse> {
  if (query.hotelCode && !(await hotelExists(db, query.hotelCode))) {
    throw notFound("HOTEL_NOT_FOUND", `No hotel '${query.hotelCode}'`);
  }
  if (query.destinationCode && !(await destinationExists(db, query.destinationCode))) {
    throw notFound("DESTINATION_NOT_FOUND", `No destination '${query.destinationCode}'`);
  }
  const index = await replica.get();
  const days = index.lowestPriceDays({
    hotelCode: query.hotelCode,
    destinationCode: query.destinationCode,
    tripType: query.tripType,
    airportCode: query.airportCode,
    duration: query.duration,
    adults: query.adultsCount,
    participants: query.adultsCount + query.childrenBirthDates.length,
    from: isoDay(today),
  });
  const offers = new Map(
    (
      await findChartOffers(
        db,
        days.flatMap((day) => day.offerIds),
      )
    ).map((offer) => [offer.date, offer]),
  );
  return {
    points: days.flatMap((day) => {
      const offer = offers.get(day.date);
      if (!offer) return [];
      const fullPrice = partyPrice(
        day.priceAdult,
        query.adultsCount,
        query.childrenBirthDates,
        day.date,
        offer.childPolicy,
      );
      return [
        {
          date: day.date,
          pricePerPerson: day.priceAdult / 100,
          fullPrice: fullPrice / 100,
          duration: offer.duration,
          offerCode: offer.offerCode,
          hotelSlug: offer.slug,
        },
      ];
    }),
    currency: CURRENCY,
  };
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
  if (!sale) return { offer: null, lowestPrice: null };
  const saved = item.offerCode ? await findOffer(db, item.offerCode) : undefined;
  const onSale =
    saved && saved.hotelCode === item.hotelCode && saved.date >= isoDay(today) && fitsParty(party)(saved);
  const cheapest = await findCheapestOffer(
    db,
    item.hotelCode,
    { adults: party.adultsCount, participants: party.adultsCount + party.childrenBirthDates.length },
    isoDay(today),
  );
  return {
    offer: onSale ? describeOffer(saved, party, sale, locale) : null,
    lowestPrice: cheapest ? pick(priceFor(cheapest, party, sale)) : null,
  };
}
