import type { CmsComponentProps } from "./types";

/** CMS html, sanitized by the loader before it gets here (app/lib/cms/sanitize.server.ts). */
export function RichText({ component }: CmsComponentProps) {
  if (!component.html) return null;
  return (
    <section
      className="rich-text"
      id={component.options.anchor}
      // The html was sanitized on the server with a fixed allow-list.
      dangerouslySetInnerHTML={{ __html: component.html }}
    />
  );
}

/** SEO text closes a page: the same sanitized html, set in smaller type. */
export function SeoText({ component }: CmsComponentProps) {
  if (!component.html) return null;
  return <section className="seo-text" dangerouslySetInnerHTML={{ __html: component.html }} />;
}
