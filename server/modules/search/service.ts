import type {
  Facet,
  ListingFiltersResponse,
  Locale,
  OfferPrice,
  OfferSearchResponse,
  OfferSummary,
  ParsedOfferSearch,
} from "../../contract";
import type { OfferPricesRequest } from "../../contract";
import type { z } from "zod";
import { OFFER_TYPES, takesParty } from "../../contract";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { flightsOf } from "./flights";
import { partyPrice } from "./pricing";
import type { OfferIndexHolder } from "./offer-index";
import { findOfferDetails, findOfferPrices, findUnknownCodes, type Candidate } from "./queries";

type FilterId = "category" | "board" | "facility" | "rating" | "priceSelector";

interface Selection {
  category: Set<number>;
  board: Set<string>;
  facility: string[];
  rating: number | undefined;
  price: { from?: number | undefined; to?: number | undefined } | undefined;
}

interface Evaluated {
  hotelCode: string;
  offer: Candidate;
  fullPrice: number;
  originalFullPrice: number;
}

const RATING_STEPS = [3.5, 4, 4.5];
const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

function selection(request: ParsedOfferSearch): Selection {
  const values = (id: FilterId) =>
    request.filters.filter((f) => f.filterId === id).flatMap((f) => f.selectedValues);
  const range = values("priceSelector")[0];
  const [from, to] = range ? range.split("#") : [];
  return {
    category: new Set(values("category").map(Number).filter(Number.isFinite)),
    board: new Set(values("board")),
    facility: values("facility"),
    rating: values("rating").map(Number).find(Number.isFinite),
    price: range ? { from: from ? Number(from) : undefined, to: to ? Number(to) : undefined } : undefined,
  };
}

/** The search window: never in the past, a year long unless the request narrows it. */
function window(request: ParsedOfferSearch, today: Date) {
  const todayIso = isoDay(today.getTime());
  const from =
    request.departureDateFrom && request.departureDateFrom > todayIso ? request.departureDateFrom : todayIso;
  const to = request.departureDateTo ?? isoDay(Date.parse(from) + 365 * DAY);
  return { from, to };
}

/**
 * Runs the offer search of spec §3: the cheapest offer per hotel for the party, the filters, the
 * facet counts (each facet counted with every other filter applied, so choosing a value never hides
 * its siblings), the price range, the sort and the page.
 */
export async function searchOffers(
  db: Db,
  replica: OfferIndexHolder,
  request: ParsedOfferSearch,
  locale: Locale,
  today = new Date(),
): Promise<OfferSearchResponse> {
  const { hotelsFound, evaluate, priced, candidatesByHotel, chosen } = await findHotels(
    db,
    replica,
    request,
    today,
  );
  const facets = facetCounts(candidatesByHotel, evaluate, chosen);
  const priceRange = rangeOf(hotelsFound, evaluate);
  const results: Evaluated[] = [];
  for (const code of candidatesByHotel.keys()) {
    const offer = evaluate(code);
    if (offer) results.push(priced(offer));
  }
  sortResults(results, request.metaData.sorting);
  const { page, pageSize, sorting } = request.metaData;
  const pageRows = results.slice(page * pageSize, page * pageSize + pageSize);
  const pageDetails = await findOfferDetails(
    db,
    pageRows.map((row) => row.offer.offerId),
  );
  const details = new Map(pageDetails.map((detail) => [detail.offerId, detail]));
  const rooms = roomsOf(request);
  const participants = {
    adults: rooms.reduce((sum, room) => sum + room.adultsCount, 0),
    children: rooms.reduce((sum, room) => sum + room.childrenBirthDates.length, 0),
    rooms: rooms.length,
  };
  const offers: OfferSummary[] = pageRows.flatMap((row) => {
    const detail = details.get(row.offer.offerId);
    if (!detail) return [];
    const flights = flightsOf(
      { ...detail, date: detail.departureDate },
      { code: detail.arrivalAirport, name: detail.arrivalAirportNames?.[locale] ?? null },
      detail.airportNames?.[locale] ?? null,
    );
    return [
      {
        offerCode: detail.offerCode,
        tripType: detail.tripType as OfferSummary["tripType"],
        hotel: {
          code: detail.hotelCode,
          slug: detail.slug,
          name: detail.hotelNames[locale],
          type: detail.hotelType === "TOUR" ? "TOUR" : "HOTEL",
          stars: detail.stars,
          rating: detail.rating,
          reviewCount: detail.reviewCount,
          countryCode: detail.countryCode,
          regionCode: detail.regionCode,
          resortCode: detail.resortCode,
          place: `${detail.resortNames[locale]}, ${detail.countryNames[locale]}`,
          imageUrl: `/img/hotels/${detail.hotelCode}/1`,
        },
        departureDate: detail.departureDate,
        duration: detail.duration,
        boardCode: detail.boardCode,
        roomCode: detail.roomCode,
        departureAirport: detail.airportCode,
        departureTime: detail.departureTime,
        ...flights,
        pricePerPerson: row.offer.priceAdult / 100,
        fullPrice: row.fullPrice / 100,
        originalFullPrice: row.originalFullPrice / 100,
        discount: (row.originalFullPrice - row.fullPrice) / 100,
        fullPriceOnly: detail.airlineCode === "FR",
        participants,
      },
    ];
  });
  return {
    offers,
    pagination: {
      page,
      pageSize,
      sorting,
      totalResults: results.length,
      pagesCount: Math.ceil(results.length / pageSize),
    },
    facets,
    priceRange,
  };
}

