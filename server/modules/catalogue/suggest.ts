import { sql } from "drizzle-orm";
import type { Locale, SuggestResponse } from "../../contract";
import { slugify } from "../../contract/slug";
import { queryRows, type Db } from "../../db/client";
import type { LocalizedText } from "../../db/schema";
import { findDestinations } from "./queries";

const parse = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;

/**
 * Suggestions for the search box (spec §7 www/suggest). Matching compares slugs, so it ignores case,
 * diacritics and the alphabet ("Kreta", "kreta", "Крит" → kryt); names that start with the text come
 * first, then names where a word does.
 */
export async function suggest(
  db: Db,
  query: { q: string; locale: Locale; limit: number },
): Promise<SuggestResponse> {
  const needle = slugify(query.q);
  if (!needle) return { destinations: [], hotels: [] };
  const rank = (slug: string) => (slug.startsWith(needle) ? 0 : slug.includes(`-${needle}`) ? 1 : -1);
  const all = await findDestinations(db);
  const byCode = new Map(all.map((d) => [d.code, d]));
  const destinations = all
    .filter((d) => d.hotelCount > 0)
    .map((d) => ({ d, score: Math.max(...Object.values(d.slugs).map(rank)) }))
    .filter(({ score }) => score >= 0)
    .sort((a, b) => a.score - b.score || b.d.hotelCount - a.d.hotelCount)
    .slice(0, query.limit)
    .map(({ d }) => {
      const path: string[] = [];
      for (let node = byCode.get(d.parentCode ?? ""); node; node = byCode.get(node.parentCode ?? "")) {
        path.unshift(node.names[query.locale]);
      }
      return { code: d.code, level: d.level, name: d.names[query.locale], path };
    });

  const hotelRows = await queryRows<{
    code: string;
    slug: string;
    names: unknown;
    stars: number;
    resort: unknown;
    country: unknown;
  }>(
    db,
    sql`SELECT h.code, h.slug, h.names, h.stars, r.names AS resort, c.names AS country
        FROM hotels h JOIN destinations r ON r.code = h.resort_code JOIN destinations c ON c.code = h.country_code
        WHERE h.slug LIKE ${`${needle}%`} OR h.slug LIKE ${`%-${needle}%`}
        ORDER BY (h.slug LIKE ${`${needle}%`}) DESC, h.rating DESC, h.code
        LIMIT ${query.limit}`,
  );
  const hotels = hotelRows.map((row) => {
    const names = parse<LocalizedText>(row.names);
    return {
      code: row.code,
      slug: row.slug,
      name: names[query.locale],
      place: `${parse<LocalizedText>(row.resort)[query.locale]}, ${parse<LocalizedText>(row.country)[query.locale]}`,
      stars: Number(row.stars),
    };
  });
  return { destinations, hotels };
}
