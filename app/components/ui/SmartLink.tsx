import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { localeFromPath } from "../../lib/i18n/config";
import { useTranslation } from "../../lib/i18n/translations";
import { isInternalLink, linkRel } from "../../lib/links";

/**
 * A router link for our own pages, a plain anchor with rel (spec §5) for everything else. A page in
 * another language is loaded as a new document: the browser holds the translations of one locale.
 */
export function SmartLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  if (isInternalLink(href) && href.startsWith("/")) {
    return (
      <Link to={href} className={className} reloadDocument={localeFromPath(href) !== i18n.language}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel={linkRel(href)}>
      {children}
    </a>
  );
}
