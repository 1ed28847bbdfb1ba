import { describe, expect, it } from "vitest";
import { chartBars, monthTicks } from "~/lib/hotel/price-chart";
import { monthWeeks } from "~/components/hotel/PriceCalendar";
import { OFFER_SEGMENT, partyOf, readCardParams, selectionQuery } from "~/lib/hotel/card-params";
import { hotelJsonLd } from "~/lib/hotel/json-ld";

const today = new Date("2026-11-22T12:00:00Z");
const read = (query: string) => readCardParams(new URLSearchParams(query), today);

describe("hotel card parameters (spec §2)", () => {
  it("reads the configurator's choices and the options", () => {
    const { wish, options } = read(
      "tripType=ws&airport=otp&date=2027-06-05&nights=7&board=ai&room=DBL_SV&adults=3&childrenBirthDates=2019-05-01" +
        "&fullPrice=true&ofertowanie=1&scrollTo=roomChoice&promotedUpsellCodes=SEAT,INS&clickedLink=listing" +
        "&catalogVersion=Staged&month=2027-07",
    );
    expect(wish).toEqual({
      tripType: "WS",
      airportCode: "OTP",
      startDate: "2027-06-05",
      duration: 7,
      boardCode: "AI",
      roomCode: "DBL_SV",
      adultsCount: 3,
      children: ["2019-05-01"],
    });
    expect(options).toEqual({
      fullPrice: true,
      bidding: true,
      scrollTo: "roomChoice",
      promotedUpsellCodes: ["SEAT", "INS"],
      clickedLink: "listing",
      staged: true,
      month: "2027-07",
    });
  });

  it("takes the listing's search (q) as defaults, below the card's own fields", () => {
    const q = encodeURIComponent(
      "tripType=NR&a=KTW&ctAdult=4&birthDate=2020-01-01&startDate=2027-01-09&dF=7",
    );
    expect(read(`q=${q}`).wish).toMatchObject({
      tripType: "NR",
      airportCode: "KTW",
      adultsCount: 4,
      children: ["2020-01-01"],
      startDate: "2027-01-09",
      duration: 7,
    });
    expect(read(`q=${q}&adults=2&childrenBirthDates=`).wish).toMatchObject({ adultsCount: 2, children: [] });
  });

  it("ignores what makes no sense, so any URL gives a card", () => {
    const { wish, options } = read(
      "tripType=XX&airport=<b>&date=2027-02-30&nights=99&board=..&adults=0&scrollTo=evil&month=2027-13&promotedUpsellCodes=a b",
    );
    expect(wish).toEqual({
      tripType: undefined,
      airportCode: undefined,
      startDate: undefined,
      duration: undefined,
      boardCode: undefined,
      roomCode: undefined,
      adultsCount: 2,
      children: [],
    });
    expect(options.scrollTo).toBeUndefined();
    expect(options.month).toBeUndefined();
    expect(options.promotedUpsellCodes).toEqual([]);
  });

  it("keeps a child without a valid birth date as a flagged place, out of the prices", () => {
    const { wish } = read("adults=2&children=2&childrenBirthDates=2018-04-04");
    expect(wish.children).toEqual(["2018-04-04", ""]);
    expect(partyOf(wish, today)).toEqual({
      adultsCount: 2,
      children: ["2018-04-04", ""],
      flagged: [1],
      childrenBirthDates: ["2018-04-04"],
    });
    // Never more than nine people.
    expect(read("adults=8&children=3").wish.children).toHaveLength(1);
  });

  it("writes a selection back as the card's query", () => {
    const query = selectionQuery(
      {
        tripType: "WS",
        airportCode: "OTP",
        startDate: "2027-06-05",
        duration: 7,
        boardCode: null,
        roomCode: "DBL",
        adultsCount: 2,
        childrenBirthDates: ["2019-05-01"],
      },
      { fullPrice: true, month: "2027-06" },
    );
    expect(query.toString()).toBe(
      "tripType=WS&airport=OTP&date=2027-06-05&nights=7&room=DBL&adults=2&children=1&childrenBirthDates=2019-05-01&fullPrice=true&month=2027-06",
    );
    expect(read(query.toString()).wish).toMatchObject({
      airportCode: "OTP",
      roomCode: "DBL",
      children: ["2019-05-01"],
    });
  });

  it("knows an offer segment from anything else", () => {
    expect(OFFER_SEGMENT.test("WS-H00012-OTP-20270605-07-AI-DBL_SV")).toBe(true);
    expect(OFFER_SEGMENT.test("NR-H00200-CAR-20270109-07-HB-FAM")).toBe(true);
    expect(OFFER_SEGMENT.test("XX-H00012")).toBe(false);
    expect(OFFER_SEGMENT.test("ws-h00012-otp")).toBe(false);
  });
});

