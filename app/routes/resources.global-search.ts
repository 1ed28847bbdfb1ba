import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { GsFiltersRequest, parseJsonBody } from "../../server/contract";
import { countOffers, postGlobalSearchFilters } from "../lib/api/search.server";
import { liveCallFailed } from "../lib/live/failed-call.server";
import { requestContext } from "../lib/request-context.server";
import { decodeListingParams, decodeSearchState, toOfferSearchRequest } from "../lib/search/search-state";
import { refuseUnknownLocale } from "../lib/i18n/locale-prefix.server";

/**
 * The global search's live calls (spec §4, §7), for the form with JavaScript: POST the filters and
 * get them back checked; GET the offers count of a search (its short-key query). Failures answer an
 * error flag the form shows (spec §8 "Failures of search filters … or counts: put into state"). An
 * upstream failure is an answer of this route, not a failed request: 200 with the flag.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  refuseUnknownLocale(params);
  const context = await requestContext(request);
  // The body is read as the API reads it (nesting measured before parsing) and checked against the
  // contract here, so nothing the API would refuse, or choke on, is passed on.
  let filters: GsFiltersRequest;
  try {
    const parsed = GsFiltersRequest.safeParse(parseJsonBody(await request.text()));
    if (!parsed.success) return Response.json({ error: true }, { status: 400 });
    filters = parsed.data;
  } catch {
    return Response.json({ error: true }, { status: 400 });
  }
  try {
    const answer = await postGlobalSearchFilters(context.api, filters);
    if (!answer) return Response.json({ error: true });
    return Response.json({ filters: answer.filters }, { headers: await context.commit() });
  } catch (error) {
    return liveCallFailed("global-search", request, error);
  }
}

export async function loader({ request, params: route }: LoaderFunctionArgs) {
  refuseUnknownLocale(route);
  const context = await requestContext(request);
  const params = new URL(request.url).searchParams;
  try {
    const count = await countOffers(
      context.api,
      toOfferSearchRequest(decodeSearchState(params), decodeListingParams(params)),
    );
    if (count === null) return Response.json({ error: true });
    return Response.json({ count }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return liveCallFailed("global-search", request, error);
  }
}
