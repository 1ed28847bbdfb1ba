import { DateTime } from "luxon";

/**
 * Where each airport we fly from or to is, and its IANA time zone (IATA reference data). Flight times
 * are local: a departure at the departure airport's clock, an arrival at the arrival airport's, as
 * tickets print them. luxon does the zone arithmetic (summer time included), so an evening flight from
 * Warsaw to Hurghada lands at the hour the customer's phone will show there.
 */
const AIRPORTS: Record<string, { zone: string; latitude: number; longitude: number }> = {
  // Departure airports (Romania, Poland).
  OTP: { zone: "Europe/Bucharest", latitude: 44.571, longitude: 26.085 },
  CLJ: { zone: "Europe/Bucharest", latitude: 46.785, longitude: 23.686 },
  TSR: { zone: "Europe/Bucharest", latitude: 45.81, longitude: 21.338 },
  IAS: { zone: "Europe/Bucharest", latitude: 47.179, longitude: 27.621 },
  SBZ: { zone: "Europe/Bucharest", latitude: 45.786, longitude: 24.091 },
  WAW: { zone: "Europe/Warsaw", latitude: 52.166, longitude: 20.967 },
  KTW: { zone: "Europe/Warsaw", latitude: 50.474, longitude: 19.08 },
  KRK: { zone: "Europe/Warsaw", latitude: 50.078, longitude: 19.785 },
  GDN: { zone: "Europe/Warsaw", latitude: 54.378, longitude: 18.466 },
  WRO: { zone: "Europe/Warsaw", latitude: 51.103, longitude: 16.886 },
  POZ: { zone: "Europe/Warsaw", latitude: 52.421, longitude: 16.826 },
  // Arrival airports of the regions we sell.
  HER: { zone: "Europe/Athens", latitude: 35.34, longitude: 25.18 },
  RHO: { zone: "Europe/Athens", latitude: 36.405, longitude: 28.086 },
  CFU: { zone: "Europe/Athens", latitude: 39.602, longitude: 19.912 },
  KVA: { zone: "Europe/Athens", latitude: 40.913, longitude: 24.619 },
  AYT: { zone: "Europe/Istanbul", latitude: 36.899, longitude: 30.8 },
  BJV: { zone: "Europe/Istanbul", latitude: 37.251, longitude: 27.664 },
  HRG: { zone: "Africa/Cairo", latitude: 27.178, longitude: 33.799 },
  SSH: { zone: "Africa/Cairo", latitude: 27.977, longitude: 34.395 },
  BOJ: { zone: "Europe/Sofia", latitude: 42.57, longitude: 27.515 },
  PMI: { zone: "Europe/Madrid", latitude: 39.552, longitude: 2.739 },
  AGP: { zone: "Europe/Madrid", latitude: 36.675, longitude: -4.499 },
  TFS: { zone: "Atlantic/Canary", latitude: 28.044, longitude: -16.572 },
  LCA: { zone: "Asia/Nicosia", latitude: 34.875, longitude: 33.625 },
  PFO: { zone: "Asia/Nicosia", latitude: 34.718, longitude: 32.486 },
  NBE: { zone: "Africa/Tunis", latitude: 36.076, longitude: 10.439 },
  DJE: { zone: "Africa/Tunis", latitude: 33.875, longitude: 10.775 },
  CTA: { zone: "Europe/Rome", latitude: 37.467, longitude: 15.066 },
  SUF: { zone: "Europe/Rome", latitude: 38.905, longitude: 16.242 },
  SPU: { zone: "Europe/Zagreb", latitude: 43.539, longitude: 16.298 },
  PUY: { zone: "Europe/Zagreb", latitude: 44.894, longitude: 13.922 },
  FAO: { zone: "Europe/Lisbon", latitude: 37.014, longitude: -7.966 },
  FNC: { zone: "Atlantic/Madeira", latitude: 32.698, longitude: -16.774 },
};

const EARTH_KM = 6371;
/** A charter's average block speed and its taxi and climb allowance. */
const BLOCK_KMH = 780;
const TAXI_MINUTES = 30;

/** Great-circle distance in km (haversine). */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
) {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLon = rad(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(a));
}

/** The block time between two airports, rounded up to five minutes (null for an unknown airport). */
export function blockMinutes(fromCode: string, toCode: string): number | null {
  const from = AIRPORTS[fromCode];
  const to = AIRPORTS[toCode];
  if (!from || !to) return null;
  return Math.ceil(((distanceKm(from, to) / BLOCK_KMH) * 60 + TAXI_MINUTES) / 5) * 5;
}

/**
 * When a flight that leaves `fromCode` on `date` at `time` (local there) lands at `toCode`, in the
 * arrival airport's local date and time; null when either airport or the time is unknown.
 */
export function arrivalOf(
  fromCode: string,
  toCode: string,
  date: string,
  time: string,
): { date: string; time: string } | null {
  const minutes = blockMinutes(fromCode, toCode);
  const fromZone = AIRPORTS[fromCode]?.zone;
  const toZone = AIRPORTS[toCode]?.zone;
  if (minutes === null || !fromZone || !toZone) return null;
  const departure = DateTime.fromISO(`${date}T${time}`, { zone: fromZone });
  if (!departure.isValid) return null;
  const arrival = departure.plus({ minutes }).setZone(toZone);
  return { date: arrival.toISODate() ?? date, time: arrival.toFormat("HH:mm") };
}

/** Where an airport is (the hotel card's map); undefined for one we do not know. */
export function airportPosition(code: string): { latitude: number; longitude: number } | undefined {
  const airport = AIRPORTS[code];
  return airport && { latitude: airport.latitude, longitude: airport.longitude };
}
