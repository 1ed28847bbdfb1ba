/** Component names the registry renders; the CMS may use any of them in any slot. */
export const CMS_COMPONENT_NAMES = [
  "hero",
  "banner",
  "tiles",
  "rich-text",
  "html",
  "seo-text",
  "accordion",
  "faq",
  "newsletter",
  "promoted-links",
  "global-search",
] as const;
export type CmsComponentName = (typeof CMS_COMPONENT_NAMES)[number];
