import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "../../lib/i18n/translations";
import { localizePath, type Locale } from "../../lib/i18n/config";

/**
 * The cookie banner for visitors who have not chosen yet (spec §6). Plain POST forms: it works
 * without JavaScript, and the choice is remembered in a cookie. It sits in the page flow, not over it.
 */
export function ConsentBanner({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  const action = localizePath(locale, "/cookies");
  if (location.pathname === action) return null;
  return (
    <section className="consent-banner" aria-labelledby="consent-title">
      <h2 id="consent-title">{t("consent.title")}</h2>
      <p>{t("consent.text")}</p>
      <Form method="post" action={action} className="consent-banner__actions">
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <button type="submit" name="intent" value="all" className="button button--primary">
          {t("consent.acceptAll")}
        </button>
        <button type="submit" name="intent" value="necessary" className="button button--secondary">
          {t("consent.onlyNecessary")}
        </button>
        <Link to={action}>{t("consent.settings")}</Link>
      </Form>
    </section>
  );
}
