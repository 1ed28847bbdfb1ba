import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FacetsForm } from "../components/listing/FacetsForm";
import { OfferCard } from "../components/listing/OfferCard";
import { Pagination } from "../components/listing/Pagination";
import { SortForm } from "../components/listing/SortForm";
import { Breadcrumbs } from "../components/layout/Breadcrumbs";
import { ApiError } from "../lib/api/errors";
import { pageError } from "../lib/api/page-errors.server";
import { getDestinations, searchOffers } from "../lib/api/search.server";
import { LOCALES, localizePath } from "../lib/i18n/config";
import { i18next } from "../lib/i18n/i18next.server";
import { plural, type PluralForms } from "../lib/plural";
import { requestContext } from "../lib/request-context.server";
import { listingPath, parseListingPath, resolveDestinations } from "../lib/search/listing-url";
import { parsePriceRange } from "../lib/search/price-range";
import {
  decodeListingParams,
  decodeSearchState,
  encodeSearchState,
  toOfferSearchRequest,
} from "../lib/search/search-state";

export const handle = { i18n: ["common", "search"] };

/**
 * Destination listings (spec §2): /wypoczynek[/country[/region[/resort]]]/oferty-<type>, with the
 * search state, sort, page and filters in the query. Every part of the page is plain HTML and links;
 * the sort and filter forms are GET forms, so the URL is the whole listing.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const context = await requestContext(request);
  const { api, locale } = context;
  const parsed = parseListingPath(params["*"] ?? "");
  if (!parsed) throw data(null, { status: 404 });
  const url = new URL(request.url);
  try {
    const destinations = (await getDestinations(api)) ?? [];
    const chain = resolveDestinations(destinations, parsed.slugs, locale);
    if (!chain) throw data(null, { status: 404 });
    const state = decodeSearchState(url.searchParams);
    state.tripType = parsed.tripType;
    const pathDestination = chain.at(-1);
    if (pathDestination) state.destinations = [pathDestination.code];
    const listing = decodeListingParams(url.searchParams);
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
      { headers: await context.commit() },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw data(null, { status: 400 });
    throw pageError(error);
  }
}

export default function ListingPage() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation("search");
  const { result, listing, state, basePath } = page;
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

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page
    ? [
        { title: page.title },
        { name: "description", content: page.description },
        ...(page.query ? [{ name: "robots", content: "noindex, follow" }] : []),
      ]
    : [];
