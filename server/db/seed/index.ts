import { count } from "drizzle-orm";
import type { Db } from "../client";
import { cmsGlobals, cmsPages } from "../schema";
import { buildGlobals, buildPages } from "./cms";
import { cs } from "./copy/cs";
import { hu } from "./copy/hu";
import { pl } from "./copy/pl";
import { ro } from "./copy/ro";
import { uk } from "./copy/uk";

export const SITE_COPIES = [ro, pl, uk, cs, hu];

/** Seeds the demo content into an empty database, in one transaction; a seeded database is left alone. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
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
