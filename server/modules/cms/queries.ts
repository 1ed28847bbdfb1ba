import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cmsGlobals, cmsPages } from "../../db/schema";

export type PageRow = typeof cmsPages.$inferSelect;

/** The published row, or with `draft` the draft row when one exists. */
export async function findPage(
  db: Db,
  url: string,
  locale: string,
  draft: boolean,
): Promise<PageRow | undefined> {
  const rows = await db
    .select()
    .from(cmsPages)
    .where(
      and(
        eq(cmsPages.url, url),
        eq(cmsPages.locale, locale),
        draft ? undefined : eq(cmsPages.isDraft, false),
      ),
    )
    .orderBy(desc(cmsPages.isDraft))
    .limit(1);
  return rows[0];
}

/** Published, active urls of the same page in every locale (for hreflang alternates). */
export function findAlternates(db: Db, pageKey: string) {
  return db
    .select({ locale: cmsPages.locale, url: cmsPages.url })
    .from(cmsPages)
    .where(and(eq(cmsPages.pageKey, pageKey), eq(cmsPages.isDraft, false), eq(cmsPages.active, true)))
    .orderBy(cmsPages.locale);
}

export async function findGlobal(db: Db, type: string, locale: string) {
  const rows = await db
    .select()
    .from(cmsGlobals)
    .where(and(eq(cmsGlobals.type, type), eq(cmsGlobals.locale, locale)))
    .limit(1);
  return rows[0];
}
