import {
  data,
  redirect,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useTranslation } from "./lib/i18n/translations";
import { wishlistCount } from "./lib/api/wishlist.server";
import { getLayoutGlobals } from "./lib/api/cms.server";
import { pageError } from "./lib/api/page-errors.server";
import { env, publicOrigin } from "./lib/env.server";
import { safeReturnPath } from "./lib/links";
import {
  HTML_LANG,
  LOCALES,
  localeFromPath,
  localizePath,
  translationsPath,
  stripLocale,
  type Locale,
} from "./lib/i18n/config";
import { errorTitle } from "./lib/i18n/error-titles";
import { translationsVersion } from "./lib/i18n/resources.server";
import { useNonce } from "./lib/nonce";
import { useUserInfoRefresh } from "./lib/user-info-refresh";
import { requestContext } from "./lib/request-context.server";
import { Footer } from "./components/layout/Footer";
import { Header } from "./components/layout/Header";
import type { Alternate } from "./components/layout/LanguageSwitcher";
import { ConsentBanner } from "./components/layout/ConsentBanner";
import { ErrorPage } from "./components/layout/ErrorPage";
import { readConsent } from "./lib/consent.server";
import stylesheet from "./styles/app.css?url";
import { SiteStyles } from "./lib/inline-styles";
import { refuseUnknownLocale } from "./lib/i18n/locale-prefix.server";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * Document headers: an error page caused by the API being down tells clients when to retry, and is
 * never cached, so the page recovers by itself as soon as the API is back.
 */
export const headers: HeadersFunction = ({ errorHeaders }) => {
  const headers = new Headers();
  const retryAfter = errorHeaders?.get("Retry-After");
  if (retryAfter) {
    headers.set("Retry-After", retryAfter);
    headers.set("Cache-Control", "no-store");
  }
  return headers;
};

/** A global that is switched off in the CMS is simply absent; an API failure is the error page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  refuseUnknownLocale(params);
  // One URL per page: "/pl/" and "/o-nas/" move permanently to "/pl" and "/o-nas". Only a path that
  // safeReturnPath keeps is redirected ("/.//evil.example/" would become a link to another host).
  const url = new URL(request.url);
  if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
    const target = safeReturnPath(`${url.pathname.replace(/\/+$/, "") || "/"}${url.search}`, "");
    if (target) throw redirect(target, 301);
    throw data(null, { status: 404 });
  }
  const context = await requestContext(request);
  const { api, locale } = context;
  try {
    const [layout, wishlist] = await Promise.all([getLayoutGlobals(api, locale), wishlistCount(context)]);
    const header = layout?.header ?? null;
    const footer = layout?.footer ?? null;
    // The search form's title as the CMS's global-search global names it (the form is on many pages).
    const searchTitle = layout?.globalSearch?.title ?? null;
    return data(
      {
        locale,
        origin: publicOrigin(request),
        header,
        footer,
        searchTitle,
        wishlistCount: wishlist,
        consent: (await readConsent(request)) ?? null,
        analyticsEnabled: !env().ANALYTICS_DISABLED,
        translationsVersion,
      },
      { headers: await context.commit() },
    );
  } catch (error) {
    throw pageError(error);
  }
}

type RootData = Awaited<ReturnType<typeof loader>>["data"];

/**
 * The deepest route that names its language versions (CMS pages do); others exist in every locale.
 * The hreflang links name the pages themselves; the switcher keeps what the visitor is looking at
 * (the query: a listing's search, the chart's hotel, the party), so another language shows the same.
 */
function useAlternates(pathname: string, search: string): { hreflang: Alternate[]; switcher: Alternate[] } {
  const matches = useMatches();
  // A route names its pages in other languages (hreflang), and may name where the switcher leads
  // when the visitor's state is more than the query (the hotel card's chosen offer).
  const routeData = [...matches]
    .reverse()
    .map((match) => match.data as { alternates?: Alternate[]; switcher?: Alternate[] } | undefined)
    .find((data) => data?.alternates);
  const sitePath = stripLocale(pathname);
  const hreflang =
    routeData?.alternates ?? LOCALES.map((locale) => ({ locale, path: localizePath(locale, sitePath) }));
  const sameView = routeData?.switcher ?? hreflang;
  // A page missing in a language sends the switcher to that language's home page.
  const switcher = LOCALES.map((locale) => {
    const alternate = sameView.find((candidate) => candidate.locale === locale);
    return alternate
      ? { locale, path: `${alternate.path}${search}` }
      : { locale, path: localizePath(locale, "/") };
  });
  return { hreflang, switcher };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root") as RootData | undefined;
  const location = useLocation();
  const error = useRouteError();
  const locale: Locale = root?.locale ?? localeFromPath(location.pathname);
  const nonce = useNonce();
  const { t } = useTranslation();
  const { hreflang, switcher } = useAlternates(location.pathname, location.search);
  const defaultAlternate = hreflang.find((alternate) => alternate.locale === "ro");
  // A CMS page names its own URL (the lookup ignores case); other pages are where they are.
  const canonicalPath = hreflang.find((alternate) => alternate.locale === locale)?.path ?? location.pathname;

  return (
    <html lang={HTML_LANG[locale]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {root && !error ? (
          <>
            <link rel="canonical" href={`${root.origin}${canonicalPath}`} />
            {hreflang.map((alternate) => (
              <link
                key={alternate.locale}
                rel="alternate"
                hrefLang={alternate.locale}
                href={`${root.origin}${alternate.path}`}
              />
            ))}
            {defaultAlternate ? (
              <link rel="alternate" hrefLang="x-default" href={`${root.origin}${defaultAlternate.path}`} />
            ) : null}
          </>
        ) : null}
        <SiteStyles href={stylesheet} />
        <Links />
        {/* The browser's translations, loaded in parallel with the scripts (entry.client reads this). */}
        <link
          rel="preload"
          as="fetch"
          crossOrigin="anonymous"
          data-translations=""
          href={root ? translationsPath(locale, root.translationsVersion) : `/locales/${locale}`}
        />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t("site.skipToContent")}
        </a>
        {root && !root.consent ? <ConsentBanner locale={locale} /> : null}
        <Header
          locale={locale}
          header={root?.header ?? null}
          alternates={switcher}
          wishlistCount={root?.wishlistCount ?? null}
        />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer footer={root?.footer ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const root = useRouteLoaderData<typeof loader>("root") as RootData | undefined;
  useUserInfoRefresh(root?.locale ?? "ro");
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} />;
}

export const meta: MetaFunction = ({ error, location }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [
    { title: errorTitle(localeFromPath(location.pathname), status) },
    { name: "robots", content: "noindex" },
  ];
};