describe("calendar and chart geometry", () => {
  it("lays a month out in Monday-first weeks", () => {
    const weeks = monthWeeks("2027-02");
    // 1 February 2027 is a Monday; February 2027 has 28 days: four full weeks.
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe("2027-02-01");
    expect(weeks[3]![6]).toBe("2027-02-28");
    const june = monthWeeks("2027-06");
    // 1 June 2027 is a Tuesday.
    expect(june[0]!.slice(0, 2)).toEqual([null, "2027-06-01"]);
    expect(june.flat().filter(Boolean)).toHaveLength(30);
  });

  it("draws taller bars for higher prices, all on the same baseline", () => {
    const point = (date: string, pricePerPerson: number) => ({
      date,
      pricePerPerson,
      fullPrice: pricePerPerson * 2,
      duration: 7,
      offerCode: `WS-H1-${date}`,
      hotelSlug: "h",
    });
    const { bars } = chartBars([
      point("2027-06-05", 500),
      point("2027-06-12", 800),
      point("2027-06-19", 650),
    ]);
    expect(bars[1]!.height).toBeGreaterThan(bars[2]!.height);
    expect(bars[2]!.height).toBeGreaterThan(bars[0]!.height);
    expect(bars[0]!.height).toBeGreaterThan(0);
    const baselines = bars.map((bar) => Math.round(bar.y + bar.height));
    expect(new Set(baselines).size).toBe(1);
    // Across, the bars share out the whole width (percentages: the SVG has no viewBox to scale).
    expect(bars[0]!.x).toBeGreaterThan(0);
    expect(bars[2]!.x + bars[2]!.width).toBeLessThan(100);
  });

  it("labels months as far apart as a phone can read them, the last one ending at the edge", () => {
    // Weekly departures from 30 May to 7 November: a lone May bar, June to October, a lone November bar.
    const dates = Array.from({ length: 24 }, (_, i) =>
      new Date(Date.UTC(2027, 4, 30 + i * 7)).toISOString().slice(0, 10),
    );
    const { bars } = chartBars(
      dates.map((date) => ({
        date,
        pricePerPerson: 500,
        fullPrice: 1000,
        duration: 7,
        offerCode: date,
        hotelSlug: "h",
      })),
    );
    const ticks = monthTicks(bars, "ro");
    expect(ticks[0]).toMatchObject({ month: "mai", year: "2027", minor: false });
    // June starts one bar after May, too close to label even on a wide screen.
    expect(ticks.map((tick) => tick.month)).not.toContain("iun.");
    const shown = ticks.map((tick) => (tick.anchor === "end" ? 85 : tick.x));
    shown.slice(1).forEach((start, i) => expect(start - shown[i]!).toBeGreaterThanOrEqual(7));
    const major = ticks.filter((tick) => !tick.minor);
    const starts = major.map((tick) => (tick.anchor === "end" ? 85 : tick.x));
    starts.slice(1).forEach((start, i) => expect(start - starts[i]!).toBeGreaterThanOrEqual(15));
    // November's one bar is at the right edge: its label ends there, shown where October's leaves room.
    expect(ticks.at(-1)).toMatchObject({ month: "nov.", anchor: "end", x: 100, minor: true });
    expect(ticks.at(-2)).toMatchObject({ month: "oct.", anchor: "start", minor: false });
    expect(ticks.filter((tick) => tick.year)).toHaveLength(1);
  });
});

describe("JSON-LD of the card", () => {
  it("prices makesOffer as the card shows the offer", () => {
    const hotel = {
      code: "H1",
      slug: "aria",
      name: "Aria",
      type: "HOTEL" as const,
      shortDescription: "Aria is a hotel.",
      description: "Aria is a hotel.",
      stars: 4,
      coordinates: { latitude: 95, longitude: 20 },
      season: "SUMMER" as const,
      virtualSeason: "SUMMER 2027",
      roomsCount: 1,
      rooms: [],
      boardCodes: ["AI"],
      facilities: [],
      countryCode: "GR",
      regionCode: "GR-CRE",
      resortCode: "GR-CRE-HER",
      country: { code: "GR", name: "Grecia", slug: "grecia" },
      region: { code: "GR-CRE", name: "Creta", slug: "creta" },
      resort: { code: "GR-CRE-HER", name: "Hersonissos", slug: "hersonissos" },
      hotelUrl: "/vacante/aria",
      images: ["/img/hotels/H1/1"],
      slopeImageUrl: null,
      tourPlan: null,
      tripAdvisor: { rating: 4.4, reviewCount: 120 },
      multiroomEnabled: false,
      tripTypes: ["WS" as const],
    };
    const offer = {
      offerCode: "WS-H1-OTP-20270605-07-AI-DBL",
      fullPriceOnly: false,
      pricePerPerson: 612.5,
      fullPrice: 1225,
      currency: "EUR" as const,
      date: "2027-06-05",
    } as Parameters<typeof hotelJsonLd>[1];
    const url = "https://example.test/vacante/aria";
    expect(hotelJsonLd(hotel, offer, false, url).makesOffer).toMatchObject({
      price: "612.50",
      priceCurrency: "EUR",
      url: `${url}/WS-H1-OTP-20270605-07-AI-DBL`,
    });
    expect(hotelJsonLd(hotel, offer, true, url).makesOffer?.price).toBe("1225.00");
    // Invalid coordinates (latitude 95) give no geo.
    expect(hotelJsonLd(hotel, offer, false, url)).not.toHaveProperty("geo");
    expect(hotelJsonLd(hotel, null, false, url)).not.toHaveProperty("makesOffer");
  });
});
