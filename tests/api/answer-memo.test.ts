import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/client";
import { auth, buildTestApp, startTestApi, type TestApi } from "./helpers";

let api: TestApi;
/** A second API process on the same database, with its own memo. */
let other: FastifyInstance;
beforeAll(async () => {
  api = await startTestApi();
  other = await buildTestApp(api.database);
});
afterAll(async () => {
  await other.close();
  await api.close();
});

const get = async (url: string, app: FastifyInstance = api.app, headers: Record<string, string> = {}) => {
  const response = await app.inject({ url, headers: { ...auth.www, ...headers } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown>;
};
const write = (statement: ReturnType<typeof sql>) => api.database.db.execute(statement);

describe("answers kept per process", () => {
  it("show a CMS global's change at the next request, in every process", async () => {
    const url = "/api/globals/footer?locale=ro";
    expect(await get(url)).toEqual(await get(url, other));
    const before = await get(url);
    await write(
      sql`UPDATE cms_globals SET content = jsonb_set(content, '{legal}', '"© changed"') WHERE type = 'footer' AND locale = 'ro'`,
    );
    for (const app of [api.app, other]) {
      const after = await get(url, app);
      expect(after.legal).toBe("© changed");
      expect({ ...after, legal: before.legal }).toEqual(before);
    }
  });

  it("show a CMS page's change at the next request", async () => {
    const url = "/www/page/content?url=%2F&locale=pl";
    await get(url);
    await write(
      sql`UPDATE cms_pages SET title = 'Nowy tytuł' WHERE url = '/' AND locale = 'pl' AND NOT is_draft`,
    );
    expect((await get(url)).metaProperties).toMatchObject({ title: "Nowy tytuł" });
  });

  it("show a destination's new name in the listing lookup at the next request", async () => {
    const [greece] = await queryRows<{ slug: string }>(
      api.database.db,
      sql`SELECT slugs->>'ro' AS slug FROM destinations WHERE code = 'GR'`,
    );
    const url = `/www/search-criteria?destination=${greece!.slug}&criteria=oferty-samolotem&locale=ro`;
    const name = (answer: Record<string, unknown>) => JSON.stringify(answer).includes("Elada Însorită");
    expect(name(await get(url, other))).toBe(false);
    await write(
      sql`UPDATE destinations SET names = jsonb_set(names, '{ro}', '"Elada Însorită"') WHERE code = 'GR'`,
    );
    expect(name(await get(url, other))).toBe(true);
  });

  it("show a hotel's room change and an airport's new name at the next request", async () => {
    const [hotel] = await queryRows<{ code: string; slug: string }>(
      api.database.db,
      sql`SELECT code, slug FROM hotels ORDER BY code LIMIT 1`,
    );
    const card = `/www/hotel-card/${hotel!.slug}?locale=ro`;
    const rooms = async () => ((await get(card)).rooms as unknown[]).length;
    const count = await rooms();
    const loft = { ro: "Loft", pl: "Loft", uk: "Лофт", cs: "Loft", hu: "Loft" };
    await write(
      sql`INSERT INTO hotel_rooms (hotel_code, room_code, names, max_adults, max_pax)
          VALUES (${hotel!.code}, 'LOFT', ${JSON.stringify(loft)}::jsonb, 2, 3)`,
    );
    expect(await rooms()).toBe(count + 1);

    const airports = "/www/catalogue/airports";
    const names = async () => JSON.stringify(await get(airports));
    expect(await names()).not.toContain("Otopeni Nord");
    await write(
      sql`UPDATE airports SET names = jsonb_set(names, '{ro}', '"Otopeni Nord"') WHERE code = 'OTP'`,
    );
    expect(await names()).toContain("Otopeni Nord");
  });

  it("keep answers in different languages apart", async () => {
    const search = (language: string) =>
      api.app.inject({
        method: "POST",
        url: "/www/offers/search",
        headers: { ...auth.www, "x-language": language },
        payload: { metaData: { page: 0, pageSize: 5 } },
      });
    const polish = (await search("pl")).json();
    const ukrainian = (await search("uk")).json();
    expect(ukrainian).not.toEqual(polish);
    expect((await search("pl")).json()).toEqual(polish);
  });
});
