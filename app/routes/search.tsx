import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../lib/i18n/translations";
import { GlobalSearchForm } from "../components/search/GlobalSearchForm";
import { ApiError } from "../lib/api/errors";
import { pageError } from "../lib/api/page-errors.server";
import { getDestinations } from "../lib/api/search.server";
import { readConsent } from "../lib/consent.server";
import { sameInEveryLocale } from "../lib/i18n/config";
import { i18next } from "../lib/i18n/i18next.server";
import { requestContext } from "../lib/request-context.server";
import {
  filterOf,
  missingBirthDates,
  participantsOf,
  selectionFromParams,
  stateFromFilters,
} from "../lib/search/global-search-filters";
import {
  loadRememberedSearch,
  loadSelectedSearch,
  rememberSearchCookies,
} from "../lib/search/global-search.server";
import { listingPath } from "../lib/search/listing-url";
import {
  decodeKeptFilters,
  decodeSearchState,
  encodeSearchState,
  MAX_PARTICIPANTS,
} from "../lib/search/search-state";

/**
 * The search page, and where the global search form sends its GET: the filters go through the API's
 * checks (spec §4), and a complete search becomes the listing's URL (one destination in the path, the
 * rest in the query). A child without a valid birth date, or too many people, comes back to the
 * form with the fields flagged (spec §5). The search is remembered (with preference consent) for
 * the next visit's form.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requestContext(request);
  const { api, locale } = context;
  const params = new URL(request.url).searchParams;
  try {
    const t = await i18next.getFixedT(locale, "search");
    const page = { locale, title: t("form.title"), alternates: sameInEveryLocale("/wypoczynek") };
    if ([...params.keys()].length === 0) {
      const search = await loadRememberedSearch(context, request);
      if (!search) throw data(null, { status: 503 });
      return data({ ...page, search }, { headers: await context.commit() });
    }

    const selection = selectionFromParams(params);
    // A search made from a listing keeps the listing's filters while its box is ticked.
    const listingFilters = decodeKeptFilters(params);
    const search = await loadSelectedSearch(context, selection, undefined, listingFilters);
    if (!search) throw data(null, { status: 503 });
    const errors = {
      childrenMissing: missingBirthDates(selection.rooms),
      tooMany:
        participantsOf(selection.rooms) >
        (filterOf(search.filters, "OCCUPANCY")?.maxParticipants ?? MAX_PARTICIPANTS),
    };
    if (errors.childrenMissing.length > 0 || errors.tooMany) {
      return data({ ...page, search: { ...search, rooms: selection.rooms, errors } }, { status: 400 });
    }

    const state = stateFromFilters(search.filters, search.rooms);
    // A duration that is not one of the form's presets (a listing's dF/dT) is kept as it was.
    if (state.durationFrom === undefined && !params.has("dur")) {
      const asked = decodeSearchState(params);
      state.durationFrom = asked.durationFrom;
      state.durationTo = asked.durationTo;
    }
    const destinations = (await getDestinations(api)) ?? [];
    const destination =
      state.destinations.length === 1
        ? destinations.find((d) => d.code === state.destinations[0])
        : undefined;
    const chain = [];
    for (let node = destination; node; node = destinations.find((d) => d.code === node?.parentCode)) {
      chain.unshift(node);
    }
    const query = encodeSearchState(
      { ...state, destinations: destination ? [] : state.destinations },
      listingFilters,
    );
    query.delete("tripType");
    const headers = await context.commit();
    if ((await readConsent(request))?.preferences) {
      for (const cookie of rememberSearchCookies(state)) headers.append("Set-Cookie", cookie);
    }
    const target = listingPath(locale, state.tripType, chain);
    return redirect(`${target}${query.size ? `?${query}` : ""}`, { headers });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw data(null, { status: 400 });
    throw pageError(error);
  }
}

export default function SearchPage() {
  const { locale, search } = useLoaderData<typeof loader>();
  const { t } = useTranslation("search");
  return (
    <div className="page-content">
      <h1 id="search-page-title">{t("form.title")}</h1>
      <GlobalSearchForm locale={locale} search={search} id="search-page" labelledBy="search-page-title" />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => (page ? [{ title: page.title }] : []);
