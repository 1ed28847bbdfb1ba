import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CmsPage,
  DestinationsResponse,
  GLOBAL_TYPES,
  GlobalSchemas,
  LayoutGlobals,
  LOCALES,
} from "../../server/contract";
import { cmsGlobals, cmsPages } from "../../server/db/schema";
import { component } from "../fixtures/cms";
import { auth, startTestApi, type TestApi } from "./helpers";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const get = (url: string) => api.app.inject({ url, headers: auth.www });

describe("GET /www/page/content", () => {
  it.each(LOCALES)("serves the seeded home page in %s, matching the contract", async (locale) => {
    const response = await get(`/www/page/content?url=/&locale=${locale}`);
    expect(response.statusCode).toBe(200);
    const page = CmsPage.parse(response.json());
    expect(page.locale).toBe(locale);
    expect(page.pageType).toBe("home");
    expect(page.alternates.map((a) => a.locale).sort()).toEqual([...LOCALES].sort());
    const names = page.slots.flatMap((slot) => slot.components.map((c) => c.name));
    expect(names).toEqual(
      expect.arrayContaining(["hero", "tiles", "rich-text", "accordion", "newsletter", "seo-text"]),
    );
  });

  it("defaults to the ro locale", async () => {
    const page = CmsPage.parse((await get("/www/page/content?url=/")).json());
    expect(page.locale).toBe("ro");
    expect(page.metaProperties.title).toContain("Soleo Vacanțe");
  });

  it("finds a page with or without a trailing slash, in any case", async () => {
    expect((await get("/www/page/content?url=/pl/../o-nas&locale=pl")).statusCode).toBe(404);
    expect((await get("/www/page/content?url=/O-Nas/&locale=pl")).statusCode).toBe(200);
  });

  it("answers 'Page not active' for a missing page", async () => {
    const response = await get("/www/page/content?url=/nu-exista&locale=ro");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "PAGE_NOT_ACTIVE", message: "Page not active" } });
  });

  it("answers 'Page not active' for an inactive page, unless inactive pages are asked for", async () => {
    await api.database.db
      .update(cmsPages)
      .set({ active: false })
      .where(and(eq(cmsPages.url, "/ghid-de-vacanta"), eq(cmsPages.locale, "ro")));
    const response = await get("/www/page/content?url=/ghid-de-vacanta&locale=ro");
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: { message: string } }>().error.message).toBe("Page not active");
    const inactive = await get("/www/page/content?url=/ghid-de-vacanta&locale=ro&active=false");
    expect(inactive.statusCode).toBe(200);
    expect(CmsPage.parse(inactive.json()).active).toBe(false);
    await api.database.db
      .update(cmsPages)
      .set({ active: true })
      .where(and(eq(cmsPages.url, "/ghid-de-vacanta"), eq(cmsPages.locale, "ro")));
  });

  it("serves the draft only when the draft preview is asked for", async () => {
    const published = CmsPage.parse((await get("/www/page/content?url=/despre-noi&locale=ro")).json());
    const draft = CmsPage.parse((await get("/www/page/content?url=/despre-noi&locale=ro&draft=true")).json());
    expect(published.isDraft).toBe(false);
    expect(JSON.stringify(published.slots)).not.toContain("Ciornă");
    expect(draft.isDraft).toBe(true);
    expect(JSON.stringify(draft.slots)).toContain("Ciornă");
    const noDraft = CmsPage.parse(
      (await get("/www/page/content?url=/ghid-de-vacanta&locale=ro&draft=true")).json(),
    );
    expect(noDraft.isDraft).toBe(false);
  });

  it("leaves inactive components out and filters targeted ones by directions and trip types", async () => {
    await api.database.db.insert(cmsPages).values({
      pageKey: "targeting",
      url: "/oferte-speciale",
      locale: "ro",
      title: "Oferte speciale",
      description: "Oferte",
      slots: [
        {
          name: "main",
          components: [
            component({ id: "everyone", name: "rich-text", html: "<p>toți</p>" }),
            component({ id: "greece-plane", name: "banner", directions: ["grecia"], tripTypes: ["WS"] }),
            component({ id: "ski", name: "banner", tripTypes: ["NR"] }),
            component({ id: "off", name: "banner", active: false }),
          ],
        },
      ],
    });
    const ids = async (query: string) =>
      CmsPage.parse(
        (await get(`/www/page/content?url=/oferte-speciale${query}`)).json(),
      ).slots[0]!.components.map((c) => c.id);
    expect(await ids("")).toEqual(["everyone", "greece-plane", "ski"]);
    expect(await ids("&filterByTripTypes=WS")).toEqual(["everyone", "greece-plane"]);
    expect(await ids("&filterByTripTypes=NR,DW")).toEqual(["everyone", "ski"]);
    expect(await ids("&filterByDirections=turcia")).toEqual(["everyone", "ski"]);
    expect(await ids("&filterByDirections=grecia&filterByTripTypes=WS")).toEqual([
      "everyone",
      "greece-plane",
    ]);
    expect(await ids("&active=false")).toEqual(["everyone", "greece-plane", "ski", "off"]);
  });

  it.each([
    ["no url", "/www/page/content?locale=ro", "query.url"],
    ["a relative url", "/www/page/content?url=o-nas", "query.url"],
    ["an unknown locale", "/www/page/content?url=/&locale=de", "query.locale"],
    ["an unknown trip type", "/www/page/content?url=/&filterByTripTypes=WS,XX", "query.filterByTripTypes.1"],
    ["a non-boolean flag", "/www/page/content?url=/&draft=maybe", "query.draft"],
  ])("answers 400 with the failing field for %s", async (_case, url, path) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; details: { path: string }[] } }>();
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.details.map((d) => d.path)).toContain(path);
  });
});

