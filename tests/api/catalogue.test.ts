import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AirportsResponse, DestinationsResponse } from "../../server/contract";
import { auth, startTestApi, type TestApi } from "./helpers";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe("catalogue", () => {
  it("lists real destinations, parents first, with localized names and slugs", async () => {
    const response = await api.app.inject({ url: "/www/catalogue/destinations", headers: auth.www });
    expect(response.statusCode).toBe(200);
    const destinations = DestinationsResponse.parse(response.json());
    const crete = destinations.find((d) => d.code === "GR-CRE")!;
    expect(crete).toMatchObject({
      level: "region",
      parentCode: "GR",
      names: { pl: "Kreta", uk: "Крит" },
      slugs: { pl: "kreta", uk: "kryt" },
    });
    const index = (code: string) => destinations.findIndex((d) => d.code === code);
    expect(index("GR")).toBeLessThan(index("GR-CRE"));
    expect(index("GR-CRE")).toBeLessThan(index("GR-CRE-HER"));
    const countries = destinations.filter((d) => d.level === "country").map((d) => d.code);
    expect(countries).toEqual(
      expect.arrayContaining(["GR", "TR", "EG", "BG", "ES", "CY", "TN", "IT", "HR", "PT", "AT", "FR"]),
    );
    expect(
      destinations.filter((d) => d.season === "WINTER" && d.level === "region").map((d) => d.countryCode),
    ).toEqual(expect.arrayContaining(["AT", "IT", "FR"]));
    const total = destinations.filter((d) => d.level === "country").reduce((sum, d) => sum + d.hotelCount, 0);
    expect(total).toBe(40);
  });

  it("lists the Romanian and Polish departure airports", async () => {
    const airports = AirportsResponse.parse(
      (await api.app.inject({ url: "/www/catalogue/airports", headers: auth.www })).json(),
    );
    expect(airports.filter((a) => a.group === "RO").map((a) => a.code)).toEqual(
      expect.arrayContaining(["OTP", "CLJ", "TSR", "IAS"]),
    );
    expect(airports.filter((a) => a.group === "PL").map((a) => a.code)).toEqual(
      expect.arrayContaining(["WAW", "KTW", "KRK", "GDN"]),
    );
    expect(airports.find((a) => a.code === "CLJ")!.names.hu).toBe("Kolozsvár");
  });
});

describe("hotel images (spec §9)", () => {
  it("draws the photo at the asked size, the same every time", async () => {
    const first = await api.app.inject({ url: "/www/images/hotels/H00001/1?w=360&h=240", headers: auth.www });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toContain("image/svg+xml");
    expect(first.body).toContain('width="360" height="240"');
    const again = await api.app.inject({
      url: "/www/images/hotels/H00001/1?w=360&h=240&q=80",
      headers: auth.www,
    });
    expect(again.body).toBe(first.body);
    const other = await api.app.inject({ url: "/www/images/hotels/H00001/2", headers: auth.www });
    expect(other.body).toContain('width="800" height="520"');
    expect(other.body).not.toBe(first.body);
  });

  it("answers 404 for an unknown hotel or photo and 400 for nonsense sizes", async () => {
    expect((await api.app.inject({ url: "/www/images/hotels/H09999/1", headers: auth.www })).statusCode).toBe(
      404,
    );
    expect(
      (await api.app.inject({ url: "/www/images/hotels/H00001/12", headers: auth.www })).statusCode,
    ).toBe(404);
    expect(
      (await api.app.inject({ url: "/www/images/hotels/H00001/1?w=99999", headers: auth.www })).statusCode,
    ).toBe(400);
    expect((await api.app.inject({ url: "/www/images/hotels/nope/1", headers: auth.www })).statusCode).toBe(
      400,
    );
  });
});

describe("GET /www/suggest", () => {
  const suggest = async (q: string, locale = "ro") => {
    const response = await api.app.inject({
      url: `/www/suggest?q=${encodeURIComponent(q)}&locale=${locale}`,
      headers: auth.www,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it("finds destinations by their name in the visitor's language, with where they are", async () => {
    const { status, body } = await suggest("kre", "pl");
    expect(status).toBe(200);
    expect(body.destinations[0]).toEqual({
      code: "GR-CRE",
      level: "region",
      name: "Kreta",
      path: ["Grecja"],
    });
  });

  it("ignores case, diacritics and the alphabet", async () => {
    expect((await suggest("Крит", "uk")).body.destinations[0]).toMatchObject({
      code: "GR-CRE",
      name: "Крит",
    });
    expect((await suggest("TÜRK", "ro")).body.destinations).toEqual([]);
    expect((await suggest("turc", "ro")).body.destinations[0]).toMatchObject({ code: "TR", name: "Turcia" });
    expect((await suggest("recko", "cs")).body.destinations[0]).toMatchObject({ code: "GR", name: "Řecko" });
  });

  it("finds hotels by a word of their name, with their place", async () => {
    const [hotel] = (
      (await api.database.db.execute("SELECT slug, names FROM hotels ORDER BY code LIMIT 1")) as unknown as {
        rows: { slug: string }[];
      }
    ).rows;
    const word = hotel!.slug.split("-")[0]!;
    const { body } = await suggest(word);
    expect(body.hotels.map((h: { slug: string }) => h.slug)).toContain(hotel!.slug);
    expect(body.hotels[0].place).toMatch(/, /);
  });

  it("answers 400 for a too-short text and never fails on odd input", async () => {
    expect((await suggest("a")).status).toBe(400);
    expect((await suggest("%_' OR 1=1 --")).status).toBe(200);
    expect((await suggest("<script>")).body).toEqual({ destinations: [], hotels: [] });
  });
});
