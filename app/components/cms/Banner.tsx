import { Link } from "@remix-run/react";
import type { CmsComponentProps } from "./types";

/** A promotional strip: a title, a sentence and an optional link. */
export function Banner({ component }: CmsComponentProps) {
  const { title, text, linkLabel, linkUrl } = component.options;
  return (
    <aside className="banner" aria-label={title}>
      <p className="banner__title">{title}</p>
      {text ? <p>{text}</p> : null}
      {linkLabel && linkUrl ? <Link to={linkUrl}>{linkLabel}</Link> : null}
    </aside>
  );
}
