/** Airlines of our charter flights, by IATA code: proper names, the same in every language. */
export const AIRLINES: Record<string, string> = {
  RO: "TAROM",
  W6: "Wizz Air",
  FR: "Ryanair",
  H4: "HiSky",
  LO: "LOT Polish Airlines",
  E4: "Enter Air",
};

export const airlineName = (code: string) => AIRLINES[code] ?? code;

/**
 * A flight number as tickets print it, the airline's designator apart from the number: "W6 7778",
 * not "W67778", where a designator with a digit (W6, E4, H4) would run into the number.
 */
export function formatFlightNumber(airlineCode: string, flightNumber: string): string {
  if (!flightNumber.startsWith(airlineCode)) return flightNumber;
  const number = flightNumber.slice(airlineCode.length).trim();
  return number ? `${airlineCode} ${number}` : flightNumber;
}
