import { sql } from "drizzle-orm";
import type { HotelNearby, Locale, NearbyPlace } from "../../contract";
import { queryRows, type Db } from "../../db/client";
import type { LocalizedText } from "../../db/schema";
import { notFound } from "../../http/errors";
import { airportPosition, distanceKm } from "../search/flight-times";
import { ARRIVAL_AIRPORT_NAMES } from "./arrival-airports";

/** How many of the region's other hotels the map shows, nearest first. */
export const NEARBY_HOTELS = 8;
/** Resorts of the region farther than this are not "nearby" (the hotel's own resort always is). */
export const NEARBY_RESORT_KM = 60;

const KIND_ORDER: Record<NearbyPlace["kind"], number> = { resort: 0, hotel: 1, airport: 2 };
const parse = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;
const oneDecimal = (km: number) => Math.round(km * 10) / 10;

interface Row {
  code: string;
  names: unknown;
  slug: string | null;
  latitude: number;
  longitude: number;
}

/**
 * The hotel and the places around it for the card's map (spec §2 mapOverlay): the resorts of its
 * region within NEARBY_RESORT_KM, its NEARBY_HOTELS nearest neighbours in the region (hotels, not round trips) and the region's
 * arrival airport. Positions come from the catalogue (hotels, resorts) and the airport reference data.
 */
export async function hotelNearby(db: Db, slug: string, locale: Locale): Promise<HotelNearby> {
  const [hotel] = await queryRows<
    Row & { region_code: string; resort_code: string; arrival_airport: string | null }
  >(
    db,
    sql`SELECT h.code, h.names, h.slug, h.latitude, h.longitude, h.region_code, h.resort_code, region.arrival_airport
          FROM hotels h JOIN destinations region ON region.code = h.region_code
         WHERE h.slug = ${slug}`,
  );
  if (!hotel) throw notFound("HOTEL_NOT_FOUND", `No hotel '${slug}'`);
  const [resorts, hotels] = await Promise.all([
    queryRows<Row>(
      db,
      sql`SELECT code, names, NULL AS slug, latitude, longitude FROM destinations
           WHERE parent_code = ${hotel.region_code} AND level = 'resort' AND latitude IS NOT NULL`,
    ),
    queryRows<Row>(
      db,
      sql`SELECT code, names, slug, latitude, longitude FROM hotels
           WHERE region_code = ${hotel.region_code} AND code <> ${hotel.code} AND type = 'HOTEL'`,
    ),
  ]);
  const here = { latitude: Number(hotel.latitude), longitude: Number(hotel.longitude) };
  const place = (kind: NearbyPlace["kind"], row: Row): NearbyPlace => {
    const position = { latitude: Number(row.latitude), longitude: Number(row.longitude) };
    return {
      kind,
      code: row.code,
      name: parse<LocalizedText>(row.names)[locale],
      ...position,
      distanceKm: oneDecimal(distanceKm(here, position)),
      hotelUrl: kind === "hotel" && row.slug ? `/vacante/${row.slug}` : null,
    };
  };
  const byDistance = (a: NearbyPlace, b: NearbyPlace) =>
    a.distanceKm - b.distanceKm || a.code.localeCompare(b.code);
  const places = [
    ...resorts
      .map((row) => place("resort", row))
      .filter((resort) => resort.code === hotel.resort_code || resort.distanceKm <= NEARBY_RESORT_KM),
    ...hotels
      .map((row) => place("hotel", row))
      .sort(byDistance)
      .slice(0, NEARBY_HOTELS),
  ];
  const airport = hotel.arrival_airport ? airportPosition(hotel.arrival_airport) : undefined;
  const airportNames = hotel.arrival_airport ? ARRIVAL_AIRPORT_NAMES[hotel.arrival_airport] : undefined;
  if (hotel.arrival_airport && airport && airportNames) {
    places.push(
      place("airport", { code: hotel.arrival_airport, names: airportNames, slug: null, ...airport }),
    );
  }
  return {
    hotel: { code: hotel.code, name: parse<LocalizedText>(hotel.names)[locale], ...here },
    places: places.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || byDistance(a, b)),
  };
}
