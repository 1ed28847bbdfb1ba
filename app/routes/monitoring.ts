import type { ActionFunctionArgs } from "@remix-run/node";
import { ErrorReport } from "../../server/contract";
import { ApiClient } from "../lib/api/client.server";
import { isNoiseError } from "../lib/monitoring";

const MAX_BODY = 16 * 1024;

/** The same-site tunnel for browser error reports (spec §7): checked, de-noised, passed to the API. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return Response.json({ error: "Method not allowed" }, { status: 405 });
  const text = await request.text();
  if (text.length > MAX_BODY) return Response.json({ error: "Report too large" }, { status: 413 });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return Response.json({ error: "Report is not JSON" }, { status: 400 });
  }
  const parsed = ErrorReport.safeParse({ ...(json as object), source: "browser" });
  if (!parsed.success) return Response.json({ error: "Invalid report" }, { status: 400 });
  if (isNoiseError(parsed.data)) return new Response(null, { status: 204 });
  try {
    await new ApiClient({ locale: "ro", passwordChangePath: "/" }).post(
      "/www/monitoring/errors",
      parsed.data,
    );
  } catch {
    return Response.json({ error: "Report store unavailable" }, { status: 503 });
  }
  return new Response(null, { status: 202 });
}

export function loader() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