/** POST /www/offers/count: how many hotels the search finds with its filters. */
export async function countOffers(
  db: Db,
  replica: OfferIndexHolder,
  request: ParsedOfferSearch,
  today = new Date(),
): Promise<number> {
  const { candidatesByHotel, evaluate } = await findHotels(db, replica, request, today);
  let count = 0;
  for (const code of candidatesByHotel.keys()) if (evaluate(code)) count += 1;
  return count;
}

/** The rooms of the party: the occupancies of a multi-room search, else one room. */
export function roomsOf(request: ParsedOfferSearch) {
  return request.occupancies?.length
    ? request.occupancies
    : [{ adultsCount: request.numberOfAdults, childrenBirthDates: request.childrenBirthdays }];
}

/**
 * POST /www/listing/filters: the facets and the price filter of a search, without its offers. Ski
 * listings call the price filter amountRangeSKI (spec §3), the others priceSelector.
 */
export async function listingFilters(
  db: Db,
  replica: OfferIndexHolder,
  request: ParsedOfferSearch,
  today = new Date(),
): Promise<ListingFiltersResponse> {
  const { candidatesByHotel, evaluate, chosen, hotelsFound } = await findHotels(db, replica, request, today);
  let totalResults = 0;
  for (const code of candidatesByHotel.keys()) if (evaluate(code)) totalResults += 1;
  const range = rangeOf(hotelsFound, evaluate);
  const selected = request.filters.find((f) => f.filterId === "priceSelector")?.selectedValues[0] ?? null;
  return {
    filters: facetCounts(candidatesByHotel, evaluate, chosen),
    price: {
      code: request.offerType === "SKI" ? "amountRangeSKI" : "priceSelector",
      selected,
      min: range?.min ?? 0,
      max: range?.max ?? 0,
    },
    totalResults,
  };
}

/** POST /www/offers/prices: today's prices of offers for a party; offers no longer sold are left out. */
export async function offerPrices(
  db: Db,
  request: z.output<typeof OfferPricesRequest>,
): Promise<{ prices: OfferPrice[] }> {
  const rows = await findOfferPrices(db, [...new Set(request.offerCodes)]);
  const participants = request.numberOfAdults + request.childrenBirthdays.length;
  return {
    prices: rows
      .filter(
        (row) =>
          row.maxAdults >= request.numberOfAdults &&
          row.maxPax >= participants &&
          takesParty(row.facilities, request.childrenBirthdays.length),
      )
      .map((row) => {
        const price = (perAdult: number) =>
          partyPrice(
            perAdult,
            request.numberOfAdults,
            request.childrenBirthdays,
            row.departureDate,
            row.childPolicy,
          );
        const fullPrice = price(row.priceAdult);
        const originalFullPrice = price(row.originalPriceAdult);
        return {
          offerCode: row.offerCode,
          pricePerPerson: row.priceAdult / 100,
          fullPrice: fullPrice / 100,
          originalFullPrice: originalFullPrice / 100,
          discount: (originalFullPrice - fullPrice) / 100,
        };
      }),
  };
}

