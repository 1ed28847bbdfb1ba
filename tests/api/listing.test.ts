import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ListingFiltersResponse,
  OfferPricesResponse,
  OfferSearchResponse,
  SearchCriteriaResponse,
  type OfferSearchRequest,
} from "../../server/contract";
import { cmsGlobals } from "../../server/db/schema";
import { auth, startTestApi, type TestApi } from "./helpers";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const headers = { ...auth.www, "x-language": "pl" };
const post = (url: string, payload: object) => api.app.inject({ method: "POST", url, headers, payload });
const get = (url: string) => api.app.inject({ method: "GET", url, headers });
async function search(request: OfferSearchRequest) {
  const response = await post("/www/offers/search", request as object);
  expect(response.statusCode, response.body).toBe(200);
  return OfferSearchResponse.parse(response.json());
}

describe("GET /www/search-criteria", () => {
  it("finds a listing by its SEO names with page data, search state and an SEO text from today's offers", async () => {
    const response = await get(
      "/www/search-criteria?destination=grecja/kreta&criteria=oferty-samolotem&locale=pl",
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = SearchCriteriaResponse.parse(response.json());
    expect(body.searchState).toMatchObject({
      tripType: "WS",
      selectedDestinationsCodes: ["GR-CRE"],
      selectedFilterValues: [],
      pageUrl: "/pl/wypoczynek/grecja/kreta/oferty-samolotem",
    });
    expect(body.offerPageData.title).toBe("Wczasy samolotem na Krecie");
    expect(body.offerPageData.place).toEqual({ name: "Kreta", in: "na Krecie", to: "na Kretę" });
    expect(body.offerPageData.breadcrumbs.map((b) => b.url)).toEqual([
      "/pl",
      "/pl/wypoczynek/oferty-samolotem",
      "/pl/wypoczynek/grecja/oferty-samolotem",
      "/pl/wypoczynek/grecja/kreta/oferty-samolotem",
    ]);
    expect(body.offerPageData.alternates.find((a) => a.locale === "ro")?.url).toBe(
      "/wypoczynek/grecia/creta/oferty-samolotem",
    );
    const listing = await search({ offerType: "BY_PLANE", destinationsCodes: ["GR-CRE"] });
    const cheapest = listing.offers[0]!;
    expect(body.seoText?.paragraphs[0]).toContain(`hoteli: ${listing.pagination.totalResults}`);
    expect(body.offerPageData.description).toContain(`Hoteli w ofercie: ${listing.pagination.totalResults}`);
    expect(body.offerPageData.banner?.imageUrl).toBe(cheapest.hotel.imageUrl);
  });

  it("declines the place in each language's titles and sentences (the dictionary global)", async () => {
    const words = async (query: string, language = "pl") =>
      SearchCriteriaResponse.parse(
        (
          await api.app.inject({
            url: `/www/search-criteria?${query}`,
            headers: { ...auth.www, "x-language": language },
          })
        ).json(),
      );
    const greece = await words("destination=grecja&criteria=oferty-samolotem&locale=pl");
    expect(greece.offerPageData.title).toBe("Wczasy samolotem w Grecji");
    expect(greece.offerPageData.heading).toBe("Wczasy samolotem w Grecji");
    expect(greece.offerPageData.description).toMatch(/^Wczasy samolotem w Grecji\. Hoteli w ofercie: \d+/);
    expect(greece.seoText?.title).toBe("Wczasy samolotem w Grecji: co warto wiedzieć");
    expect(greece.seoText?.paragraphs[0]).toContain("Najtańszy wyjazd do Grecji kosztuje od");
    expect(greece.seoText?.paragraphs[1]).toMatch(/^Najwięcej hoteli znajdziesz (na|w) .+\.$/);
    // Breadcrumbs name the places, in the nominative.
    expect(greece.offerPageData.breadcrumbs.map((b) => b.label)).toEqual([
      "Strona główna",
      "Wczasy samolotem",
      "Grecja",
    ]);
    expect((await words("destination=grecja&criteria=oferty-czarter&locale=pl")).offerPageData.title).toBe(
      "Loty czarterowe do Grecji",
    );
    expect(
      (await words("destination=egipt/morze-czerwone&criteria=oferty-samolotem&locale=pl")).offerPageData
        .title,
    ).toBe("Wczasy samolotem nad Morzem Czerwonym");
    const titles = await Promise.all([
      words("destination=grecia&criteria=oferty-samolotem&locale=ro", "ro"),
      words("destination=hretsiia&criteria=oferty-narty&locale=uk", "uk"),
      words("destination=recko/kreta&criteria=oferty-samolotem&locale=cs", "cs"),
      words("destination=gorogorszag&criteria=oferty-samolotem&locale=hu", "hu"),
    ]);
    expect(titles.map((t) => t.offerPageData.title)).toEqual([
      "Vacanțe cu avionul în Grecia",
      "Гірськолижні тури до Греції",
      "Dovolená s letenkou na Krétě",
      "Repülős nyaralás Görögországban",
    ]);
  });

  it("writes a place the dictionary does not decline in the nominative, as when it is switched off", async () => {
    const dictionary = and(eq(cmsGlobals.type, "dictionary"), eq(cmsGlobals.locale, "pl"));
    await api.database.db.update(cmsGlobals).set({ active: false }).where(dictionary);
    try {
      const body = SearchCriteriaResponse.parse(
        (await get("/www/search-criteria?destination=grecja&criteria=oferty-samolotem&locale=pl")).json(),
      );
      expect(body.offerPageData.title).toBe("Wczasy samolotem: Grecja");
      expect(body.offerPageData.place).toEqual({ name: "Grecja", in: null, to: null });
      expect(body.seoText?.title).toBe("Wczasy samolotem – Grecja: co warto wiedzieć");
      expect(body.seoText?.paragraphs[0]).toContain("Najtańszy wyjazd kosztuje od");
      expect(body.seoText?.paragraphs[1]).toMatch(/^Najwięcej hoteli znajdziesz w tych miejscach: /);
    } finally {
      await api.database.db.update(cmsGlobals).set({ active: true }).where(dictionary);
    }
  });

  it("gives a theme listing its default facet values", async () => {
    const response = await get(
      "/www/search-criteria?destination=grecja&criteria=oferty-all-inclusive&locale=pl",
    );
    const body = SearchCriteriaResponse.parse(response.json());
    expect(body.searchState.tripType).toBe("WS");
    expect(body.searchState.selectedFilterValues).toEqual([
      { filterId: "board", selectedValues: ["AI", "UAI"] },
    ]);
  });

  it("finds a resort with its region left out, and its page is the resort's own", async () => {
    const criteria = async (destination: string) => {
      const response = await get(
        `/www/search-criteria?destination=${destination}&criteria=oferty-samolotem&locale=pl`,
      );
      return { status: response.statusCode, body: response.json() };
    };
    const full = await criteria("grecja/kreta/hersonissos");
    const skipped = await criteria("grecja/-/hersonissos");
    expect(skipped.status).toBe(200);
    expect(SearchCriteriaResponse.parse(skipped.body)).toEqual(SearchCriteriaResponse.parse(full.body));
    expect(full.body.searchState.selectedDestinationsCodes).toEqual(["GR-CRE-HER"]);
    // A trailing skipped level is the level above; a resort of another country is not found.
    expect((await criteria("grecja/-")).body.searchState.selectedDestinationsCodes).toEqual(["GR"]);
    expect((await criteria("turcja/-/hersonissos")).status).toBe(404);
    expect((await criteria("-/kreta")).status).toBe(404);
  });

  it("answers 404 for an unknown destination and 400 for an unknown criteria", async () => {
    expect(
      (await get("/www/search-criteria?destination=atlantyda&criteria=oferty-samolotem")).statusCode,
    ).toBe(404);
    // Slugs are per locale: the Polish slug is not a Romanian one.
    expect(
      (await get("/www/search-criteria?destination=grecja&criteria=oferty-samolotem&locale=ro")).statusCode,
    ).toBe(404);
    const bad = await get("/www/search-criteria?destination=grecja&criteria=oferty-rowerem");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toBe("query.criteria");
  });
});

describe("POST /www/listing/filters", () => {
  it("answers the facets and the price filter of a search, counted like the search", async () => {
    const request: OfferSearchRequest = { offerType: "BY_PLANE", destinationsCodes: ["GR"] };
    const response = await post("/www/listing/filters", request as object);
    expect(response.statusCode, response.body).toBe(200);
    const body = ListingFiltersResponse.parse(response.json());
    const listing = await search(request);
    expect(body.totalResults).toBe(listing.pagination.totalResults);
    expect(body.filters).toEqual(listing.facets);
    expect(body.price).toMatchObject({ code: "priceSelector", selected: null, ...listing.priceRange });
    const ski = ListingFiltersResponse.parse(
      (
        await post("/www/listing/filters", {
          offerType: "SKI",
          filters: [{ filterId: "priceSelector", selectedValues: ["#900"] }],
        })
      ).json(),
    );
    expect(ski.price).toMatchObject({ code: "amountRangeSKI", selected: "#900" });
  });
});

describe("POST /www/offers/prices", () => {
  it("prices offers for a party as the search does and leaves out unknown codes", async () => {
    const child = "2019-06-01";
    const listing = await search({ offerType: "BY_PLANE", numberOfAdults: 2, childrenBirthdays: [child] });
    const codes = listing.offers.slice(0, 3).map((o) => o.offerCode);
    const response = await post("/www/offers/prices", {
      offerCodes: [...codes, "WS-H99999-OTP-20300101-07-AI-DBL"],
      numberOfAdults: 2,
      childrenBirthdays: [child],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { prices } = OfferPricesResponse.parse(response.json());
    expect(prices.map((p) => p.offerCode).sort()).toEqual([...codes].sort());
    for (const offer of listing.offers.slice(0, 3)) {
      expect(prices.find((p) => p.offerCode === offer.offerCode)).toEqual({
        offerCode: offer.offerCode,
        pricePerPerson: offer.pricePerPerson,
        fullPrice: offer.fullPrice,
        originalFullPrice: offer.originalFullPrice,
        discount: offer.discount,
      });
    }
    expect((await post("/www/offers/prices", { offerCodes: [] })).statusCode).toBe(400);
    // One rule for offer codes everywhere: a malformed one is the caller's mistake, not an unknown offer.
    expect((await post("/www/offers/prices", { offerCodes: ["NOPE-1"] })).statusCode).toBe(400);
  });
});

describe("multi-room search", () => {
  it("prices every room and needs an offer room that fits each", async () => {
    const single = await search({ offerType: "BY_PLANE", destinationsCodes: ["GR"], numberOfAdults: 2 });
    const twoRooms = await search({
      offerType: "BY_PLANE",
      destinationsCodes: ["GR"],
      occupancies: [
        { adultsCount: 2, childrenBirthDates: [] },
        { adultsCount: 2, childrenBirthDates: [] },
      ],
    });
    expect(twoRooms.offers[0]?.participants).toEqual({ adults: 4, children: 0, rooms: 2 });
    const offer = twoRooms.offers[0]!;
    const same = single.offers.find((o) => o.offerCode === offer.offerCode);
    if (same) expect(offer.fullPrice).toBeCloseTo(same.fullPrice * 2, 2);
    expect(offer.pricePerPerson).toBe(offer.fullPrice / 4);
    // Two rooms of two adults find the same hotels as one room of two: each room fits two.
    expect(twoRooms.pagination.totalResults).toBe(single.pagination.totalResults);
    const tooMany = await post("/www/offers/search", {
      occupancies: [
        { adultsCount: 5, childrenBirthDates: [] },
        { adultsCount: 5, childrenBirthDates: [] },
      ],
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
