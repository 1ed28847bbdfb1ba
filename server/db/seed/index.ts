import { count } from "drizzle-orm";
import type { Db } from "../client";
import { cmsGlobals, cmsPages, hotels } from "../schema";
import { SEED_SIZES, seedCatalogue, type SeedSize } from "./catalogue/generate";
import { buildGlobals, buildPages } from "./cms";
import { cs } from "./copy/cs";
import { hu } from "./copy/hu";
import { pl } from "./copy/pl";
import { ro } from "./copy/ro";
import { uk } from "./copy/uk";

export const SITE_COPIES = [ro, pl, uk, cs, hu];

/**
 * Seeds an empty database: the CMS content, then the catalogue and its offers in the given size.
 * Each part is written in one transaction and only when its tables are empty, so a restart or a
 * half-seeded database never doubles anything. Answers whether anything was written.
 */
export async function seedIfEmpty(db: Db, size: SeedSize = "demo", today = new Date()): Promise<boolean> {
  const wroteContent = await seedContent(db);
  const [catalogue] = await db.select({ n: count() }).from(hotels);
  if ((catalogue?.n ?? 0) > 0) return wroteContent;
  await db.transaction((tx) => seedCatalogue(tx as unknown as Db, SEED_SIZES[size], today));
  return true;
}

async function seedContent(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(cmsPages);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    for (const copy of SITE_COPIES) {
      await tx.insert(cmsPages).values(buildPages(copy));
      await tx.insert(cmsGlobals).values(
        buildGlobals(copy).map((content) => ({
          type: content.type,
          locale: copy.locale,
          active: content.active,
          content,
        })),
      );
    }
  });
  return true;
}
