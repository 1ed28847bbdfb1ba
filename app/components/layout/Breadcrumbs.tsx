import { Link } from "@remix-run/react";
import { useTranslation } from "../../lib/i18n/translations";

export function Breadcrumbs({ items }: { items: { label: string; url: string }[] }) {
  const { t } = useTranslation();
  if (items.length < 2) return null;
  return (
    <nav aria-label={t("site.breadcrumbs")} className="breadcrumbs">
      <ol>
        {items.map((item, index) => (
          <li key={item.url}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <Link to={item.url}>{item.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
