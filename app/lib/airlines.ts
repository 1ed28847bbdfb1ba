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
