import type { TripType } from "../../../server/contract/common";
import { AIRPORT_CODE, OFFER_CODE, TRIP_TYPES } from "../../../server/contract/rules";
import {
  date,
  decodeSearchState,
  int,
  isChildBirthDate,
  listOf,
  MAX_CHILDREN,
  MAX_PARTICIPANTS,
} from "../search/search-state";

const CODE = /^[A-Z0-9_]{1,12}$/;

/** Sections of the card `scrollTo` may name (spec §2); anything else is ignored. */
export const CARD_SECTIONS = [
  "configurator",
  "roomChoice",
  "participantsAndDate",
  "calendar",
  "hotel-about",
  "hotel-facilities",
  "hotel-location",
  "hotel-gallery",
] as const;

/** What the visitor asked the configurator for: every field a wish the API resolves. */
export interface ConfiguratorWish {
  tripType?: TripType | undefined;
  offerCode?: string | undefined;
  airportCode?: string | undefined;
  startDate?: string | undefined;
  duration?: number | undefined;
  boardCode?: string | undefined;
  roomCode?: string | undefined;
  adultsCount: number;
  /** The children's birth dates as entered, valid or not: a child without a valid one is flagged. */
  children: string[];
}

export interface CardOptions {
  /** Show the party's total as the main price (spec §2 fullPrice). */
  fullPrice: boolean;
  /** Quote mode (bidding / ofertowanie): a summary of the offer to hand to a customer. */
  bidding: boolean;
  scrollTo: (typeof CARD_SECTIONS)[number] | undefined;
  promotedUpsellCodes: string[];
  /** Which link brought the visitor here, for analytics. */
  clickedLink: string | undefined;
  /** catalogVersion=Staged: a preview, never indexed. */
  staged: boolean;
  /** The month the lowest-price calendar shows (yyyy-MM). */
  month: string | undefined;
}

/** An offer segment of the card path (spec §2): the offer code, its trip type first ("WS-H00012-…"). */
export const OFFER_SEGMENT = OFFER_CODE;

const flag = (value: string | null) => value === "true" || value === "1";

/** Children's birth dates that count (spec §5): set and valid; the others are excluded from prices. */
export const validChildren = (children: string[], today = new Date()) =>
  children.filter((value) => isChildBirthDate(value, today));

/** The party as entered, with the children whose birth date is missing or invalid flagged. */
export function partyOf(wish: Pick<ConfiguratorWish, "adultsCount" | "children">, today = new Date()) {
  const childrenBirthDates = validChildren(wish.children, today);
  return {
    adultsCount: wish.adultsCount,
    children: wish.children,
    flagged: wish.children.flatMap((value, index) => (childrenBirthDates.includes(value) ? [] : [index])),
    childrenBirthDates,
  };
}

/**
 * Reads the hotel card's URL: the configurator's fields (tripType, airport, date, nights, board,
 * room, adults, children, childrenBirthDates), the search state `q` a listing passes on (its party,
 * airport, dates and duration are the defaults), and the options of spec §2. A value that makes no
 * sense is ignored, so any URL gives a sensible card.
 */
export function readCardParams(params: URLSearchParams, today = new Date()) {
  const q = params.get("q");
  const search = q ? decodeSearchState(new URLSearchParams(q), today) : undefined;
  const tripType = params.get("tripType")?.toUpperCase() ?? search?.tripType;
  const code = (key: string) => {
    const value = params.get(key)?.toUpperCase();
    return value && CODE.test(value) ? value : undefined;
  };
  const airport = params.get("airport")?.toUpperCase() ?? search?.airports[0];
  const adults = int(params.get("adults"), 1, MAX_PARTICIPANTS) ?? search?.adults ?? 2;
  const given = params.has("childrenBirthDates")
    ? listOf(params, "childrenBirthDates")
    : (search?.childrenBirthDates ?? []);
  const asked = int(params.get("children"), 0, MAX_CHILDREN);
  const room = Math.max(0, Math.min(MAX_CHILDREN, MAX_PARTICIPANTS - adults));
  const count = Math.min(asked ?? given.length, room);
  const children = Array.from({ length: count }, (_, i) => given[i] ?? "");
  const wish: ConfiguratorWish = {
    tripType: (TRIP_TYPES as readonly string[]).includes(tripType ?? "") ? (tripType as TripType) : undefined,
    airportCode: airport && AIRPORT_CODE.test(airport) ? airport : undefined,
    startDate: date(params.get("date")) ?? search?.startDate,
    duration: int(params.get("nights"), 1, 30) ?? search?.durationFrom,
    boardCode: code("board"),
    roomCode: code("room"),
    adultsCount: adults,
    children,
  };
  const scrollTo = params.get("scrollTo");
  const month = params.get("month");
  const options: CardOptions = {
    fullPrice: flag(params.get("fullPrice")),
    bidding: flag(params.get("bidding")) || flag(params.get("ofertowanie")),
    scrollTo: (CARD_SECTIONS as readonly string[]).includes(scrollTo ?? "")
      ? (scrollTo as CardOptions["scrollTo"])
      : undefined,
    promotedUpsellCodes: listOf(params, "promotedUpsellCodes")
      .map((value) => value.toUpperCase())
      .filter((value) => CODE.test(value))
      .slice(0, 10),
    clickedLink: params.get("clickedLink")?.slice(0, 80) || undefined,
    staged: params.get("catalogVersion") === "Staged",
    month: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : undefined,
  };
  return { wish, options };
}

/**
 * The configurator's query for a selection: what links (tabs, calendar days, hints) and the form
 * write, so the card's URL always holds the whole selection.
 */
export function selectionQuery(
  selection: {
    tripType?: string | null | undefined;
    airportCode?: string | null | undefined;
    startDate?: string | null | undefined;
    duration?: number | null | undefined;
    boardCode?: string | null | undefined;
    roomCode?: string | null | undefined;
    adultsCount: number;
    childrenBirthDates: string[];
  },
  options: Partial<Pick<CardOptions, "fullPrice" | "month">> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  };
  set("tripType", selection.tripType);
  set("airport", selection.airportCode);
  set("date", selection.startDate);
  set("nights", selection.duration);
  set("board", selection.boardCode);
  set("room", selection.roomCode);
  set("adults", selection.adultsCount);
  if (selection.childrenBirthDates.length) {
    set("children", selection.childrenBirthDates.length);
    set("childrenBirthDates", selection.childrenBirthDates.join(","));
  }
  if (options.fullPrice) set("fullPrice", "true");
  set("month", options.month);
  return params;
}

/**
 * What the configurator renders: the API's answer and the calendar, each with its error flag (spec
 * §4, §8), and the party as entered (children without a valid birth date flagged and left out of
 * prices). Its schema is app/lib/live/answers.ts.
 */
export type { ConfiguratorState } from "../live/answers";
