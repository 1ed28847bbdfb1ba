import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ConfiguratorDatesResponse,
  ConfiguratorResponse,
  ConfiguredOffer,
  LowestPriceResponse,
  type ConfiguratorRequest,
} from "../../server/contract";
import { queryRows } from "../../server/db/client";
import { configure } from "../../server/modules/hotels/configurator";
import type { HotelOffer, SaleContext } from "../../server/modules/hotels/queries";
import { partyPrice } from "../../server/modules/search/pricing";
import { auth, startTestApi, SUMMER_YEAR, type TestApi } from "./helpers";

let api: TestApi;
/** A hotel sold by plane from at least two airports, with two durations. */
let hotel: { code: string; slug: string };

beforeAll(async () => {
  api = await startTestApi();
  const [row] = await queryRows<{ code: string; slug: string }>(
    api.database.db,
    sql`SELECT h.code, h.slug FROM hotels h JOIN offers o ON o.hotel_code = h.code
         WHERE o.trip_type = 'WS' AND o.departure_date >= current_date
         GROUP BY h.code, h.slug
        HAVING count(DISTINCT o.airport_code) >= 2 AND count(DISTINCT o.duration) >= 2
           AND count(DISTINCT o.board_code) >= 2 AND count(DISTINCT o.room_code) >= 2
         ORDER BY h.code LIMIT 1`,
  );
  hotel = row!;
});
afterAll(() => api.close());

