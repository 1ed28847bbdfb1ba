import { LISTING_CRITERIA, LOCALES, OfferSearchRequest, OFFER_TYPES, SKIPPED_LEVEL } from "../../contract";
import type { DestinationNode, Locale, OfferSearchResponse, SearchCriteriaResponse } from "../../contract";
import type { SearchCriteriaQuery } from "../../contract";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { findDestinations } from "../catalogue/queries";
import { placeDeclensions } from "../cms/dictionary";
import { activeGlobal } from "../cms/service";
import { listingTexts } from "./listing-texts";
import type { OfferIndex, OfferIndexHolder } from "./offer-index";
import { searchOffers } from "./service";

const LEVELS = ["country", "region", "resort"] as const;
const isoDay = (day: Date) => day.toISOString().slice(0, 10);
const factsCache = new WeakMap<OfferIndex, Map<string, [OfferSearchResponse, OfferSearchResponse]>>();
const offerTypeOf = (tripType: string) =>
  (Object.keys(OFFER_TYPES) as (keyof typeof OFFER_TYPES)[]).find((type) => OFFER_TYPES[type] === tripType)!;

/**
 * country → region → resort for the slugs of one locale, or undefined when one does not exist. A
 * skipped region (SKIPPED_LEVEL) is filled in from the resort found under the country.
 */
function resolve(nodes: DestinationNode[], slugs: string[], locale: Locale) {
  const chain: (DestinationNode | undefined)[] = [];
  const byCode = (code: string | null) => nodes.find((node) => node.code === code);
  for (const [depth, slug] of slugs.entries()) {
    if (slug === SKIPPED_LEVEL) {
      if (depth === 0) return undefined;
      chain.push(undefined);
      continue;
    }
    const parent = chain[depth - 1];
    const grandparent = chain[depth - 2];
    const node = nodes.find(
      (candidate) =>
        candidate.level === LEVELS[depth] &&
        candidate.slugs[locale] === slug &&
        (depth === 0 ||
          (parent
            ? candidate.parentCode === parent.code
            : byCode(candidate.parentCode)?.parentCode === grandparent?.code)),
    );
    if (!node) return undefined;
    if (depth > 0 && !parent) chain[depth - 1] = byCode(node.parentCode);
    chain.push(node);
  }
  while (chain.length > 0 && chain.at(-1) === undefined) chain.pop();
  return chain.every((node) => node !== undefined) ? (chain as DestinationNode[]) : undefined;
}

const localized = (locale: Locale, path: string) =>
  locale === "ro" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`;
const listingUrl = (locale: Locale, chain: DestinationNode[], criteria: string) =>
  localized(locale, ["/wypoczynek", ...chain.map((node) => node.slugs[locale]), criteria].join("/"));

/**
 * GET /www/search-criteria: a listing by its SEO names (spec §7). The page data, the search state with
 * the criteria's default facet values, and an SEO text made from today's offers.
 */
export async function searchCriteria(
  db: Db,
  replica: OfferIndexHolder,
  query: z.output<typeof SearchCriteriaQuery>,
  today = new Date(),
): Promise<SearchCriteriaResponse> {
  const { locale } = query;
  const [nodes, dictionary] = await Promise.all([
    findDestinations(db),
    activeGlobal(db, "dictionary", locale),
  ]);
  const chain = resolve(nodes, query.destination.split("/").filter(Boolean), locale);
  if (!chain)
    throw notFound("CRITERIA_NOT_FOUND", `No destination '${query.destination}' in locale ${locale}`);
  const criteria = LISTING_CRITERIA[query.criteria];
  const destination = chain.at(-1);
  const declined = placeDeclensions(dictionary, locale);
  const place = destination ? declined(destination.names[locale]) : null;
  const texts = listingTexts(locale, query.criteria, place);
  const request = (sorting: "price" | "hotelRating") =>
    OfferSearchRequest.parse({
      offerType: offerTypeOf(criteria.tripType),
      destinationsCodes: destination ? [destination.code] : [],
      filters: criteria.defaults.map((filter) => ({ ...filter, selectedValues: [...filter.selectedValues] })),
      metaData: { page: 0, pageSize: 1, sorting },
    });
  // The SEO facts change only with the catalogue and the day: kept per replica, one entry per listing.
  const index = await replica.get();
  const key = `${isoDay(today)}|${locale}|${query.criteria}|${destination?.code ?? ""}`;
  let cache = factsCache.get(index);
  if (!cache) factsCache.set(index, (cache = new Map()));
  let pair = cache.get(key);
  if (!pair) {
    pair = await Promise.all([
      searchOffers(db, replica, request("price"), locale, today),
      searchOffers(db, replica, request("hotelRating"), locale, today),
    ]);
    if (cache.size >= 2000) cache.clear();
    cache.set(key, pair);
  }
  const [cheapest, best] = pair;
  const available = index.availability(criteria.tripType, []).destinations;
  const topPlaces = nodes
    .filter((node) => node.parentCode === (destination?.code ?? null) && available.has(node.code))
    .sort((a, b) => b.hotelCount - a.hotelCount)
    .slice(0, 3)
    .map((node) => declined(node.names[locale]));
  const first = cheapest.offers[0];
  const top = best.offers[0];
  const facts = {
    hotels: cheapest.pagination.totalResults,
    priceFrom: first?.pricePerPerson,
    topPlaces,
    bestHotel: top ? { name: top.hotel.name, rating: top.hotel.rating } : undefined,
  };
  const pageUrl = listingUrl(locale, chain, query.criteria);
  return {
    offerPageData: {
      title: texts.title,
      description: texts.description(facts),
      heading: texts.title,
      place,
      banner: first ? { imageUrl: first.hotel.imageUrl, alt: first.hotel.name } : null,
      breadcrumbs: [
        { label: texts.home, url: localized(locale, "/") },
        { label: texts.type, url: listingUrl(locale, [], query.criteria) },
        ...chain.map((node, depth) => ({
          label: node.names[locale],
          url: listingUrl(locale, chain.slice(0, depth + 1), query.criteria),
        })),
      ],
      alternates: LOCALES.map((other) => ({ locale: other, url: listingUrl(other, chain, query.criteria) })),
    },
    searchState: {
      tripType: criteria.tripType,
      selectedDestinationsCodes: destination ? [destination.code] : [],
      selectedFilterValues: criteria.defaults.map((filter) => ({
        filterId: filter.filterId,
        selectedValues: [...filter.selectedValues],
      })),
      sortCode: "price",
      pageUrl,
    },
    seoText: facts.hotels > 0 ? { title: texts.seoTitle, paragraphs: texts.seo(facts) } : null,
  };
}
