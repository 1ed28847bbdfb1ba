import type { LoaderFunctionArgs } from "@remix-run/node";
import { ApiError } from "../lib/api/errors";
import { getVisitor } from "../lib/api/user.server";
import { refuseUnknownLocale } from "../lib/i18n/locale-prefix.server";
import { requestContext } from "../lib/request-context.server";

/**
 * The user info (spec §3, §7 www/user/info/get) for the page's refresh every 4 minutes
 * (lib/user-info-refresh.ts): the API's answer with the visitor status, and the cookies the call set
 * (a refreshed session after a 403, a new app id). Never cached. An upstream failure is an error flag.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  refuseUnknownLocale(params);
  const context = await requestContext(request);
  try {
    const visitor = await getVisitor(context.api);
    const headers = await context.commit();
    headers.set("Cache-Control", "no-store");
    return Response.json(visitor, { headers });
  } catch (error) {
    const status = error instanceof ApiError && error.status < 500 ? error.status : 502;
    return Response.json({ error: true }, { status, headers: { "Cache-Control": "no-store" } });
  }
}