const matrix = async (body: Partial<ConfiguratorRequest>, language = "ro") => {
  const response = await api.app.inject({
    method: "POST",
    url: "/www/configurator/matrix",
    headers: { ...auth.www, "x-language": language },
    payload: { hotelCode: hotel.code, ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ConfiguratorResponse.parse(response.json());
};

const offersOf = (where = sql`TRUE`) =>
  queryRows<{
    offer_code: string;
    trip_type: string;
    airport_code: string | null;
    departure_date: string;
    duration: number;
    board_code: string;
    room_code: string;
    price_adult: number;
    max_adults: number;
    max_pax: number;
  }>(
    api.database.db,
    sql`SELECT offer_code, trip_type, airport_code, departure_date::text AS departure_date, duration, board_code,
               room_code, price_adult, max_adults, max_pax
          FROM offers WHERE hotel_code = ${hotel.code} AND departure_date >= current_date AND ${where}
         ORDER BY price_adult, offer_code`,
  );

describe("POST /www/configurator/matrix", () => {
  it("starts on the hotel's cheapest offer for two adults, with a matrix that only offers what is sold", async () => {
    const answer = await matrix({});
    const all = await offersOf(sql`trip_type = 'WS'`);
    const cheapest = all[0]!;
    expect(answer.tripTypes).toContain("WS");
    expect(answer.meta).toMatchObject({
      hotelCode: hotel.code,
      tripType: "WS",
      currency: "EUR",
      requestedOfferUnavailable: false,
    });
    const offer = answer.offer!;
    expect(offer.tripType).toBe("WS");
    // The cheapest airport, then the duration nearest a week, then the cheapest date, board and room.
    expect(offer.airport?.code).toBe(cheapest.airport_code);
    expect(answer.meta.offerCode).toBe(offer.offerCode);
    expect(answer.meta.selectedValues).toMatchObject({
      airportCode: offer.airport?.code,
      startDate: offer.date,
      durationFrom: offer.duration,
      durationTo: offer.duration,
      boardCode: offer.boardCode,
      roomCode: offer.roomCode,
      hour: offer.departureTime,
      adultsCount: 2,
      occupancy: { adultsCount: 2, childrenBirthDates: [], participantsCount: 2 },
    });
    expect(answer.matrix.airports.filter((a) => a.selected).map((a) => a.code)).toEqual([
      offer.airport?.code,
    ]);
    const soldAirports = new Set(all.map((o) => o.airport_code));
    expect(answer.matrix.airports.every((a) => soldAirports.has(a.code) && a.name !== a.code)).toBe(true);
    const fromAirport = all.filter((o) => o.airport_code === offer.airport?.code);
    expect(answer.matrix.durations).toEqual(
      [...new Set(fromAirport.map((o) => o.duration))].sort((a, b) => a - b),
    );
    for (const { date, pricePerPerson } of answer.matrix.dates) {
      const sameDay = fromAirport.filter((o) => o.departure_date === date && o.duration === offer.duration);
      expect(sameDay.length).toBeGreaterThan(0);
      expect(pricePerPerson).toBe(Math.min(...sameDay.map((o) => o.price_adult)) / 100);
    }
    expect(answer.matrix.dates.find((d) => d.selected)?.date).toBe(offer.date);
    expect(answer.matrix.datesByAirports[offer.airport!.code]).toEqual(
      answer.matrix.dates.map((d) => d.date),
    );
    expect(
      Object.keys(answer.matrix.airportsByDurations)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...new Set(all.map((o) => o.duration))].sort((a, b) => a - b));
    expect(answer.matrix.durationsByDates[offer.date]?.some((d) => d.duration === offer.duration)).toBe(true);
    expect(answer.matrix.boardTypes.find((b) => b.selected)?.code).toBe(offer.boardCode);
    expect(answer.rooms.find((r) => r.selected)?.offerCode).toBe(offer.offerCode);
    expect(offer.fullPrice).toBe(offer.pricePerPerson * 2);
    expect(answer.hints).toEqual([]);
  });

  it("follows each choice: airport, duration, date, board and room pick the matching offer", async () => {
    const start = await matrix({});
    const otherAirport = start.matrix.airports.find((a) => !a.selected)!.code;
    const byAirport = await matrix({ airportCode: otherAirport });
    expect(byAirport.offer?.airport?.code).toBe(otherAirport);

    const otherDuration = byAirport.matrix.durations.find((d) => d !== byAirport.offer?.duration);
    const withDuration = await matrix({
      airportCode: otherAirport,
      duration: otherDuration ?? byAirport.offer!.duration,
    });
    const date = withDuration.matrix.dates.at(-1)!.date;
    const dated = await matrix({
      airportCode: otherAirport,
      duration: withDuration.offer!.duration,
      startDate: date,
    });
    expect(dated.offer).toMatchObject({ date, duration: withDuration.offer!.duration });

    const board = dated.matrix.boardTypes.at(-1)!.code;
    const boarded = await matrix({
      airportCode: otherAirport,
      duration: dated.offer!.duration,
      startDate: date,
      boardCode: board,
    });
    expect(boarded.offer?.boardCode).toBe(board);
    const room = boarded.rooms.at(-1)!;
    const roomed = await matrix({
      airportCode: otherAirport,
      duration: dated.offer!.duration,
      startDate: date,
      boardCode: board,
      roomCode: room.roomCode,
    });
    expect(roomed.offer?.offerCode).toBe(room.offerCode);
    const [row] = await offersOf(sql`offer_code = ${room.offerCode}`);
    expect(row).toMatchObject({
      airport_code: otherAirport,
      departure_date: date,
      board_code: board,
      room_code: room.roomCode,
    });
    expect(roomed.offer?.pricePerPerson).toBe(row!.price_adult / 100);
  });

  it("names the rooms and the offer's room, and the return flight's airport, in the asked language", async () => {
    const names = await queryRows<{ room_code: string; names: unknown }>(
      api.database.db,
      sql`SELECT room_code, names FROM hotel_rooms WHERE hotel_code = ${hotel.code}`,
    );
    const nameOf = (code: string, locale: "uk" | "hu") => {
      const row = names.find((room) => room.room_code === code)!;
      const localized = (typeof row.names === "string" ? JSON.parse(row.names) : row.names) as Record<
        string,
        string
      >;
      return localized[locale];
    };
    for (const locale of ["uk", "hu"] as const) {
      const answer = await matrix({}, locale);
      expect(answer.rooms.length).toBeGreaterThan(0);
      for (const room of answer.rooms) expect(room.name).toBe(nameOf(room.roomCode, locale));
      expect(answer.offer?.roomName).toBe(nameOf(answer.offer!.roomCode, locale));
      // The return leaves from the region's airport, named like the outbound's, not by its code.
      const back = answer.offer!.returnFlight!;
      expect(back.departureAirport).not.toBe(back.departureCode);
      expect(back.arrivalAirport).toBe(answer.offer!.airport!.name);
    }
  });

  it("prices children by the hotel's policy and lists only rooms that fit the party", async () => {
    const child = "2020-03-15";
    const answer = await matrix({ adultsCount: 2, childrenBirthDates: [child] });
    const offer = answer.offer!;
    const [policy] = await queryRows<{ child_policy: unknown }>(
      api.database.db,
      sql`SELECT child_policy FROM hotels WHERE code = ${hotel.code}`,
    );
    const parsed =
      typeof policy!.child_policy === "string" ? JSON.parse(policy!.child_policy) : policy!.child_policy;
    expect(offer.fullPrice).toBe(
      partyPrice(offer.pricePerPerson * 100, 2, [child], offer.date, parsed) / 100,
    );
    expect(offer.participants).toEqual({ adultsCount: 2, childrenBirthDates: [child] });
    const [row] = await offersOf(sql`offer_code = ${offer.offerCode}`);
    expect(row!.max_pax).toBeGreaterThanOrEqual(3);
    expect(answer.rooms.every((room) => room.maxPax >= 3)).toBe(true);
  });

  it("falls back to what is sold when a wish is not (unknown airport, date between departures, missing board)", async () => {
    const start = await matrix({});
    const answer = await matrix({ airportCode: "KTW", boardCode: "XX", startDate: "2099-01-01" });
    expect(answer.offer).not.toBeNull();
    expect(answer.matrix.airports.some((a) => a.code === answer.offer?.airport?.code)).toBe(true);
    expect(answer.offer?.boardCode).not.toBe("XX");
    // A date after every departure: the last departure.
    expect(answer.offer?.date).toBe(answer.matrix.dates.at(-1)?.date);
    expect(start.offer).not.toBeNull();
  });

  it("preselects an offer by its code, and says when the code is no longer sold", async () => {
    const all = await offersOf(sql`trip_type = 'WS' AND max_adults >= 2`);
    const wanted = all.at(-1)!;
    const answer = await matrix({ offerCode: wanted.offer_code });
    expect(answer.offer?.offerCode).toBe(wanted.offer_code);
    expect(answer.meta.requestedOfferUnavailable).toBe(false);
    const gone = await matrix({ offerCode: "WS-H99999-OTP-20200101-07-AI-DBL" });
    expect(gone.meta.requestedOfferUnavailable).toBe(true);
    expect(gone.offer).not.toBeNull();
  });

  it("has no offer and no hints for a party no room takes", async () => {
    // Nine adults fit no room at all: no offer and no hints.
    const none = await matrix({ adultsCount: 9 });
    expect(none.offer).toBeNull();
    expect(none.hints).toEqual([]);
    expect(none.matrix.dates).toEqual([]);
    expect(none.tripTypes).toContain("WS");
  });

  it("answers 404 for an unknown hotel and 400 for bad input", async () => {
    const post = (payload: Record<string, unknown>) =>
      api.app.inject({ method: "POST", url: "/www/configurator/matrix", headers: auth.www, payload });
    expect((await post({ hotelCode: "H99999" })).statusCode).toBe(404);
    expect((await post({ hotelCode: hotel.code, adultsCount: 0 })).statusCode).toBe(400);
    expect((await post({ hotelCode: hotel.code, startDate: `${SUMMER_YEAR}-02-30` })).statusCode).toBe(400);
    expect(
      (
        await post({
          hotelCode: hotel.code,
          adultsCount: 8,
          childrenBirthDates: ["2020-01-01", "2019-01-01"],
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe("POST /www/configurator/dates", () => {
  it("answers a month of the lowest-price calendar with its neighbouring months", async () => {
    const start = await matrix({});
    const offer = start.offer!;
    const month = offer.date.slice(0, 7);
    const response = await api.app.inject({
      method: "POST",
      url: "/www/configurator/dates",
      headers: auth.www,
      payload: {
        hotelCode: hotel.code,
        tripType: "WS",
        airportCode: offer.airport!.code,
        duration: offer.duration,
        month,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const calendar = ConfiguratorDatesResponse.parse(response.json());
    expect(calendar.month).toBe(month);
    expect(calendar.dates.map((d) => d.date)).toEqual(
      start.matrix.dates.filter((d) => d.date.startsWith(month)).map((d) => d.date),
    );
    expect(calendar.dates.find((d) => d.date === offer.date)?.pricePerPerson).toBe(
      start.matrix.dates.find((d) => d.date === offer.date)?.pricePerPerson,
    );
    const months = [...new Set(start.matrix.dates.map((d) => d.date.slice(0, 7)))];
    const at = months.indexOf(month);
    expect(calendar.previousMonth).toBe(months[at - 1] ?? null);
    expect(calendar.nextMonth).toBe(months[at + 1] ?? null);
  });
});

describe("GET /www/offers/{offerCode}", () => {
  it("prices one offer for a party, and answers 404 when it is not sold or has no room for the party", async () => {
    const [row] = await offersOf(sql`trip_type = 'WS' AND max_pax >= 3`);
    const get = (query: string) =>
      api.app.inject({ method: "GET", url: `/www/offers/${row!.offer_code}${query}`, headers: auth.www });
    const two = ConfiguredOffer.parse((await get("?adultsCount=2&locale=pl")).json());
    expect(two).toMatchObject({
      offerCode: row!.offer_code,
      hotelSlug: hotel.slug,
      pricePerPerson: row!.price_adult / 100,
    });
    expect(two.departureFlight?.departureCode).toBe(row!.airport_code);
    expect(two.returnFlight?.departureDate).toBe(two.returnDate);
    const three = ConfiguredOffer.parse((await get("?adultsCount=2&childrenBirthDates=2016-01-01")).json());
    expect(three.fullPrice).toBeGreaterThan(two.fullPrice);
    expect((await get("?adultsCount=9")).statusCode).toBe(404);
    expect((await get("?adultsCount=x")).statusCode).toBe(400);
    const missing = await api.app.inject({
      method: "GET",
      url: "/www/offers/WS-H99999-OTP-20200101-07-AI-DBL",
      headers: auth.www,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("GET /www/lowest-price", () => {
  const get = (query: string) =>
    api.app.inject({ method: "GET", url: `/www/lowest-price?${query}`, headers: auth.www });

  it("answers the lowest price per departure date for a hotel and a party", async () => {
    const response = await get(`hotelCode=${hotel.code}&tripType=WS&adultsCount=2`);
    expect(response.statusCode, response.body).toBe(200);
    const chart = LowestPriceResponse.parse(response.json());
    const all = await offersOf(sql`trip_type = 'WS' AND max_adults >= 2`);
    const dates = [...new Set(all.map((o) => o.departure_date))].sort();
    expect(chart.points.map((p) => p.date)).toEqual(dates);
    for (const point of chart.points.slice(0, 5)) {
      const sameDay = all.filter((o) => o.departure_date === point.date);
      expect(point.pricePerPerson).toBe(Math.min(...sameDay.map((o) => o.price_adult)) / 100);
      expect(point.fullPrice).toBe(point.pricePerPerson * 2);
      expect(point.hotelSlug).toBe(hotel.slug);
    }
  });

  it("covers a destination, and answers 404 and 400 for what it cannot chart", async () => {
    const chart = LowestPriceResponse.parse((await get("destinationCode=GR&tripType=WS")).json());
    expect(chart.points.length).toBeGreaterThan(0);
    expect(new Set(chart.points.map((p) => p.hotelSlug)).size).toBeGreaterThan(1);
    expect((await get("destinationCode=ZZ")).statusCode).toBe(404);
    expect((await get("hotelCode=H99999")).statusCode).toBe(404);
    expect((await get("tripType=WS")).statusCode).toBe(400);
    expect((await get(`hotelCode=${hotel.code}&destinationCode=GR`)).statusCode).toBe(400);
  });
});

describe("configurator rules", () => {
  const sale: SaleContext = {
    code: "H1",
    slug: "hotel-one",
    names: { ro: "Unu", pl: "Jeden", uk: "One", cs: "Jedna", hu: "Egy" },
    childPolicy: {
      infantUntil: 2,
      childUntil: 12,
      teenUntil: 18,
      infantPrice: 0,
      childFactor: 0.5,
      teenFactor: 0.8,
    },
    facilities: ["WIFI"],
    arrivalAirport: "HER",
    arrivalAirportNames: { ro: "Heraklion", pl: "Heraklion", uk: "Іракліон", cs: "Heraklion", hu: "Iráklio" },
    airportNames: {
      OTP: { ro: "București", pl: "Bukareszt", uk: "Bucharest", cs: "Bukurešť", hu: "Bukarest" },
    },
    roomNames: {
      DBL: { ro: "Cameră dublă", pl: "Pokój dwuosobowy", uk: "Двомісний номер", cs: "Pokoj", hu: "Szoba" },
      FAM: {
        ro: "Cameră de familie",
        pl: "Pokój rodzinny",
        uk: "Сімейний номер",
        cs: "Rodinný",
        hu: "Családi",
      },
    },
  };
  const offer = (date: string, room: string, maxAdults: number, price: number): HotelOffer => ({
    offerCode: `WS-H1-OTP-${date.replaceAll("-", "")}-07-AI-${room}`,
    tripType: "WS",
    airportCode: "OTP",
    date,
    duration: 7,
    boardCode: "AI",
    roomCode: room,
    maxAdults,
    maxPax: maxAdults + 1,
    priceAdult: price,
    originalPriceAdult: price,
    // An airline whose designator holds a digit, as Wizz Air's does.
    airlineCode: "W6",
    flightNumber: "W67778",
    departureTime: "07:40",
    returnTime: "10:55",
  });
  const offers = [
    offer("2027-06-05", "DBL", 2, 50000),
    offer("2027-06-12", "DBL", 2, 52000),
    offer("2027-06-19", "DBL", 2, 54000),
    offer("2027-06-19", "FAM", 3, 60000),
    offer("2027-06-26", "FAM", 3, 61000),
    offer("2027-07-03", "FAM", 3, 70000),
    offer("2027-07-10", "FAM", 3, 71000),
  ];
  const request = { hotelCode: "H1", adultsCount: 2, childrenBirthDates: [] as string[] };

  it("keeps a chosen date without a room for the party and hints at the nearest departures that have one", () => {
    const answer = configure(offers, { ...request, adultsCount: 3, startDate: "2027-06-12" }, sale, "ro");
    expect(answer.offer).toBeNull();
    expect(answer.rooms).toEqual([]);
    expect(answer.meta.selectedValues.startDate).toBe("2027-06-12");
    expect(answer.hints.map((hint) => hint.date)).toEqual(["2027-06-19", "2027-06-26", "2027-07-03"]);
    expect(answer.hints[0]).toMatchObject({ roomCode: "FAM", pricePerPerson: 600, fullPrice: 1800 });
    expect(answer.matrix.dates.map((d) => d.date)).toEqual([
      "2027-06-19",
      "2027-06-26",
      "2027-07-03",
      "2027-07-10",
    ]);
  });

  it("offers an adults-only hotel to adults, and nothing, not even hints, to a party with a child", () => {
    const adultsOnly = { ...sale, facilities: ["WIFI", "ADULTS_ONLY"] };
    expect(configure(offers, request, adultsOnly, "ro").offer).not.toBeNull();
    const family = configure(offers, { ...request, childrenBirthDates: ["2019-05-01"] }, adultsOnly, "ro");
    expect(family.offer).toBeNull();
    expect(family.rooms).toEqual([]);
    expect(family.hints).toEqual([]);
    expect(family.matrix.dates).toEqual([]);
    // The same family finds rooms where children are welcome.
    expect(
      configure(offers, { ...request, childrenBirthDates: ["2019-05-01"] }, sale, "ro").offer,
    ).not.toBeNull();
  });

  it("moves a date that is no departure at all to the next departure", () => {
    const answer = configure(offers, { ...request, startDate: "2027-06-07" }, sale, "ro");
    expect(answer.offer?.date).toBe("2027-06-12");
    expect(answer.hints).toEqual([]);
  });

  it("chooses the cheapest room of the day for the party, and the asked room when it is sold", () => {
    const cheapest = configure(offers, { ...request, startDate: "2027-06-19" }, sale, "ro");
    expect(cheapest.offer?.roomCode).toBe("DBL");
    expect(cheapest.rooms.map((room) => [room.roomCode, room.selected])).toEqual([
      ["DBL", true],
      ["FAM", false],
    ]);
    const family = configure(offers, { ...request, startDate: "2027-06-19", roomCode: "FAM" }, sale, "ro");
    expect(family.offer).toMatchObject({ roomCode: "FAM", pricePerPerson: 600, fullPrice: 1200 });
    expect(family.offer?.departureFlight).toMatchObject({
      departureCode: "OTP",
      departureAirport: "București",
      flightNumber: "W67778",
      arrivalCode: "HER",
      arrivalAirport: "Heraklion",
    });
    expect(family.offer?.returnFlight).toMatchObject({
      departureCode: "HER",
      departureAirport: "Heraklion",
      departureDate: "2027-06-26",
      flightNumber: "W67779",
      arrivalCode: "OTP",
      arrivalAirport: "București",
    });
  });

  it("names each room and the offer's room in the asked language", () => {
    const polish = configure(offers, { ...request, startDate: "2027-06-19", roomCode: "FAM" }, sale, "pl");
    expect(polish.rooms.map((room) => room.name)).toEqual(["Pokój dwuosobowy", "Pokój rodzinny"]);
    expect(polish.offer?.roomName).toBe("Pokój rodzinny");
    expect(polish.offer?.returnFlight?.departureAirport).toBe("Heraklion");
    const unnamed = configure(
      offers,
      { ...request, startDate: "2027-06-19" },
      { ...sale, roomNames: {} },
      "uk",
    );
    expect(unnamed.offer?.roomName).toBe("DBL");
  });
});
