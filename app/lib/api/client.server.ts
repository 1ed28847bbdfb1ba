import { redirect } from "@remix-run/node";
import type { z } from "zod";
import { CURRENCY, HEADERS, MARKET_OF_LOCALE } from "../../../server/contract/common";
import { env } from "../env.server";
import type { Locale } from "../i18n/config";
import { ApiError, ApiUnavailableError, EmptyResponseError, FetcherError, RedirectMarker } from "./errors";
import { type ApiAnswer, exchange } from "./transport.server";

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Parses the JSON answer; an answer that does not parse is an upstream error (502). */
  schema?: z.ZodType<T>;
  responseType?: "json" | "blob";
  /** Throw EmptyResponseError on 204 instead of answering null. */
  throwOn204?: boolean;
  redirect?: "follow" | "manual";
}

/** Who is asking: everything the wrapper puts in the headers of every call (spec §7). */
export interface ApiContext {
  locale: Locale;
  appId?: string | undefined;
  cartId?: string | undefined;
  /** The browser's Cookie header, forwarded so the API sees the customer's session. */
  cookie?: string | undefined;
  automation?: boolean;
  preview?: boolean;
  signal?: AbortSignal | undefined;
  /** Where a 409 with the password-change marker sends the visitor. */
  passwordChangePath: string;
  /** The visitor's opaque key for the API's per-client limits (x-client-key). */
  clientKey?: string | undefined;
}

interface RefreshResult {
  ok: boolean;
  setCookies: string[];
}

/**
 * Refreshes in flight, by the cookies they refresh: concurrent 403s of one visitor share one refresh
 * call (spec §4). Keyed by cookie so two visitors never share a refresh.
 */
const refreshesInFlight = new Map<string, Promise<RefreshResult>>();

