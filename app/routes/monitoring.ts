import { createHmac } from "node:crypto";
import type { ActionFunctionArgs } from "@remix-run/node";
import { ErrorReport, JsonBodyError, parseJsonBody } from "../../server/contract";
import { ApiError } from "../lib/api/errors";
import { ApiClient } from "../lib/api/client.server";
import { env } from "../lib/env.server";
import { fitErrorReport, isNoiseError } from "../lib/monitoring";

/** A browser report is a few kilobytes; the API takes at most 16 KB. */
const MAX_BODY = 16 * 1024;

/**
 * The visitor's key for the API's per-client limit: their address, keyed with the session secret so
 * the error store never holds an address.
 */
const clientKeyOf = (address: string | undefined) =>
  createHmac("sha256", env().SESSION_SECRET)
    .update(address ?? "unknown")
    .digest("hex")
    .slice(0, 32);

const json = (status: number, error?: string, headers?: HeadersInit) =>
  error ? Response.json({ error }, { status, headers }) : new Response(null, { status, headers });

/**
 * The same-site tunnel for browser error reports (spec §7). The web server has already refused
 * cross-site posts and bodies over 64 KB. Here: at most 16 KB of JSON, nested no deeper than the
 * contract allows, a report of the contract (long texts cut to its limits), noise dropped, and then
 * the spec's share of reports kept (ERROR_REPORT_SAMPLE_RATE, spec §9), decided here so that no client
 * can skip it. The API limits reports per client, counts repeats on one row and keeps its store
 * bounded (decision 0010).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return json(405, "Method not allowed", { Allow: "POST" });
  const text = await request.text();
  if (text.length > MAX_BODY) return json(413, "Report too large");
  let body: unknown;
  try {
    body = parseJsonBody(text);
  } catch (error) {
    return json(400, error instanceof JsonBodyError ? error.code : "Report is not JSON");
  }
  const parsed = ErrorReport.safeParse(
    fitErrorReport({ ...(body && typeof body === "object" ? body : {}), source: "browser" }),
  );
  if (!parsed.success) return json(400, "Invalid report");
  if (isNoiseError(parsed.data) || Math.random() >= env().ERROR_REPORT_SAMPLE_RATE) return json(202);
  const api = new ApiClient({
    locale: "ro",
    passwordChangePath: "/",
    clientKey: clientKeyOf(context.clientAddress),
  });
  try {
    await api.post("/www/monitoring/errors", parsed.data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      return json(429, "Too many reports", { "Retry-After": error.headers.get("retry-after") ?? "60" });
    }
    return json(503, "Report store unavailable");
  }
  return json(202);
}

export function loader() {
  return json(405, "Method not allowed", { Allow: "POST" });
}
