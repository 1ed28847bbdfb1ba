import { data } from "@remix-run/node";
import type { DestinationNode } from "../../../server/contract/catalogue";
import { ApiError } from "../api/errors";
import { pageError } from "../api/page-errors.server";
import { getDestinations, searchOffers } from "../api/search.server";
import { LOCALES, localizePath, type Locale } from "../i18n/config";
import { i18next } from "../i18n/i18next.server";
import { plural, type PluralForms } from "../plural";
import { readConsent, sortCookie } from "../consent.server";
import { requestContext } from "../request-context.server";
import { listingPath } from "./listing-url";
import { parsePriceRange } from "./price-range";
import {
  type SearchTripType,
  SORT_TYPES,
  decodeListingParams,
  decodeSearchState,
  encodeSearchState,
  toOfferSearchRequest,
} from "./search-state";

/**
 * The listing for a trip type and a destination chain (found by the caller in the catalogue);
 * also used by the directions pages, which show the same listing under their own URL.
 */
export async function loadListing(
  request: Request,
  tripType: SearchTripType,
  findChain: (destinations: DestinationNode[], locale: Locale) => DestinationNode[] | undefined,
) {
  const context = await requestContext(request);
  const { api, locale } = context;
  const parsed = { tripType };
  const url = new URL(request.url);
  try {
    const destinations = (await getDestinations(api)) ?? [];
    const chain = findChain(destinations, locale);
    if (!chain) throw data(null, { status: 404 });
    const state = decodeSearchState(url.searchParams);
    state.tripType = parsed.tripType;
    const pathDestination = chain.at(-1);
    if (pathDestination) state.destinations = [pathDestination.code];
    const listing = decodeListingParams(url.searchParams);
    // The sort choice is remembered only with preference consent (spec §4); a remembered code that is
    // not one of the sorts falls back to the first, by price.
    const consent = await readConsent(request);
    const chosenSort = url.searchParams.has("sort") ? listing.sort : undefined;
    if (!chosenSort && consent?.preferences) {
      const remembered: unknown = await sortCookie.parse(request.headers.get("cookie"));
      if (typeof remembered === "string" && remembered) {
        listing.sort = (SORT_TYPES as readonly string[]).includes(remembered)
          ? (remembered as typeof listing.sort)
          : SORT_TYPES[0];
      }
    }
    const priceRange =
      url.searchParams.has("priceFrom") || url.searchParams.has("priceTo")
        ? parsePriceRange(url.searchParams.get("priceFrom"), url.searchParams.get("priceTo"))
        : undefined;
    if (priceRange) listing.price = priceRange.code;
    const result = await searchOffers(api, toOfferSearchRequest(state, listing));
    if (!result) throw data(null, { status: 503 });

    const t = await i18next.getFixedT(locale, "search");
    const typeName = t(`tripTypes.${parsed.tripType}`);
    const place = pathDestination ? pathDestination.names[locale] : t("listing.everywhere");
    const results = plural(
      locale,
      result.pagination.totalResults,
      t("listing.results", { returnObjects: true }) as PluralForms,
    );
    const basePath = listingPath(locale, parsed.tripType, chain);
    const common = await i18next.getFixedT(locale, "common");
    return data(
      {
        locale,
        tripType: parsed.tripType,
        title: t("listing.title", { type: typeName, place }),
        description: t("listing.description", { type: typeName, place, results }),
        results,
        basePath,
        state,
        listing,
        priceRange: priceRange ?? null,
        result,
        breadcrumbs: [
          { label: common("site.home"), url: localizePath(locale, "/") },
          { label: typeName, url: listingPath(locale, parsed.tripType) },
          ...chain.map((node, index) => ({
            label: node.names[locale],
            url: listingPath(locale, parsed.tripType, chain.slice(0, index + 1)),
          })),
        ],
        alternates: LOCALES.map((other) => ({
          locale: other,
          path: listingPath(other, parsed.tripType, chain),
        })),
        query: encodeSearchState(state, listing).toString(),
      },
      { headers: await withSortCookie(await context.commit(), consent?.preferences && chosenSort) },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw data(null, { status: 400 });
    throw pageError(error);
  }
}

export type ListingData = typeof loadListing;

async function withSortCookie(headers: Headers, sort: string | false | undefined) {
  if (sort) headers.append("Set-Cookie", await sortCookie.serialize(sort));
  return headers;
}
