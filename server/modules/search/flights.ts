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

/** The day the trip ends: `duration` nights after departure. */
export const returnDateOf = (date: string, duration: number) =>
  new Date(Date.parse(date) + duration * DAY).toISOString().slice(0, 10);

/**
 * The outbound and return flights of an offer (none for DW and NR). The return leaves from the
 * region's airport the next flight number up, as charter rotations are numbered.
 */
export function flightsOf(
  offer: FlightFields,
  arrivalAirport: string | null,
  departureAirportName: string | null,
): { departureFlight: z.infer<typeof Flight> | null; returnFlight: z.infer<typeof Flight> | null } {
  const flight = (
    code: string | null,
    to: string | null,
    time: string | null,
    date: string,
    number: string | null,
    airport: string | null,
  ) => {
    if (!code || !offer.airlineCode || !time || !number) return null;
    const arrival = to ? arrivalOf(code, to, date, time) : null;
    return {
      airLineCode: offer.airlineCode,
      flightNumber: number,
      departureAirport: airport ?? code,
      departureCode: code,
      departureDate: date,
      departureTime: time,
      arrivalCode: arrival ? to : null,
      arrivalDate: arrival?.date ?? null,
      arrivalTime: arrival?.time ?? null,
    };
  };
  const returnNumber = offer.flightNumber
    ? `${offer.airlineCode}${Number(offer.flightNumber.replace(/\D/g, "")) + 1}`
    : null;
  return {
    departureFlight: flight(
      offer.airportCode,
      arrivalAirport,
      offer.departureTime,
      offer.date,
      offer.flightNumber,
      departureAirportName,
    ),
    returnFlight: flight(
      arrivalAirport,
      offer.airportCode,
      offer.returnTime,
      returnDateOf(offer.date, offer.duration),
      returnNumber,
      null,
    ),
  };
}
