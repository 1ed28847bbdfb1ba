import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DataVersions } from "../../server/db/data-versions";
import { startTestApi, type TestApi } from "./helpers";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe("the data versions a process answers with", () => {
  it("move with every write of the catalogue and the CMS, at the very next call", async () => {
    const versions = await DataVersions.start(api.database);
    const before = await versions.current();
    await api.database.db.execute(
      sql`UPDATE offers SET price_adult = price_adult WHERE id = (SELECT min(id) FROM offers)`,
    );
    const afterOffer = await versions.current();
    expect(afterOffer.catalogue).toBeGreaterThan(before.catalogue);
    expect(afterOffer.cms).toBe(before.cms);
    await api.database.db.execute(sql`UPDATE cms_globals SET content = content WHERE type = 'footer'`);
    const afterCms = await versions.current();
    expect(afterCms.cms).toBeGreaterThan(before.cms);
    expect(afterCms.catalogue).toBe(afterOffer.catalogue);
  });

  it.runIf(!process.env.TEST_DATABASE_URL)(
    "on embedded PGlite are read once per change, not once per answer",
    async () => {
      const versions = await DataVersions.start(api.database);
      await versions.current();
      const reads = vi.spyOn(api.database.db, "execute");
      for (let i = 0; i < 20; i += 1) await versions.current();
      expect(reads).not.toHaveBeenCalled();
      reads.mockRestore();
      await api.database.db.execute(
        sql`UPDATE hotels SET stars = stars WHERE code = (SELECT min(code) FROM hotels)`,
      );
      const spy = vi.spyOn(api.database.db, "execute");
      await versions.current();
      await versions.current();
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
    },
  );
});
