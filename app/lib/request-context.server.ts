import { isbot } from "isbot";
import { ApiClient } from "./api/client.server";
import { env } from "./env.server";
import { localeFromPath, localizePath, type Locale } from "./i18n/config";
import { appIdCookie, isAppId, NEW_VISITOR_HEADER, sessionStorage } from "./session.server";

export const PASSWORD_CHANGE_PATH = "/mytui/zmiana-hasla";

export interface RequestContext {
  locale: Locale;
  api: ApiClient;
  appId: string;
  /**
   * The app id was made for this request (no valid cookie came): a first visit, or a crawler, which
   * keeps no cookies. Such a visitor has nothing stored under it yet, a wishlist included.
   */
  newVisitor: boolean;
  /** Draft CMS content was asked for with the right preview token. */
  preview: boolean;
  /** Set-Cookie headers to send with the answer: a new app id, refreshed tokens, a new cart id. */
  commit(): Promise<Headers>;
}

const contexts = new WeakMap<Request, Promise<RequestContext>>();

/** Headless and automated browsers are flagged to the API (spec §6). */
export function isAutomated(request: Request): boolean {
  const agent = request.headers.get("user-agent") ?? "";
  return /HeadlessChrome|Playwright|Puppeteer|Selenium|WebDriver/i.test(agent) || isbot(agent);
}

async function build(request: Request): Promise<RequestContext> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const cookieHeader = request.headers.get("cookie") ?? undefined;
  const knownAppId: unknown = await appIdCookie.parse(cookieHeader ?? null);
  const appId = isAppId(knownAppId) ? knownAppId : crypto.randomUUID();
  const session = await sessionStorage().getSession(cookieHeader);
  const sessionCartId = session.get("cartId");
  const previewToken = env().CMS_PREVIEW_TOKEN;
  const preview = Boolean(previewToken) && url.searchParams.get("preview") === previewToken;

  const api = new ApiClient({
    locale,
    appId,
    cartId: sessionCartId,
    cookie: cookieHeader,
    automation: isAutomated(request),
    preview,
    signal: request.signal,
    passwordChangePath: localizePath(locale, PASSWORD_CHANGE_PATH),
  });

  return {
    locale,
    api,
    appId,
    newVisitor: knownAppId !== appId || request.headers.get(NEW_VISITOR_HEADER) === "1",
    preview,
    async commit() {
      const headers = new Headers();
      if (knownAppId !== appId) headers.append("Set-Cookie", await appIdCookie.serialize(appId));
      for (const cookie of api.setCookies) headers.append("Set-Cookie", cookie);
      if (api.cartId && api.cartId !== sessionCartId) {
        session.set("cartId", api.cartId);
        headers.append("Set-Cookie", await sessionStorage().commitSession(session));
      }
      return headers;
    },
  };
}

/** One context per incoming request, shared by the root and page loaders of that request. */
export function requestContext(request: Request): Promise<RequestContext> {
  let context = contexts.get(request);
  if (!context) {
    context = build(request);
    contexts.set(request, context);
  }
  return context;
}
