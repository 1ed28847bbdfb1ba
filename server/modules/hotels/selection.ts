import type { z } from "zod";
import {
  HINTS_LIMIT,
  type ConfiguratorRequest,
  type ConfiguratorResponse,
  type TripType,
} from "../../contract";
import { cheapestBy, cheapestFirst, cheapestOf, shownPrices, type Party } from "./offer-view";
import type { HotelOffer, SaleContext } from "./queries";

/**
 * The configurator's selection rules, one wish at a time (pure). Each step keeps the wish when it is
 * on sale for the party within the steps before it, and otherwise falls back to the cheapest (for
 * durations the nearest to a usual stay, for dates the nearest day).
 */

type Request = z.output<typeof ConfiguratorRequest>;

/** What the visitor asked for, field by field. */
export interface Wish {
  tripType?: TripType | undefined;
  airportCode?: string | undefined;
  duration?: number | undefined;
  startDate?: string | undefined;
  boardCode?: string | undefined;
  roomCode?: string | undefined;
}

/** The stay most visitors pick; the default when the wished duration is not on sale. */
const USUAL_NIGHTS = 7;

const dayDistance = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b));

/**
 * The wishes: an offer code that is still sold and fits the party stands for all of its fields;
 * otherwise the request's own fields.
 */
export function wishOf(offers: HotelOffer[], request: Request, fits: (offer: HotelOffer) => boolean) {
  const requested = request.offerCode
    ? offers.find((offer) => offer.offerCode === request.offerCode)
    : undefined;
  const requestedFits = requested && fits(requested) ? requested : undefined;
  const wish: Wish = requestedFits
    ? {
        tripType: requestedFits.tripType as TripType,
        airportCode: requestedFits.airportCode ?? undefined,
        duration: requestedFits.duration,
        startDate: requestedFits.date,
        boardCode: requestedFits.boardCode,
        roomCode: requestedFits.roomCode,
      }
    : request;
  return { wish, requested, requestedFits };
}

/** The wished trip type when the hotel sells it, else the requested offer's, else the first sold. */
export function chooseTripType(
  tripTypes: TripType[],
  wished: TripType | undefined,
  requested: HotelOffer | undefined,
): TripType | null {
  if (wished && tripTypes.includes(wished)) return wished;
  return (requested?.tripType as TripType | undefined) ?? tripTypes[0] ?? null;
}

/** The wished value of `key` when some offer has it, else the cheapest offer's; with each value's cheapest. */
function wishedOrCheapest<K>(offers: HotelOffer[], key: (offer: HotelOffer) => K, wished: K | undefined) {
  const byValue = cheapestBy(offers, key);
  if (wished !== undefined && byValue.has(wished)) return { value: wished, byValue };
  const cheapest = cheapestOf([...byValue.values()]);
  return { value: cheapest ? key(cheapest) : undefined, byValue };
}

/** The wished duration when on sale, else the one nearest to the wish (or to a usual week). */
function chooseDuration(durations: number[], wished: number | undefined): number | undefined {
  if (wished !== undefined && durations.includes(wished)) return wished;
  const target = wished ?? USUAL_NIGHTS;
  return [...durations].sort((a, b) => Math.abs(a - target) - Math.abs(b - target) || a - b)[0];
}

/**
 * The wished date when on sale; also when the hotel departs that day for other parties only, so the
 * visitor keeps the date and gets hints (room choice "hints" of spec §4). Otherwise the first date on
 * or after the wish (else the last before it), or without a wish the cheapest.
 */
function chooseDate(
  dateOffers: Map<string, HotelOffer>,
  dates: string[],
  departsOn: (date: string) => boolean,
  wished: string | undefined,
): string | undefined {
  if (wished === undefined) return cheapestOf([...dateOffers.values()])?.date;
  if (dateOffers.has(wished) || departsOn(wished)) return wished;
  return dates.find((date) => date >= wished) ?? dates.at(-1);
}

export interface Selection {
  airportCode: string | null;
  /** Per airport with offers for the party (null: none, by car), its cheapest. */
  airportOffers: Map<string | null, HotelOffer>;
  durations: number[];
  duration: number | undefined;
  dateOffers: Map<string, HotelOffer>;
  dates: string[];
  startDate: string | undefined;
  boardOffers: Map<string, HotelOffer>;
  boardCode: string | undefined;
  roomOffers: Map<string, HotelOffer>;
  roomCode: string | undefined;
  /** The offer selected; none when the kept date has no room for the party. */
  chosen: HotelOffer | undefined;
}

/**
 * Resolves the selection step by step: airport, duration, date, board, room, each among the offers
 * the steps before it left. `pool` is the trip type's offers that fit the party, `ofType` all of them.
 */
export function select(pool: HotelOffer[], ofType: HotelOffer[], wish: Wish): Selection {
  const airport = wishedOrCheapest(pool, (offer) => offer.airportCode, wish.airportCode);
  const airportCode = airport.value ?? null;
  const fromAirport = pool.filter((offer) => offer.airportCode === airportCode);
  const durations = [...new Set(fromAirport.map((offer) => offer.duration))].sort((a, b) => a - b);
  const duration = chooseDuration(durations, wish.duration);
  const forDuration = fromAirport.filter((offer) => offer.duration === duration);
  const dateOffers = cheapestBy(forDuration, (offer) => offer.date);
  const dates = [...dateOffers.keys()].sort();
  const departsOn = (date: string) =>
    ofType.some(
      (offer) => offer.date === date && offer.airportCode === airportCode && offer.duration === duration,
    );
  const startDate = chooseDate(dateOffers, dates, departsOn, wish.startDate);
  const onDate = forDuration.filter((offer) => offer.date === startDate);
  const board = wishedOrCheapest(onDate, (offer) => offer.boardCode, wish.boardCode);
  const room = wishedOrCheapest(
    onDate.filter((offer) => offer.boardCode === board.value),
    (offer) => offer.roomCode,
    wish.roomCode,
  );
  return {
    airportCode,
    airportOffers: airport.byValue,
    durations,
    duration,
    dateOffers,
    dates,
    startDate,
    boardOffers: board.byValue,
    boardCode: board.value,
    roomOffers: room.byValue,
    roomCode: room.value,
    chosen: room.value ? room.byValue.get(room.value) : undefined,
  };
}

/**
 * When nothing fits the party on the selection: other departures that do, those of the selected
 * airport and duration first, then the nearest to the selected date, then the cheapest.
 */
export function hintsFor(
  pool: HotelOffer[],
  selection: Selection,
  party: Party,
  sale: SaleContext,
): ConfiguratorResponse["hints"] {
  const { airportCode, duration, startDate } = selection;
  const sameRoute = (offer: HotelOffer) => offer.airportCode === airportCode && offer.duration === duration;
  return [
    ...cheapestBy(pool, (offer) => `${offer.date}|${offer.duration}|${offer.airportCode ?? ""}`).values(),
  ]
    .sort(
      (a, b) =>
        Number(sameRoute(b)) - Number(sameRoute(a)) ||
        dayDistance(a.date, startDate ?? a.date) - dayDistance(b.date, startDate ?? b.date) ||
        cheapestFirst(a, b),
    )
    .slice(0, HINTS_LIMIT)
    .map((offer) => ({
      date: offer.date,
      duration: offer.duration,
      airportCode: offer.airportCode,
      roomCode: offer.roomCode,
      ...shownPrices(offer, party, sale),
    }));
}
