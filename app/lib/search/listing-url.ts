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

/**
 * "grecja/kreta/oferty-samolotem" → the destination slugs and the criteria word; undefined when the
 * path cannot be a listing. Whether the place and the word exist is the API's answer.
 */
export function parseListingPath(splat: string): { slugs: string[]; criteria: string } | undefined {
  const segments = splat.split("/").filter(Boolean);
  const criteria = segments.pop() ?? "";
  if (!/^oferty-[a-z-]{2,40}$/.test(criteria) || segments.length > 3) return undefined;
  if (!segments.every((slug) => /^[a-z0-9-]{1,80}$/.test(slug))) return undefined;
  return { slugs: segments, criteria };
}

/** The listing URL of a destination chain and trip type in a locale. */
export function listingPath(locale: Locale, tripType: SearchTripType, chain: DestinationNode[] = []): string {
  const slugs = chain.map((node) => node.slugs[locale]);
  return localizePath(locale, [LISTING_ROOT, ...slugs, `oferty-${TYPE_SLUGS[tripType]}`].join("/"));
}
