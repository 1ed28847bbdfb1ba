import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HotelDetails, OfferSearchResponse } from "../../server/contract";
import { queryRows } from "../../server/db/client";
import { firstSentence, virtualSeason } from "../../server/modules/hotels/service";
import { auth, startTestApi, type TestApi } from "./helpers";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const get = (url: string) => api.app.inject({ method: "GET", url, headers: auth.www });

describe("GET /www/hotel-card/{slug}", () => {
  it("answers the hotel details of a hotel found in the search, in the asked language", async () => {
    const search = await api.app.inject({
      method: "POST",
      url: "/www/offers/search",
      headers: { ...auth.www, "x-language": "pl" },
      payload: { offerType: "BY_PLANE", destinationsCodes: ["GR-CRE"] },
    });
    const offer = OfferSearchResponse.parse(search.json()).offers[0]!;
    const response = await get(`/www/hotel-card/${offer.hotel.slug}?locale=pl`);
    expect(response.statusCode, response.body).toBe(200);
    const hotel = HotelDetails.parse(response.json());
    expect(hotel).toMatchObject({
      code: offer.hotel.code,
      name: offer.hotel.name,
      stars: offer.hotel.stars,
      countryCode: "GR",
      regionCode: "GR-CRE",
      country: { code: "GR", name: "Grecja", slug: "grecja" },
      region: { code: "GR-CRE", name: "Kreta", slug: "kreta" },
      hotelUrl: `/vacante/${offer.hotel.slug}`,
      tripAdvisor: { rating: offer.hotel.rating, reviewCount: offer.hotel.reviewCount },
      slopeImageUrl: null,
      tourPlan: null,
    });
    expect(hotel.tripTypes).toContain("WS");
    expect(hotel.virtualSeason).toMatch(/^SUMMER \d{4}$/);
    expect(hotel.description.startsWith(hotel.shortDescription)).toBe(true);
    expect(hotel.shortDescription).toContain(offer.hotel.name);
    expect(hotel.images[0]).toBe(offer.hotel.imageUrl);
    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(
      api.database.db,
      sql`SELECT count(*)::int AS n FROM hotel_rooms WHERE hotel_code = ${hotel.code}`,
    );
    expect(hotel.roomsCount).toBe(n);
    expect(hotel.rooms).toHaveLength(n);
    // Every room has its own name in the asked language: no two look alike.
    expect(hotel.rooms.map((room) => room.name)).toContain("Pokój dwuosobowy");
    expect(new Set(hotel.rooms.map((room) => room.name)).size).toBe(n);
    expect(hotel.boardCodes).toContain(offer.boardCode);
  });

  it("shows a ski hotel's piste and a round trip's plan", async () => {
    const [ski] = await queryRows<{ slug: string }>(
      api.database.db,
      sql`SELECT slug FROM hotels WHERE season = 'WINTER' ORDER BY code LIMIT 1`,
    );
    const skiHotel = HotelDetails.parse((await get(`/www/hotel-card/${ski!.slug}?locale=cs`)).json());
    expect(skiHotel.slopeImageUrl).toBe(skiHotel.images.at(-1));
    const [tour] = await queryRows<{ slug: string }>(
      api.database.db,
      sql`SELECT slug FROM hotels WHERE type = 'TOUR' ORDER BY code LIMIT 1`,
    );
    const round = HotelDetails.parse((await get(`/www/hotel-card/${tour!.slug}?locale=hu`)).json());
    expect(round.type).toBe("TOUR");
    expect(round.tourPlan?.length).toBeGreaterThan(0);
    expect(round.tourPlan?.[0]?.title).not.toBe("");
  });

  it("answers 404 for an unknown hotel and 400 for a slug that cannot be one", async () => {
    expect((await get("/www/hotel-card/no-such-hotel")).statusCode).toBe(404);
    expect((await get("/www/hotel-card/Not%20A%20Slug")).statusCode).toBe(400);
    expect((await get("/www/hotel-card/hotel?locale=xx")).statusCode).toBe(400);
  });
});

describe("hotel details helpers", () => {
  it("names the season on sale with its year; a winter spans two", () => {
    expect(virtualSeason("SUMMER", "2027-05-02")).toBe("SUMMER 2027");
    expect(virtualSeason("WINTER", "2026-12-19")).toBe("WINTER 2026/2027");
    expect(virtualSeason("WINTER", "2027-01-09")).toBe("WINTER 2026/2027");
    expect(virtualSeason("SUMMER", undefined)).toBeNull();
    expect(firstSentence("Hotel Aria is a 4-star hotel. The beach is 50 m away.")).toBe(
      "Hotel Aria is a 4-star hotel.",
    );
    expect(firstSentence("No full stop")).toBe("No full stop");
  });
});