async function findHotels(db: Db, replica: OfferIndexHolder, request: ParsedOfferSearch, today: Date) {
  const unknown = await findUnknownCodes(db, request.destinationsCodes, request.departuresCodes);
  const details = [
    ...unknown.destinations.map((code) => ({
      path: "body.destinationsCodes",
      message: `Unknown destination ${code}`,
    })),
    ...unknown.airports.map((code) => ({ path: "body.departuresCodes", message: `Unknown airport ${code}` })),
  ];
  if (details.length)
    throw new HttpError(400, "UNKNOWN_CODE", "Unknown destination or airport code", details);

  const { from, to } = window(request, today);
  const rooms = roomsOf(request);
  const index = await replica.get();
  const candidates =
    from > to
      ? []
      : index.findCandidates(
          {
            tripType: OFFER_TYPES[request.offerType],
            from,
            to,
            durationFrom: request.durationFrom ?? 1,
            durationTo: request.durationTo ?? 30,
            airports: request.departuresCodes,
            destinations: request.destinationsCodes,
            // Every room needs an offer room that fits it; all rooms share the offer's room type.
            adults: Math.max(...rooms.map((room) => room.adultsCount)),
            participants: Math.max(...rooms.map((room) => room.adultsCount + room.childrenBirthDates.length)),
            children: rooms.reduce((sum, room) => sum + room.childrenBirthDates.length, 0),
            near:
              request.radius && request.regionLocation
                ? { ...request.regionLocation, km: request.radius }
                : undefined,
          },
          request.metaData.sorting === "nearestDeparture" ? "departure" : "price",
        );
  const candidatesByHotel = new Map<string, Candidate[]>();
  for (const candidate of candidates) {
    const list = candidatesByHotel.get(candidate.hotelCode);
    if (list) list.push(candidate);
    else candidatesByHotel.set(candidate.hotelCode, [candidate]);
  }
  const chosen = selection(request);
  // The hotel's offer is the one its card shows and the sort places it by: the soonest departure
  // under "nearest departure", else the cheapest.
  const placesBefore =
    request.metaData.sorting === "nearestDeparture"
      ? (a: Candidate, b: Candidate) =>
          a.departureDate < b.departureDate ||
          (a.departureDate === b.departureDate && a.priceAdult < b.priceAdult)
      : (a: Candidate, b: Candidate) => a.priceAdult < b.priceAdult;
  const price = (candidate: Candidate, perAdult: number) =>
    rooms.reduce(
      (sum, room) =>
        sum +
        partyPrice(
          perAdult,
          room.adultsCount,
          room.childrenBirthDates,
          candidate.departureDate,
          candidate.childPolicy,
        ),
      0,
    );

  /** The hotel's offer under every filter but `ignoring`, or null when the filters leave it out. */
  const evaluate = (hotelCode: string, ignoring?: FilterId): Candidate | null => {
    const list = candidatesByHotel.get(hotelCode);
    const first = list?.[0];
    if (!list || !first) return null;
    if (ignoring !== "category" && chosen.category.size > 0 && !chosen.category.has(first.stars)) return null;
    if (ignoring !== "rating" && chosen.rating !== undefined && first.rating < chosen.rating) return null;
    if (ignoring !== "facility" && !chosen.facility.every((f) => first.facilities.includes(f))) return null;
    let best: Candidate | undefined;
    for (const candidate of list) {
      if (ignoring !== "board" && chosen.board.size > 0 && !chosen.board.has(candidate.boardCode)) continue;
      if (!best || placesBefore(candidate, best)) best = candidate;
    }
    if (!best) return null;
    if (ignoring !== "priceSelector" && chosen.price) {
      const perPerson = best.priceAdult / 100;
      if (chosen.price.from !== undefined && perPerson < chosen.price.from) return null;
      if (chosen.price.to !== undefined && perPerson > chosen.price.to) return null;
    }
    return best;
  };

  /** The party's prices, for the hotels that are shown. */
  const priced = (offer: Candidate): Evaluated => ({
    hotelCode: offer.hotelCode,
    offer,
    fullPrice: price(offer, offer.priceAdult),
    originalFullPrice: price(offer, offer.originalPriceAdult),
  });
  return { candidatesByHotel, evaluate, priced, chosen, hotelsFound: [...candidatesByHotel.keys()] };
}

