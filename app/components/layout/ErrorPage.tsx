import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "../../lib/i18n/translations";
import { localeFromPath, localizePath } from "../../lib/i18n/config";
import { isRefusedStatus } from "../../lib/i18n/error-titles";

/** The 404 page, the refusal pages and the error page (spec §8), in the visitor's language. */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation("errors");
  const location = useLocation();
  const home = localizePath(localeFromPath(location.pathname), "/");
  // A refused search (400), a missing page (404) and a refused request send the visitor home.
  if (status === 400 || status === 404 || isRefusedStatus(status)) {
    const key = status === 400 ? "badRequest" : status === 404 ? "notFound" : `refused.${status}`;
    return (
      <section className="error-page" aria-labelledby="error-title">
        <h1 id="error-title">{t(`${key}.title`)}</h1>
        <p>{t(`${key}.text`)}</p>
        <p>
          <Link className="button button--primary" to={home}>
            {t("notFound.home")}
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{status === 503 ? t("error.unavailableTitle") : t("error.title")}</h1>
      <p>{t("generic")}</p>
      <p className="error-page__code">{t("error.code", { status })}</p>
      <p>
        {/* A real link, so the retry works without JavaScript too. */}
        <a className="button button--primary" href={`${location.pathname}${location.search}`}>
          {t("error.retry")}
        </a>
      </p>
    </section>
  );
}
