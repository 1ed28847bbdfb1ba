import sanitizeHtml from "sanitize-html";
import { CMS_EXTERNAL_REL, isInternalLink } from "../links";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "a",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
    "span",
    "small",
    "img",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target", "hreflang"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    "*": ["id", "lang"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // Images are our own (img-src 'self' in the CSP): a path of this site, never another host.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // An image whose address was dropped (another host) goes altogether.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const attributes: Record<string, string> = { ...attribs };
      if (isInternalLink(href)) {
        delete attributes.target;
      } else {
        // Links to other hosts in CMS html (spec §5).
        attributes.rel = CMS_EXTERNAL_REL;
      }
      return { tagName, attribs: attributes };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { loading: "lazy", ...attribs } }),
  },
};

/** CMS html made safe to render: a fixed list of tags and attributes, rel on links to other hosts. */
export const sanitizeCmsHtml = (html: string): string => sanitizeHtml(html, OPTIONS);
