import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  GlobalSearchForm,
  DURATION_PRESETS,
  type SearchFormErrors,
} from "../components/search/GlobalSearchForm";
import { ApiError } from "../lib/api/errors";
import { pageError } from "../lib/api/page-errors.server";
import { sameInEveryLocale } from "../lib/i18n/config";
import { i18next } from "../lib/i18n/i18next.server";
import { requestContext } from "../lib/request-context.server";
import { listingPath } from "../lib/search/listing-url";
import { loadSearchOptions } from "../lib/search/search-options.server";
import {
  DEFAULT_STATE,
  decodeSearchState,
  encodeSearchState,
  isChildBirthDate,
  MAX_PARTICIPANTS,
} from "../lib/search/search-state";

export const handle = { i18n: ["common", "search"] };

/**
 * The search page, and where the global search form sends its GET: a complete search becomes the
 * listing's URL (destination in the path, the rest in the query); a child without a valid birth
 * date, or too many people, comes back to the form with the fields flagged (spec §4, §5).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requestContext(request);
  const { api, locale } = context;
  const url = new URL(request.url);
  const params = url.searchParams;
  try {
    const options = await loadSearchOptions(api, locale);
    const t = await i18next.getFixedT(locale, "search");
    const page = {
      locale,
      options,
      title: t("form.title"),
      alternates: sameInEveryLocale("/wypoczynek"),
    };
    if ([...params.keys()].length === 0) return data({ ...page, state: DEFAULT_STATE, errors: undefined });

    const dur = params.get("dur");
    if (dur && (DURATION_PRESETS as readonly string[]).includes(dur)) {
      const [from, to] = dur.split("-");
      params.set("dF", from!);
      params.set("dT", to!);
    }
    const state = decodeSearchState(params);
    const asked = Math.min(Number(params.get("ctChild")) || 0, 6);
    const submitted = params.getAll("birthDate").flatMap((value) => value.split(","));
    const errors: SearchFormErrors = {
      childrenMissing: Array.from({ length: asked }, (_, i) => i)
        .filter((i) => !isChildBirthDate(submitted[i] ?? ""))
        .map((i) => i + 1),
      tooMany: (Number(params.get("ctAdult")) || state.adults) + asked > MAX_PARTICIPANTS,
    };
    if (errors.childrenMissing.length > 0 || errors.tooMany) {
      return data({ ...page, state, errors }, { status: 400 });
    }

    const destination =
      state.destinations.length === 1
        ? options.destinations.find((d) => d.code === state.destinations[0])
        : undefined;
    const chain = destination
      ? [options.destinations.find((d) => d.code === destination.parentCode), destination].filter(
          (node): node is NonNullable<typeof node> => Boolean(node),
        )
      : [];
    const query = encodeSearchState({ ...state, destinations: destination ? [] : state.destinations });
    query.delete("tripType");
    const target = listingPath(locale, state.tripType, chain);
    return redirect(`${target}${query.size ? `?${query}` : ""}`, { headers: await context.commit() });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw data(null, { status: 400 });
    throw pageError(error);
  }
}

export default function SearchPage() {
  const { locale, options, state, errors } = useLoaderData<typeof loader>();
  const { t } = useTranslation("search");
  return (
    <div className="page-content">
      <h1>{t("form.title")}</h1>
      <GlobalSearchForm locale={locale} options={options} state={state} errors={errors} id="search-page" />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => (page ? [{ title: page.title }] : []);
