import { ApiError } from "../api/errors";
import { reportServerError } from "../monitoring.server";

/**
 * The answer of a live JSON route (app/routes/resources.*) whose API call failed: the error flag the
 * browser shows as a failed call (spec §8 "put into state"). The API's own refusal (4xx) keeps its
 * status; anything else is an upstream failure, reported, answered 200 with the flag. A call the
 * visitor cut short (a newer keystroke, leaving the page) is no failure of ours and is not reported.
 */
export function liveCallFailed(kind: string, request: Request, error: unknown): Response {
  if (error instanceof ApiError && error.status < 500)
    return Response.json({ error: true }, { status: error.status });
  if (!request.signal.aborted) {
    void reportServerError({ kind, message: error instanceof Error ? error.message : String(error) });
  }
  return Response.json({ error: true }, { headers: { "Cache-Control": "no-store" } });
}
