import type { HotelDetails, Locale, TripType } from "../../contract";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { findHotelBySlug } from "./queries";

const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** "SUMMER 2027", or "WINTER 2026/2027" for a winter that starts in the autumn. */
export function virtualSeason(season: string, firstDeparture: string | undefined): string | null {
  if (!firstDeparture) return null;
  const year = Number(firstDeparture.slice(0, 4));
  if (season !== "WINTER") return `${season} ${year}`;
  const month = Number(firstDeparture.slice(5, 7));
  return month >= 7 ? `WINTER ${year}/${year + 1}` : `WINTER ${year - 1}/${year}`;
}

/** The first sentence of a text (the whole text when it has one sentence). */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/.exec(text);
  return (match ? match[0] : text).trim();
}

export async function hotelCard(
  db: Db,
  slug: string,
  locale: Locale,
  today = new Date(),
): Promise<HotelDetails> {
  const hotel = await findHotelBySlug(db, slug, isoDay(today));
  if (!hotel) throw notFound("HOTEL_NOT_FOUND", `No hotel '${slug}'`);
  const place = (code: string) => {
    const found = hotel.places.find((p) => p.code === code);
    return { code, name: found?.names[locale] ?? code, slug: found?.slugs[locale] ?? "" };
  };
  const firstDeparture = hotel.sale.map((s) => s.first_departure).sort()[0];
  const description = hotel.descriptions[locale];
  const images = Array.from({ length: hotel.image_count }, (_, i) => `/img/hotels/${hotel.code}/${i + 1}`);
  return {
    code: hotel.code,
    slug: hotel.slug,
    name: hotel.names[locale],
    type: hotel.type === "TOUR" ? "TOUR" : "HOTEL",
    shortDescription: firstSentence(description),
    description,
    stars: Number(hotel.stars),
    coordinates: { latitude: Number(hotel.latitude), longitude: Number(hotel.longitude) },
    season: hotel.season as HotelDetails["season"],
    virtualSeason: virtualSeason(hotel.season, firstDeparture),
    roomsCount: hotel.rooms.length,
    rooms: hotel.rooms.map((room) => ({
      roomCode: room.room_code,
      name: room.names[locale] ?? room.room_code,
      maxAdults: Number(room.max_adults),
      maxPax: Number(room.max_pax),
    })),
    boardCodes: hotel.boards,
    facilities: hotel.facilities,
    countryCode: hotel.country_code,
    regionCode: hotel.region_code,
    resortCode: hotel.resort_code,
    country: place(hotel.country_code),
    region: place(hotel.region_code),
    resort: place(hotel.resort_code),
    hotelUrl: `/vacante/${hotel.slug}`,
    images,
    slopeImageUrl: hotel.season === "WINTER" ? (images.at(-1) ?? null) : null,
    tourPlan: hotel.tourPlan
      ? hotel.tourPlan.map((step) => ({ day: step.day, title: step.title[locale] }))
      : null,
    tripAdvisor: { rating: Number(hotel.rating), reviewCount: Number(hotel.review_count) },
    multiroomEnabled: hotel.multiroom_enabled,
    tripTypes: hotel.sale.map((s) => s.trip_type as TripType),
  };
}