describe("GET /api/layout", () => {
  it.each(LOCALES)(
    "answers the header, footer and global search of %s, as the per-type calls do",
    async (locale) => {
      const layout = LayoutGlobals.parse(
        (await api.app.inject({ url: `/api/layout?locale=${locale}`, headers: auth.api })).json(),
      );
      for (const [field, type] of [
        ["header", "header"],
        ["footer", "footer"],
        ["globalSearch", "global-search"],
      ] as const) {
        const single = await api.app.inject({
          url: `/api/globals/${type}?locale=${locale}`,
          headers: auth.api,
        });
        expect(layout[field]).toEqual(single.json());
      }
    },
  );

  it("carries what the search form shows: its title, trip types and defaults", async () => {
    const layout = LayoutGlobals.parse(
      (await api.app.inject({ url: "/api/layout?locale=pl", headers: auth.api })).json(),
    );
    expect(layout.globalSearch).toMatchObject({
      title: "Znajdź idealne wakacje",
      defaultTripType: "WS",
      defaultAdults: 2,
      maxParticipants: 9,
    });
    expect(layout.globalSearch?.tripTypes[0]).toEqual({ code: "WS", label: "Samolotem" });
  });

  it("answers null for an inactive one, and refuses an unknown locale", async () => {
    await api.database.db
      .update(cmsGlobals)
      .set({ active: false })
      .where(and(eq(cmsGlobals.type, "footer"), eq(cmsGlobals.locale, "uk")));
    const layout = LayoutGlobals.parse(
      (await api.app.inject({ url: "/api/layout?locale=uk", headers: auth.api })).json(),
    );
    expect(layout.footer).toBeNull();
    expect(layout.header?.type).toBe("header");
    const unknown = await api.app.inject({ url: "/api/layout?locale=xx", headers: auth.api });
    expect(unknown.statusCode).toBe(400);
    await api.database.db
      .update(cmsGlobals)
      .set({ active: true })
      .where(and(eq(cmsGlobals.type, "footer"), eq(cmsGlobals.locale, "uk")));
  });
});

