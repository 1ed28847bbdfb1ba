import type { DestinationNode } from "../../../server/contract/catalogue";
import { localizePath, type Locale } from "../i18n/config";
import type { SearchTripType } from "./search-state";

/**
 * One URL word per offer type in /wypoczynek/…/oferty-<word> (spec §2 keeps the Polish pattern,
 * so the word is Polish in every locale, like the pattern itself).
 */
export const TYPE_SLUGS: Record<SearchTripType, string> = {
  WS: "samolotem",
  DW: "dojazd-wlasny",
  WO: "objazdowe",
  NR: "narty",
  CZ: "czarter",
};

export const LISTING_ROOT = "/wypoczynek";

/** "grecja/kreta/oferty-samolotem" → the destination slugs and the trip type; undefined if not a listing. */
export function parseListingPath(splat: string): { slugs: string[]; tripType: SearchTripType } | undefined {
  const segments = splat.split("/").filter(Boolean);
  const last = segments.pop();
  const match = /^oferty-(.+)$/.exec(last ?? "");
  const tripType = (Object.keys(TYPE_SLUGS) as SearchTripType[]).find(
    (type) => TYPE_SLUGS[type] === match?.[1],
  );
  if (!tripType || segments.length > 3) return undefined;
  return { slugs: segments, tripType };
}

/** Country → region → resort for the slugs of one locale, or undefined when one does not exist. */
export function resolveDestinations(
  destinations: DestinationNode[],
  slugs: string[],
  locale: Locale,
): DestinationNode[] | undefined {
  const chain: DestinationNode[] = [];
  for (const [depth, slug] of slugs.entries()) {
    const parent = chain[depth - 1];
    const node = destinations.find(
      (candidate) =>
        candidate.level === (["country", "region", "resort"] as const)[depth] &&
        candidate.slugs[locale] === slug &&
        (parent ? candidate.parentCode === parent.code : true),
    );
    if (!node) return undefined;
    chain.push(node);
  }
  return chain;
}

/** The listing URL of a destination chain and trip type in a locale. */
export function listingPath(locale: Locale, tripType: SearchTripType, chain: DestinationNode[] = []): string {
  const slugs = chain.map((node) => node.slugs[locale]);
  return localizePath(locale, [LISTING_ROOT, ...slugs, `oferty-${TYPE_SLUGS[tripType]}`].join("/"));
}
