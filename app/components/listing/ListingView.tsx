import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import type { loader as rootLoader } from "../../root";
import { useTranslation } from "react-i18next";
import type { ListingData } from "../../lib/search/load-listing.server";
import { encodeSearchState } from "../../lib/search/search-state";
import { Breadcrumbs } from "../layout/Breadcrumbs";
import { FacetsForm } from "./FacetsForm";
import { OfferCard } from "./OfferCard";
import { Pagination } from "./Pagination";
import { SortForm } from "./SortForm";

/** A destination listing page (listing and directions routes). */
export function ListingView() {
  const page = useLoaderData<ListingData>();
  const { t } = useTranslation("search");
  const { result, listing, state, basePath } = page;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const statistics = Boolean(root?.analyticsEnabled && root.consent?.statistics);
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
  return (
    <div className="listing">
      <Breadcrumbs items={page.breadcrumbs} />
      <header className="listing__header">
        <h1>{page.title}</h1>
        <p className="listing__count" role="status">
          {page.results}
        </p>
      </header>
      <div className="listing__layout">
        <FacetsForm
          action={basePath}
          facets={result.facets}
          state={state}
          listing={listing}
          priceRange={page.priceRange}
          bounds={result.priceRange}
        />
        <section className="listing__results" aria-labelledby="results-title">
          <h2 id="results-title" className="visually-hidden">
            {page.results}
          </h2>
          <div className="listing__tools">
            <SortForm action={basePath} state={state} listing={listing} />
            <a
              className="listing__price-toggle"
              href={withParams({ fullPrice: !listing.fullPrice, page: 0 })}
            >
              {listing.fullPrice ? t("price.showPerPerson") : t("price.showFull")}
            </a>
          </div>
          {result.offers.length === 0 ? (
            <p className="listing__empty">{t("listing.noResults")}</p>
          ) : (
            <ol className="listing__offers">
              {result.offers.map((offer) => (
                <li key={offer.offerCode}>
                  <OfferCard offer={offer} locale={page.locale} fullPrice={listing.fullPrice} />
                </li>
              ))}
            </ol>
          )}
          <Pagination
            page={result.pagination.page}
            pagesCount={result.pagination.pagesCount}
            href={(pageIndex) => withParams({ page: pageIndex })}
          />
        </section>
      </div>
    </div>
  );
}
