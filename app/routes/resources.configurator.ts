import type { LoaderFunctionArgs } from "@remix-run/node";
import { HOTEL_CODE } from "../../server/contract";
import { readCardParams } from "../lib/hotel/card-params";
import { loadConfigurator } from "../lib/hotel/load-configurator.server";
import { requestContext } from "../lib/request-context.server";
import { refuseUnknownLocale } from "../lib/i18n/locale-prefix.server";

/**
 * The hotel card's configurator with JavaScript (spec §4): GET with the card's query plus
 * `hotel` (the hotel code) answers the configurator and the calendar, each with its error flag, as
 * the card renders them. A failed upstream call is a state in the answer, not a failed request.
 */
export async function loader({ request, params: route }: LoaderFunctionArgs) {
  refuseUnknownLocale(route);
  const context = await requestContext(request);
  const params = new URL(request.url).searchParams;
  const hotelCode = params.get("hotel") ?? "";
  if (!HOTEL_CODE.test(hotelCode)) return Response.json({ error: true }, { status: 400 });
  const { wish, options } = readCardParams(params);
  const state = await loadConfigurator(context.api, context.locale, { code: hotelCode }, wish, options);
  if (!state.configurator)
    return Response.json({ error: true }, { headers: { "Cache-Control": "no-store" } });
  return Response.json(state, { headers: { "Cache-Control": "no-store" } });
}