function facetCounts(
  candidatesByHotel: Map<string, Candidate[]>,
  evaluate: (code: string, ignoring?: FilterId) => Candidate | null,
  chosen: Selection,
): Facet[] {
  // A chosen value stays listed, with 0, when no hotel of this search has it (a filter carried over
  // from another search or a shared link): the visitor sees it applied and can untick it.
  const category = new Map<string, number>([...chosen.category].map((stars) => [String(stars), 0]));
  const board = new Map<string, number>([...chosen.board].map((code) => [code, 0]));
  const facility = new Map<string, number>(chosen.facility.map((code) => [code, 0]));
  const rating = new Map<string, number>(RATING_STEPS.map((step) => [String(step), 0]));
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const [code, list] of candidatesByHotel) {
    const first = list[0]!;
    if (evaluate(code, "category")) add(category, String(first.stars));
    if (evaluate(code, "board"))
      for (const boardCode of new Set(list.map((c) => c.boardCode))) add(board, boardCode);
    if (evaluate(code, "facility")) for (const f of first.facilities) add(facility, f);
    if (evaluate(code, "rating"))
      for (const step of RATING_STEPS) if (first.rating >= step) add(rating, String(step));
  }
  const values = (
    map: Map<string, number>,
    isSelected: (code: string) => boolean,
    order?: (a: string, b: string) => number,
  ) =>
    [...map]
      .sort(([a], [b]) => (order ? order(a, b) : a.localeCompare(b)))
      .map(([code, count]) => ({ code, count, selected: isSelected(code) }));
  return [
    {
      code: "category",
      displayType: "MULTI_CHOICE",
      values: values(
        category,
        (c) => chosen.category.has(Number(c)),
        (a, b) => Number(b) - Number(a),
      ),
    },
    { code: "board", displayType: "MULTI_CHOICE", values: values(board, (c) => chosen.board.has(c)) },
    {
      code: "facility",
      displayType: "MULTI_CHOICE",
      values: values(facility, (c) => chosen.facility.includes(c)),
    },
    {
      code: "rating",
      displayType: "SINGLE_CHOICE",
      values: values(
        rating,
        (c) => chosen.rating === Number(c),
        (a, b) => Number(a) - Number(b),
      ),
    },
  ];
}

function rangeOf(hotels: string[], evaluate: (code: string, ignoring?: FilterId) => Candidate | null) {
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (const code of hotels) {
    const offer = evaluate(code, "priceSelector");
    if (!offer) continue;
    min = Math.min(min, offer.priceAdult);
    max = Math.max(max, offer.priceAdult);
  }
  return Number.isFinite(min) ? { min: Math.floor(min / 100), max: Math.ceil(max / 100) } : null;
}

function sortResults(results: Evaluated[], sorting: ParsedOfferSearch["metaData"]["sorting"]) {
  const byPrice = (a: Evaluated, b: Evaluated) =>
    a.fullPrice - b.fullPrice || a.hotelCode.localeCompare(b.hotelCode);
  const compare: Record<typeof sorting, (a: Evaluated, b: Evaluated) => number> = {
    price: byPrice,
    priceDESC: (a, b) => b.fullPrice - a.fullPrice || a.hotelCode.localeCompare(b.hotelCode),
    hotelRating: (a, b) => b.offer.rating - a.offer.rating || byPrice(a, b),
    nearestDeparture: (a, b) => a.offer.departureDate.localeCompare(b.offer.departureDate) || byPrice(a, b),
    categoryDESC: (a, b) => b.offer.stars - a.offer.stars || byPrice(a, b),
    flightDate: (a, b) => a.offer.departureDate.localeCompare(b.offer.departureDate) || byPrice(a, b),
  };
  results.sort(compare[sorting]);
}
