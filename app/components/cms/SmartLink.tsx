import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { isInternalLink, linkRel } from "../../lib/links";

/** A router link for our own pages, a plain anchor with rel (spec §5) for everything else. */
export function SmartLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (isInternalLink(href) && href.startsWith("/")) {
    return (
      <Link to={href} className={className}>
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
