import { Link } from "@remix-run/react";
import { useTranslation } from "../../lib/i18n/translations";

/**
 * Real page links (spec §4: page 0 first; the URL shows page numbers from 1). `page` is the page
 * loaded with the URL and `lastShown` the last one "show more" added under it: every page from one
 * to the other is on screen, so none of them is offered again, and "next" follows the last.
 */
export function Pagination({
  page,
  lastShown = page,
  pagesCount,
  href,
}: {
  page: number;
  lastShown?: number;
  pagesCount: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation("search");
  if (pagesCount <= 1) return null;
  const shown = (p: number) => p >= page && p <= lastShown;
  const around = [
    ...new Set([0, page - 2, page - 1, page, lastShown, lastShown + 1, lastShown + 2, pagesCount - 1]),
  ]
    .filter((p) => p >= 0 && p < pagesCount)
    .sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      <ul>
        {page > 0 ? (
          <li>
            <Link to={href(page - 1)} rel="prev">
              {t("pagination.previous")}
            </Link>
          </li>
        ) : null}
        {around.map((p) => (
          <li key={p}>
            {shown(p) ? (
              <span aria-current={p === lastShown ? "page" : undefined}>{p + 1}</span>
            ) : (
              <Link to={href(p)} aria-label={t("pagination.page", { page: p + 1 })}>
                {p + 1}
              </Link>
            )}
          </li>
        ))}
        {lastShown < pagesCount - 1 ? (
          <li>
            <Link to={href(lastShown + 1)} rel="next">
              {t("pagination.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
