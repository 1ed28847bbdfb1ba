import { env } from "../lib/env.server";

/** The web process is up; whether the API answers is reported beside it, for monitoring. */
export async function loader() {
  let api: "ok" | "unavailable" = "unavailable";
  try {
    const response = await fetch(new URL("/healthz", env().API_URL), { signal: AbortSignal.timeout(2000) });
    if (response.ok) api = "ok";
  } catch {
    // Reported as unavailable.
  }
  return Response.json({ status: "ok", api }, { headers: { "Cache-Control": "no-store" } });
}
