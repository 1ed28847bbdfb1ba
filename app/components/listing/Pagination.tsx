import { Link } from "@remix-run/react";
import { useTranslation } from "../../lib/i18n/translations";

/** Real page links (spec §4: page 0 first; the URL shows page numbers from 1). */
export function Pagination({
  page,
  pagesCount,
  href,
}: {
  page: number;
  pagesCount: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation("search");
  if (pagesCount <= 1) return null;
  const around = [...new Set([0, page - 2, page - 1, page, page + 1, page + 2, pagesCount - 1])]
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
            {p === page ? (
              <span aria-current="page">{p + 1}</span>
            ) : (
              <Link to={href(p)} aria-label={t("pagination.page", { page: p + 1 })}>
                {p + 1}
              </Link>
            )}
          </li>
        ))}
        {page < pagesCount - 1 ? (
          <li>
            <Link to={href(page + 1)} rel="next">
              {t("pagination.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