/** Replaces or adds the cookies set by a refresh in a Cookie request header. */
export function mergeCookies(cookieHeader: string | undefined, setCookies: string[]): string {
  const jar = new Map<string, string>();
  for (const pair of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = pair.trim().split("=");
    if (name) jar.set(name, rest.join("="));
  }
  for (const setCookie of setCookies) {
    const [pair = ""] = setCookie.split(";");
    const [name, ...rest] = pair.trim().split("=");
    if (name) jar.set(name, rest.join("="));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

function buildUrl(path: string, query: Record<string, QueryValue> | undefined, preview: boolean): string {
  const url = new URL(path, env().API_URL);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  if (preview) url.searchParams.set("catalogVersion", "Staged");
  return url.toString();
}

/**
 * The one server-side client of our API (DESIGN §2, spec §7/§8). One instance per incoming request:
 * it remembers the cookies a refresh set and the cart id the API handed out, for the loader to pass on.
 */
export class ApiClient {
  /** Set-Cookie values the browser must receive (from a token refresh). */
  readonly setCookies: string[] = [];
  cartId: string | undefined;
  private cookie: string | undefined;

  constructor(private readonly context: ApiContext) {
    this.cartId = context.cartId;
    this.cookie = context.cookie;
  }

  private headers(path: string, hasBody: boolean): Headers {
    const config = env();
    const headers = new Headers({
      [HEADERS.language]: this.context.locale,
      [HEADERS.market]: MARKET_OF_LOCALE[this.context.locale],
      [HEADERS.currency]: CURRENCY,
      [HEADERS.apiKey]: config.API_KEY,
    });
    if (this.context.appId) headers.set(HEADERS.appId, this.context.appId);
    if (this.context.automation) headers.set(HEADERS.automation, "true");
    if (this.context.clientKey) headers.set(HEADERS.clientKey, this.context.clientKey);
    if (config.FIREWALL_ALLOW_HEADER) headers.set(HEADERS.firewallAllow, config.FIREWALL_ALLOW_HEADER);
    if (this.cartId) headers.set(HEADERS.cartId, this.cartId);
    if (this.cookie) headers.set("cookie", this.cookie);
    if (path.startsWith("/www/")) {
      headers.set("authorization", `Basic ${Buffer.from(config.WWW_BASIC_AUTH).toString("base64")}`);
    }
    if (hasBody) {
      headers.set("content-type", "application/json");
      headers.set("accept", "application/json");
    }
    return headers;
  }

  private signal(): AbortSignal {
    const timeout = AbortSignal.timeout(env().API_TIMEOUT_MS);
    return this.context.signal ? AbortSignal.any([this.context.signal, timeout]) : timeout;
  }

  private async send(path: string, options: RequestOptions<unknown>): Promise<ApiAnswer> {
    const method = options.method ?? "GET";
    const hasBody = options.body !== undefined && method !== "GET";
    try {
      return await exchange(buildUrl(path, options.query, this.context.preview ?? false), {
        method,
        headers: this.headers(path, hasBody),
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal: this.signal(),
        redirect: options.redirect ?? "follow",
      });
    } catch (error) {
      if (this.context.signal?.aborted) throw this.context.signal.reason ?? error;
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      console.error(`[api] ${method} ${path} failed: ${reason}`);
      throw new ApiUnavailableError(reason);
    }
  }

  private refresh(): Promise<RefreshResult> {
    const key = this.cookie ?? "";
    let pending = refreshesInFlight.get(key);
    if (!pending) {
      pending = this.send(env().API_REFRESH_PATH, { method: "POST" })
        .then((response) => ({
          ok: response.status === 200,
          setCookies: response.status === 200 ? response.headers.getSetCookie() : [],
        }))
        .catch(() => ({ ok: false, setCookies: [] }))
        .finally(() => refreshesInFlight.delete(key));
      refreshesInFlight.set(key, pending);
    }
    return pending;
  }

  /**
   * One call with the shared behaviour of spec §8: 403 → one refresh → one retry; 409 with the
   * password-change marker → redirect; a redirect in manual mode → RedirectMarker; Cart-Id kept.
   */
  private async exchange(path: string, options: RequestOptions<unknown>): Promise<ApiAnswer> {
    let response = await this.send(path, options);
    if (response.status === 403) {
      const refreshed = await this.refresh();
      if (refreshed.ok) {
        this.setCookies.push(...refreshed.setCookies);
        this.cookie = mergeCookies(this.cookie, refreshed.setCookies);
        response = await this.send(path, options);
      }
    }
    if (response.status === 409 && response.headers.get(HEADERS.passwordChange) === "true") {
      throw redirect(this.context.passwordChangePath);
    }
    if (options.redirect === "manual" && response.status >= 300 && response.status < 400) {
      throw new RedirectMarker(response.status, response.headers.get("location"));
    }
    const cartId = response.headers.get(HEADERS.cartId);
    if (cartId) this.cartId = cartId;
    return response;
  }

  /**
   * The account and general request helper (spec §8): 500 or above throws 'Fetcher error' with status
   * and status text; every other status is returned for the caller to read.
   */
  async request(path: string, options: RequestOptions<unknown> = {}): Promise<ApiAnswer> {
    const response = await this.exchange(path, options);
    if (response.status >= 500) throw new FetcherError(response.status, response.statusText);
    return response;
  }

  /** A call whose answer is the content: 400 or above throws ApiError with status, body and headers. */
  async call<T>(path: string, options: RequestOptions<T> & { responseType: "blob" }): Promise<Blob | null>;
  async call<T>(path: string, options?: RequestOptions<T>): Promise<T | null>;
  async call<T>(path: string, options: RequestOptions<T> = {}): Promise<T | Blob | null> {
    const response = await this.exchange(path, options as RequestOptions<unknown>);
    if (response.status >= 400) {
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // A non-JSON error body is passed on as text.
      }
      throw new ApiError(response.status, body, response.headers);
    }
    if (response.status === 204) {
      if (options.throwOn204) throw new EmptyResponseError();
      return null;
    }
    if (options.responseType === "blob") return response.blob();
    const json: unknown = await response.json().catch(() => undefined);
    if (!options.schema) return json as T;
    const parsed = options.schema.safeParse(json);
    if (!parsed.success) {
      console.error(`[api] ${path} answered outside the contract`, parsed.error.issues.slice(0, 5));
      throw new ApiError(
        502,
        { error: { code: "INVALID_RESPONSE", message: "Upstream answer does not parse" } },
        response.headers,
      );
    }
    return parsed.data;
  }

  get<T>(path: string, options: Omit<RequestOptions<T>, "method" | "body"> = {}) {
    return this.call<T>(path, { ...options, method: "GET" });
  }

  post<T>(path: string, body: unknown, options: Omit<RequestOptions<T>, "method" | "body"> = {}) {
    return this.call<T>(path, { ...options, method: "POST", body });
  }
}
