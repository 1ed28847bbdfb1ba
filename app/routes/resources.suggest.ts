import type { LoaderFunctionArgs } from "@remix-run/node";
import { SuggestQuery } from "../../server/contract";
import { getSuggestions } from "../lib/api/search.server";
import { refuseUnknownLocale } from "../lib/i18n/locale-prefix.server";
import { liveCallFailed } from "../lib/live/failed-call.server";
import { requestContext } from "../lib/request-context.server";
import { SUGGESTIONS_PER_KIND } from "../lib/search/suggestions";

/**
 * The search form's suggestions with JavaScript (spec §7 www/suggest): GET ?q= answers the
 * destinations and hotels whose name matches, in the page's language, or the error flag. A text the
 * contract refuses (under 2 or over 60 characters) is a 400. The same text gives the same answer
 * for a while, so the browser may keep it (typing back and forth asks once).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  refuseUnknownLocale(params);
  const context = await requestContext(request);
  const query = SuggestQuery.safeParse({
    q: new URL(request.url).searchParams.get("q") ?? "",
    locale: context.locale,
    limit: SUGGESTIONS_PER_KIND,
  });
  if (!query.success) return Response.json({ error: true }, { status: 400 });
  try {
    const suggestions = await getSuggestions(context.api, query.data);
    if (!suggestions) return Response.json({ error: true }, { headers: { "Cache-Control": "no-store" } });
    return Response.json({ suggestions }, { headers: { "Cache-Control": "private, max-age=300" } });
  } catch (error) {
    return liveCallFailed("suggest", request, error);
  }
}