describe("GET /api/globals/{type}", () => {
  const combos = LOCALES.flatMap((locale) => GLOBAL_TYPES.map((type) => [type, locale] as const));

  it.each(combos)("serves %s in %s, matching the contract", async (type, locale) => {
    const response = await api.app.inject({
      url: `/api/globals/${type}?locale=${locale}&filterByActive=true`,
      headers: auth.api,
    });
    expect(response.statusCode).toBe(200);
    const content = GlobalSchemas[type].parse(response.json());
    expect(content.type).toBe(type);
    expect(content.active).toBe(true);
  });

  it("localizes the header navigation", async () => {
    const header = GlobalSchemas.header.parse(
      (await api.app.inject({ url: "/api/globals/header?locale=hu", headers: auth.api })).json(),
    );
    expect(header.navigation.map((n) => n.label)).toContain("Rólunk");
    expect(header.navigation.find((n) => n.label === "Rólunk")?.url).toBe("/hu/rolunk");
  });

  it("has declinations in the dictionary", async () => {
    const dictionary = GlobalSchemas.dictionary.parse(
      (await api.app.inject({ url: "/api/globals/dictionary?locale=pl", headers: auth.api })).json(),
    );
    expect(dictionary.localizedContent.adultsLabel).toBe("Dorośli");
    expect(dictionary.declinations.find((d) => d.key === "Grecja")?.values).toEqual([
      { key: "in", value: "w Grecji" },
      { key: "to", value: "do Grecji" },
    ]);
    expect(dictionary.declinations.find((d) => d.key === "Kreta")?.values).toEqual([
      { key: "in", value: "na Krecie" },
      { key: "to", value: "na Kretę" },
    ]);
  });

  it.each(LOCALES)("declines in %s every country, region and resort the catalogue sells", async (locale) => {
    const destinations = DestinationsResponse.parse(
      (await api.app.inject({ url: "/www/catalogue/destinations", headers: auth.www })).json(),
    );
    const dictionary = GlobalSchemas.dictionary.parse(
      (await api.app.inject({ url: `/api/globals/dictionary?locale=${locale}`, headers: auth.api })).json(),
    );
    const forms = new Map(
      dictionary.declinations.map((entry) => [entry.key, entry.values.map((value) => value.key).sort()]),
    );
    const sold = destinations.filter((node) => node.hotelCount > 0);
    expect(sold.length).toBeGreaterThan(50);
    const undeclined = sold
      .filter((node) => forms.get(node.names[locale])?.join() !== "in,to")
      .map((node) => node.names[locale]);
    expect(undeclined).toEqual([]);
  });

  it("answers 404 for an inactive global, unless filterByActive=false", async () => {
    await api.database.db
      .update(cmsGlobals)
      .set({ active: false })
      .where(and(eq(cmsGlobals.type, "checkout-header"), eq(cmsGlobals.locale, "cs")));
    const inactive = await api.app.inject({
      url: "/api/globals/checkout-header?locale=cs",
      headers: auth.api,
    });
    expect(inactive.statusCode).toBe(404);
    const unfiltered = await api.app.inject({
      url: "/api/globals/checkout-header?locale=cs&filterByActive=false",
      headers: auth.api,
    });
    expect(unfiltered.statusCode).toBe(200);
    expect(unfiltered.json<{ active: boolean }>().active).toBe(false);
  });

  it("narrows the global-search trip types with filterByTripTypes", async () => {
    const codes = async (query: string) =>
      GlobalSchemas["global-search"]
        .parse(
          (
            await api.app.inject({ url: `/api/globals/global-search?locale=ro${query}`, headers: auth.api })
          ).json(),
        )
        .tripTypes.map((t) => t.code);
    expect(await codes("")).toEqual(["WS", "DW", "WO", "NR", "CZ", "NO_PASSPORT"]);
    expect(await codes("&filterByTripTypes=NR,WS")).toEqual(["WS", "NR"]);
  });

  it("answers 400 for an unknown global type", async () => {
    const response = await api.app.inject({ url: "/api/globals/sidebar", headers: auth.api });
    expect(response.statusCode).toBe(400);
  });
});
