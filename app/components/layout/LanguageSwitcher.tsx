import { useLocation } from "@remix-run/react";
import type { MouseEvent } from "react";
import { useTranslation } from "../../lib/i18n/translations";
import { localizePath, stripLocale, type Locale } from "../../lib/i18n/config";

export interface Alternate {
  locale: Locale;
  path: string;
}

/**
 * The language switcher: plain links to the same page in the other languages, in a <details>
 * disclosure, so it works without JavaScript and every language version is crawlable.
 */
export function LanguageSwitcher({ locale, alternates }: { locale: Locale; alternates: Alternate[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  /**
   * The hotel card moves the address with replaceState as its configurator and map change (no new
   * page, so Remix's location and the links rendered from it stay as they were). When the address bar
   * is ahead of them, the link follows it: the same path in the other language (the card's slug is the
   * same in every language) with the address bar's query, so the visitor's choices come along.
   */
  const followAddressBar = (event: MouseEvent<HTMLAnchorElement>, target: Locale) => {
    const { pathname, search } = window.location;
    if (pathname === location.pathname && search === location.search) return;
    event.currentTarget.href = `${localizePath(target, stripLocale(pathname))}${search}`;
  };
  return (
    <details className="language-switcher">
      <summary>
        <span className="visually-hidden">{t("language.choose")}: </span>
        <span aria-hidden="true">{locale.toUpperCase()}</span>
        <span className="visually-hidden">{t(`language.names.${locale}`)}</span>
      </summary>
      <ul className="language-switcher__list">
        {alternates.map((alternate) => (
          <li key={alternate.locale}>
            <a
              href={alternate.path}
              hrefLang={alternate.locale}
              lang={alternate.locale}
              aria-current={alternate.locale === locale ? "true" : undefined}
              onClick={(event) => followAddressBar(event, alternate.locale)}
            >
              {t(`language.names.${alternate.locale}`)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
