import type { Locale } from "../../../contract";

/** Everything a locale's seeded site says. The builder (../cms.ts) turns it into pages and globals. */
/** The countries the seeded home, guide, header and footer feature (each has an image). */
export type FeaturedCountry = "GR" | "TR" | "EG" | "ES";

export interface SiteCopy {
  locale: Locale;
  brand: string;
  urls: { about: string; guide: string };
  header: {
    logoAlt: string;
    phone: string;
    hours: string;
    nav: {
      offers: string;
      allDestinations: string;
      holidays: string;
      destinations: string;
      about: string;
      newsletter: string;
    };
  };
  footer: {
    company: string;
    help: string;
    follow: string;
    legal: string;
    faq: string;
    contactLine: string;
  };
  home: {
    title: string;
    description: string;
    hero: { title: string; text: string; cta: string; imageAlt: string };
    expiredBanner: { title: string; text: string };
    returning: { title: string; links: { title: string; text: string }[] };
    logged: { title: string; links: { title: string; text: string }[] };
    tilesTitle: string;
    why: { title: string; html: string };
    faqTitle: string;
    faq: { q: string; a: string }[];
    newsletter: { title: string; text: string };
    seoText: string;
  };
  /**
   * The destinations the site features, by catalogue country code: their names and listing slugs come
   * from the catalogue (seed/catalogue/destinations.ts), so a link cannot name a country it does not sell.
   */
  destinations: { country: FeaturedCountry; teaser: string; guideHtml: string; imageAlt: string }[];
  about: {
    title: string;
    description: string;
    breadcrumb: string;
    html: string;
    draftHtml: string;
    linksTitle: string;
  };
  guide: {
    title: string;
    description: string;
    breadcrumb: string;
    intro: string;
    faqTitle: string;
    faq: { q: string; a: string }[];
  };
  homeBreadcrumb: string;
  globalSearch: {
    title: string;
    tripTypes: { WS: string; DW: string; WO: string; NR: string; CZ: string; NO_PASSPORT: string };
  };
  checkoutHeader: { title: string; trustBadges: string[] };
  /** The dictionary global's localized content; its declinations come from declensions.ts. */
  dictionary: { localizedContent: Record<string, string> };
}
