export type TripTypeName = "BY_PLANE" | "BY_CAR" | "CHARTER" | "TOUR" | "SKI" | "SKI_BY_PLANE";

const NAMES: Record<string, TripTypeName> = {
  WS: "BY_PLANE",
  DW: "BY_CAR",
  CZ: "CHARTER",
  WO: "TOUR",
  NR: "SKI",
  // Forms that add their own kinds (spec §4): a linear flight is sold as a trip by plane.
  LINEAR_FLIGHT: "BY_PLANE",
  SKI_BY_PLANE: "SKI_BY_PLANE",
};

/** Trip type code → name (spec §4); other values map to nothing. */
export const tripTypeName = (code: string | null | undefined): TripTypeName | undefined =>
  code ? NAMES[code.toUpperCase()] : undefined;

/** DW and NR travel without a flight, so they hide the airport and hour (spec §9). */
export const hidesAirportAndHour = (code: string) => code === "DW" || code === "NR";
