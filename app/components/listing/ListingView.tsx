import { Link, useFetcher, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "../../lib/i18n/translations";
import type { OfferSummary } from "../../../server/contract/search";
import type { loader as rootLoader } from "../../root";
import type { ListingData } from "../../lib/search/load-listing.server";
import { appendPage, totalResults } from "../../lib/search/price-updates";
import { hidesAirportAndHour } from "../../lib/trip-type";
import { usePriceWords } from "../../lib/party-price";
import { encodeSearchState } from "../../lib/search/search-state";
import { Breadcrumbs } from "../layout/Breadcrumbs";
import { GlobalSearchForm } from "../search/GlobalSearchForm";
import { PartBoundary } from "../ui/PartBoundary";
import { FullScreenPanel, FullScreenViews } from "../ui/FullScreenPanel";
import { FacetsForm } from "./FacetsForm";
import { wishlistKey } from "../../lib/wishlist";
import { OfferCard } from "./OfferCard";
import { Pagination } from "./Pagination";
import { SortForm } from "./SortForm";
import { usePriceUpdates } from "./use-price-updates";

type Page = ReturnType<typeof useLoaderData<ListingData>>;

/** A destination listing page (listing and directions routes). */
export function ListingView() {
  const page = useLoaderData<ListingData>();
  const { t } = useTranslation("search");
  const { result, listing, state, basePath } = page;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const statistics = Boolean(root?.analyticsEnabled && root.consent?.statistics);
  const { offers, loadedPage, more, showMore } = useLoadMore(page);
  const { offers: priced, changed } = usePriceUpdates(offers, state);
  // Every room's children are in childrenBirthDates (decodeSearchState).
  const words = usePriceWords({ adults: state.adults, children: state.childrenBirthDates.length });
  // Analytics (spec §9): ListingContentLoad with the child count, only with statistics consent.
  useEffect(() => {
    if (!statistics) return;
    const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
    layer.push({
      event: "ListingContentLoad",
      tripType: page.tripType,
      childCount: state.childrenBirthDates.length,
      totalResults: result.pagination.totalResults,
      page: result.pagination.page,
    });
  }, [statistics, page.query, page.tripType, state.childrenBirthDates.length, result.pagination]);
  const withParams = (changes: Partial<typeof listing>) => {
    const query = encodeSearchState(state, { ...listing, ...changes }).toString();
    return `${basePath}${query ? `?${query}` : ""}`;
  };
  // Each navigation renders the filters afresh, even to the same URL: the defaults a visitor unticked
  // come back ticked (spec §5), as they do without JavaScript.
  const { key: navigation } = useLocation();
  const total = totalResults(offers.length, result.pagination.totalResults);
  const hasMore = loadedPage + 1 < result.pagination.pagesCount;
  return (
    <FullScreenViews>
      <div className="listing">
        <Breadcrumbs items={page.breadcrumbs} />
        <header className="listing__header">
          <h1>{page.heading}</h1>
          <p className="listing__count" role="status">
            {t("listing.results", { count: total })}
          </p>
          {state.pastDatesIgnored ? (
            <p className="notice" data-testid="past-dates">
              {t("listing.pastDates")}
            </p>
          ) : null}
        </header>
        <FullScreenPanel view="globalSearch" id="listing-search" label={t("form.openSearch")}>
          <GlobalSearchForm locale={page.locale} search={page.search} id="listing-search-form" />
        </FullScreenPanel>
        <div className="listing__layout">
          <FullScreenPanel view="facets" id="listing-facets" label={t("listing.openFilters")}>
            <FacetsForm
              key={navigation}
              action={basePath}
              facets={result.facets}
              state={state}
              listing={listing}
              priceRange={page.priceRange}
              bounds={result.priceRange}
            />
          </FullScreenPanel>
          <PartBoundary part="listing-results" retryHref={withParams({})}>
            <section className="listing__results" aria-labelledby="results-title">
              <h2 id="results-title" className="visually-hidden">
                {page.results}
              </h2>
              <div className="listing__tools">
                <FullScreenPanel view="sort" id="listing-sort" label={t("listing.openSort")}>
                  <SortForm action={basePath} state={state} listing={listing} />
                </FullScreenPanel>
                <a
                  className="listing__price-toggle"
                  href={withParams({ fullPrice: !listing.fullPrice, page: 0 })}
                >
                  {listing.fullPrice ? t(words.key("price.showPerPerson")) : t("price.showFull")}
                </a>
              </div>
              {priced.length === 0 ? (
                <p className="listing__empty">
                  {page.place?.in
                    ? t(
                        hidesAirportAndHour(page.tripType)
                          ? "listing.noResultsNoFlightIn"
                          : "listing.noResultsIn",
                        {
                          place: page.place.in,
                        },
                      )
                    : t(
                        hidesAirportAndHour(page.tripType)
                          ? "listing.noResultsNoFlight"
                          : "listing.noResults",
                      )}
                </p>
              ) : (
                <ol className="listing__offers">
                  {priced.map((offer) => (
                    <li key={offer.offerCode}>
                      <OfferCard
                        offer={offer}
                        locale={page.locale}
                        fullPrice={listing.fullPrice}
                        updated={changed.has(offer.offerCode)}
                        searchQuery={page.searchQuery}
                        inWishlist={page.wishlist.includes(wishlistKey(offer.hotel.code, offer.offerCode))}
                        party={{ adultsCount: state.adults, childrenBirthDates: state.childrenBirthDates }}
                        returnTo={`${basePath}${page.query ? `?${page.query}` : ""}`}
                      />
                    </li>
                  ))}
                </ol>
              )}
              {hasMore ? (
                <p className="listing__more">
                  {/* A real link to the next page; with JavaScript it appends that page here instead. */}
                  <Link
                    className="button"
                    to={withParams({ page: loadedPage + 1 })}
                    onClick={(event) => {
                      event.preventDefault();
                      showMore(withParams({ page: loadedPage + 1 }));
                    }}
                    aria-disabled={more.state !== "idle" || undefined}
                  >
                    {more.state !== "idle" ? t("listing.loadingMore") : t("listing.showMore")}
                  </Link>
                </p>
              ) : null}
              <Pagination
                page={result.pagination.page}
                lastShown={loadedPage}
                pagesCount={result.pagination.pagesCount}
                href={(pageIndex) => withParams({ page: pageIndex })}
              />
            </section>
          </PartBoundary>
        </div>
        {page.seoText ? (
          <section className="listing__seo" aria-labelledby="listing-seo-title">
            <h2 id="listing-seo-title">{page.seoText.title}</h2>
            {page.seoText.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ) : null}
      </div>
    </FullScreenViews>
  );
}

/**
 * "Show more" (spec §4 "Extending (load more) appends a page"): the next page's loader data comes
 * through a fetcher and its hotels are added under the ones shown. A new search starts over.
 */
function useLoadMore(page: Page) {
  const [offers, setOffers] = useState<OfferSummary[]>(page.result.offers);
  const [loadedPage, setLoadedPage] = useState(page.result.pagination.page);
  const more = useFetcher<ListingData>();
  useEffect(() => {
    setOffers(page.result.offers);
    setLoadedPage(page.result.pagination.page);
  }, [page.result]);
  useEffect(() => {
    if (more.state !== "idle" || !more.data) return;
    const next = more.data.result;
    setOffers((current) => appendPage(current, next.offers));
    setLoadedPage(next.pagination.page);
  }, [more.state, more.data]);
  return {
    offers,
    loadedPage,
    more,
    showMore: (href: string) => more.load(href),
  };
}
