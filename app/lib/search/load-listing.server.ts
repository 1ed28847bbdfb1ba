import { data, redirect } from "@remix-run/node";
import { wishlistKeySet } from "../api/wishlist.server";
import { ApiError } from "../api/errors";
import { pageError } from "../api/page-errors.server";
import { getSearchCriteria, searchOffers } from "../api/search.server";
import { i18next } from "../i18n/i18next.server";
import { readConsent, sortCookie } from "../consent.server";
import { requestContext } from "../request-context.server";
import { selectionFromState } from "./global-search-filters";
import { loadSelectedSearch } from "./global-search.server";
import { parsePriceRange } from "./price-range";
import {
  type ListingParams,
  SORT_TYPES,
  decodeListingParams,
  decodeSearchState,
  encodeSearchState,
  listingFiltersOf,
  toOfferSearchRequest,
} from "./search-state";

/** Facet values a theme listing selects by default (spec §5: reselected when nothing else is). */
function applyDefaults(
  listing: ListingParams,
  defaults: { filterId: string; selectedValues: string[] }[],
  params: URLSearchParams,
) {
  for (const { filterId, selectedValues } of defaults) {
    if (params.get(filterId)) continue;
    if (filterId === "board") listing.board = selectedValues;
    else if (filterId === "category") listing.category = selectedValues;
    else if (filterId === "facility") listing.facility = selectedValues;
    else if (filterId === "rating") listing.rating = selectedValues[0];
  }
}

/**
 * The listing behind SEO names: destination slugs (country[/region[/resort]]) and a criteria word
 * (oferty-<type>), looked up in the API (spec §7 "Search-criteria lookup"), which answers the page's
 * words, its search state and its SEO text. Also used by the directions pages.
 */
export async function loadListing(request: Request, names: { destination: string[]; criteria: string }) {
  const context = await requestContext(request);
  const { api, locale } = context;
  const url = new URL(request.url);
  try {
    const criteria = await getSearchCriteria(api, {
      destination: names.destination.join("/"),
      criteria: names.criteria,
      locale,
    }).catch((error: unknown) => {
      // An unknown place or word is a page that does not exist.
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        throw data(null, { status: 404 });
      }
      throw error;
    });
    if (!criteria) throw data(null, { status: 503 });
    const { searchState, offerPageData } = criteria;
    const tripType = searchState.tripType;
    const state = decodeSearchState(url.searchParams);
    state.tripType = tripType;
    if (searchState.selectedDestinationsCodes.length)
      state.destinations = searchState.selectedDestinationsCodes;
    const listing = decodeListingParams(url.searchParams);
    applyDefaults(listing, searchState.selectedFilterValues, url.searchParams);
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
    const searchRequest = toOfferSearchRequest(state, listing);
    const searching = searchOffers(api, searchRequest);
    const [result, search, wishlist] = await Promise.all([
      searching,
      loadSelectedSearch(
        context,
        selectionFromState(state),
        {
          request: searchRequest,
          count: searching.then((answer) => answer?.pagination.totalResults ?? null).catch(() => null),
        },
        listingFiltersOf(listing),
      ),
      wishlistKeySet(context),
    ]);
    if (!result || !search) throw data(null, { status: 503 });
    // A page past the last (an old link, a hand-edited URL) goes to the last page there is.
    const { pagesCount } = result.pagination;
    if (listing.page > 0 && listing.page >= pagesCount) {
      const last = encodeSearchState(state, { ...listing, page: Math.max(0, pagesCount - 1) }).toString();
      throw redirect(`${searchState.pageUrl}${last ? `?${last}` : ""}`);
    }

    const t = await i18next.getFixedT(locale, "search");
    const results = t("listing.results", { count: result.pagination.totalResults });
    return data(
      {
        locale,
        tripType,
        title: offerPageData.title,
        heading: offerPageData.heading,
        place: offerPageData.place,
        description: offerPageData.description,
        seoText: criteria.seoText,
        results,
        basePath: searchState.pageUrl,
        state,
        listing,
        defaults: searchState.selectedFilterValues,
        priceRange: priceRange ?? null,
        result,
        search,
        breadcrumbs: offerPageData.breadcrumbs,
        alternates: offerPageData.alternates.map((alternate) => ({
          locale: alternate.locale,
          path: alternate.url,
        })),
        query: encodeSearchState(state, listing).toString(),
        /** A filtered, sorted or paged variant (any query): not indexed, its canonical is the clean page. */
        variant: url.searchParams.size > 0,
        /** The search alone, handed to the hotel card as `q` (spec §2). */
        searchQuery: encodeSearchState(state).toString(),
        wishlist,
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
