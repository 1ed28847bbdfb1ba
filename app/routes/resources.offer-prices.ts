import type { LoaderFunctionArgs } from "@remix-run/node";
import { OFFER_CODE } from "../../server/contract";
import { ApiError } from "../lib/api/errors";
import { getOfferPrices } from "../lib/api/search.server";
import { requestContext } from "../lib/request-context.server";
import { decodeSearchState } from "../lib/search/search-state";

/**
 * Today's prices of the offers a list shows (spec §4 price updates), for the listing with
 * JavaScript: GET ?code=…&code=… plus the party's short keys (ctAdult, birthDate).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requestContext(request);
  const params = new URL(request.url).searchParams;
  const codes = [...new Set(params.getAll("code"))].filter((code) => OFFER_CODE.test(code)).slice(0, 60);
  if (codes.length === 0) return Response.json({ prices: [] });
  const state = decodeSearchState(params);
  try {
    const answer = await getOfferPrices(context.api, {
      offerCodes: codes,
      numberOfAdults: state.adults,
      childrenBirthdays: state.childrenBirthDates,
    });
    return Response.json({ prices: answer?.prices ?? [] }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return Response.json(
      { prices: [], error: true },
      { status: error instanceof ApiError && error.status < 500 ? error.status : 502 },
    );
  }
}
