import type { z } from "zod";
import type { Flight } from "../../contract";
import { arrivalOf } from "./flight-times";

const DAY = 86_400_000;

export interface FlightFields {
  airportCode: string | null;
  airlineCode: string | null;
  flightNumber: string | null;
  departureTime: string | null;
  returnTime: string | null;
  date: string;
  duration: number;
}

/** The region's airport, where the outbound lands and the return leaves from, and its name. */
export interface ArrivalAirport {
  code: string | null;
  name: string | null;
}

/** The day the trip ends: `duration` nights after departure. */
export const returnDateOf = (date: string, duration: number) =>
  new Date(Date.parse(date) + duration * DAY).toISOString().slice(0, 10);

/**
 * The return leg's flight number: charter rotations are numbered in pairs, the return the next
 * number up (the highest, 9999, pairs with 9998). The airline's designator may itself hold a digit
 * (W6, E4, H4), so only what follows the designator is the number. Null for a number that is not
 * the airline's designator and one to four digits.
 */
export function returnFlightNumber(airlineCode: string, outbound: string): string | null {
  if (!outbound.startsWith(airlineCode)) return null;
  const digits = outbound.slice(airlineCode.length).trim();
  if (!/^\d{1,4}$/.test(digits)) return null;
  const number = Number(digits);
  const back = number === 9999 ? number - 1 : number + 1;
  return `${airlineCode}${String(back).padStart(digits.length, "0")}`;
}

/**
 * The outbound and return flights of an offer (none for DW and NR). The return leaves from the
 * region's airport the next flight number up, as charter rotations are numbered. Airports are
 * named in the request's language; the code stands in where the catalogue has no name.
 */
export function flightsOf(
  offer: FlightFields,
  arrivalAirport: ArrivalAirport,
  departureAirportName: string | null,
): { departureFlight: z.infer<typeof Flight> | null; returnFlight: z.infer<typeof Flight> | null } {
  const home = { code: offer.airportCode, name: departureAirportName };
  const flight = (
    from: ArrivalAirport,
    to: ArrivalAirport,
    time: string | null,
    date: string,
    number: string | null,
  ) => {
    if (!from.code || !offer.airlineCode || !time || !number) return null;
    const arrival = to.code ? arrivalOf(from.code, to.code, date, time) : null;
    return {
      airLineCode: offer.airlineCode,
      flightNumber: number,
      departureAirport: from.name ?? from.code,
      departureCode: from.code,
      departureDate: date,
      departureTime: time,
      arrivalAirport: arrival ? (to.name ?? to.code) : null,
      arrivalCode: arrival ? to.code : null,
      arrivalDate: arrival?.date ?? null,
      arrivalTime: arrival?.time ?? null,
    };
  };
  const returnNumber =
    offer.airlineCode && offer.flightNumber
      ? returnFlightNumber(offer.airlineCode, offer.flightNumber)
      : null;
  return {
    departureFlight: flight(home, arrivalAirport, offer.departureTime, offer.date, offer.flightNumber),
    returnFlight: flight(
      arrivalAirport,
      home,
      offer.returnTime,
      returnDateOf(offer.date, offer.duration),
      returnNumber,
    ),
  };
}
