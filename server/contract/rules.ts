import { differenceInYears, isValid, parseISO } from "date-fns";

/**
 * The contract's plain values and rules, without zod, so the browser can use them too (its bundle
 * carries no validation library): the party's limits, the codes' patterns and the date rules. The
 * zod schemas of party.ts are built from them.
 */

/** Trip type codes (spec §1). */
export const TRIP_TYPES = ["WS", "DW", "WO", "NR", "CZ"] as const;

/** At most this many people in one online reservation (spec §5), rooms in one search, children in a room. */
export const MAX_PARTICIPANTS = 9;
export const MAX_ROOMS = 4;
export const MAX_CHILDREN = 6;

/** At most this many values of one listing filter in a search (board codes, facilities, …). */
export const MAX_FACET_VALUES = 20;

/** A hotel code (`H00012`), an offer code (its trip type first, decision 0007), an airport's IATA code. */
export const HOTEL_CODE = /^[A-Z0-9_-]{2,40}$/;
export const OFFER_CODE = /^(WS|DW|WO|NR|CZ)-[A-Z0-9_-]{4,80}$/;
export const AIRPORT_CODE = /^[A-Z]{3}$/;

/**
 * An adults-only hotel (facility ADULTS_ONLY) takes nobody under 18: a party with a child neither finds
 * it in a search, a chart or a price, nor gets an offer on its card. The seed marks such hotels; the
 * rule holds wherever offers are matched to a party.
 */
export const ADULTS_ONLY = "ADULTS_ONLY";
export const takesParty = (facilities: readonly string[], children: number) =>
  children === 0 || !facilities.includes(ADULTS_ONLY);

/** Everyone in the rooms (each room a party: spec §3 occupancy). */
export const participantsOf = (
  rooms: readonly { adultsCount: number; childrenBirthDates: readonly string[] }[],
) => rooms.reduce((sum, room) => sum + room.adultsCount + room.childrenBirthDates.length, 0);

/** A real calendar date written yyyy-MM-dd (not 2019-02-30). */
export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value));
}

/** A child's birth date counts only when it is a real date of someone under 18 today (spec §5 "Children"). */
export function isChildBirthDate(value: string, today: Date = new Date()): boolean {
  if (!isIsoDate(value)) return false;
  const born = parseISO(value);
  return born <= today && differenceInYears(today, born) < 18;
}
