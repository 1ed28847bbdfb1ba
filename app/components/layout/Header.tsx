import { SmartLink } from "../ui/SmartLink";
import { Link } from "@remix-run/react";
import { useTranslation } from "../../lib/i18n/translations";
import type { HeaderGlobal } from "../../../server/contract";
import { localizePath, type Locale } from "../../lib/i18n/config";
import { LanguageSwitcher, type Alternate } from "./LanguageSwitcher";

/** The site header from the CMS header global; without it (API down) the logo and languages remain. */
export function Header({
  locale,
  header,
  alternates,
  wishlistCount,
}: {
  locale: Locale;
  header: HeaderGlobal | null;
  alternates: Alternate[];
  wishlistCount: number | null;
}) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to={localizePath(locale, "/")} className="logo" aria-label={header?.logoAlt ?? t("site.name")}>
          <span aria-hidden="true" className="logo__mark">
            ☀
          </span>
          <span className="logo__text">{t("site.name")}</span>
        </Link>
        {header ? (
          <a className="site-header__phone" href={`tel:${header.contactPhone.replace(/[^+\d]/g, "")}`}>
            <span className="visually-hidden">{t("site.callUs")}: </span>
            {header.contactPhone}
            <span className="site-header__hours">{header.contactHours}</span>
          </a>
        ) : null}
        <Link to={localizePath(locale, "/wypoczynek")} className="site-header__search">
          {t("site.search")}
        </Link>
        <Link to={localizePath(locale, "/preferate")} className="site-header__wishlist">
          <span aria-hidden="true">♡</span> {t("wishlist.link")}
          {wishlistCount !== null ? (
            <span className="site-header__count" data-testid="wishlist-count">
              {" "}
              <span className="visually-hidden">(</span>
              {wishlistCount}
              <span className="visually-hidden">)</span>
            </span>
          ) : null}
        </Link>
        <LanguageSwitcher locale={locale} alternates={alternates} />
      </div>
      {header && header.navigation.length > 0 ? (
        <nav aria-label={t("site.mainNavigation")} className="main-nav">
          <ul>
            {header.navigation.map((item) => (
              <li key={`${item.label}-${item.url}`}>
                {item.children && item.children.length > 0 ? (
                  <details className="main-nav__group">
                    <summary>{item.label}</summary>
                    <ul>
                      {item.children.map((child) => (
                        <li key={child.url}>
                          <SmartLink href={child.url}>{child.label}</SmartLink>
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : (
                  <SmartLink href={item.url}>{item.label}</SmartLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
