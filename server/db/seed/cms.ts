import type {
  CmsComponent,
  CmsItem,
  CmsSlot,
  DictionaryGlobal,
  GlobalContent,
  Locale,
  VisitorStatus,
} from "../../contract";
import type { cmsPages } from "../schema";
import { slugify } from "../../contract/slug";
import { COUNTRIES } from "./catalogue/destinations";
import { DECLENSIONS } from "./copy/declensions";
import type { FeaturedCountry, SiteCopy } from "./copy/types";

type PageInsert = typeof cmsPages.$inferInsert;

/** Public path of a site path in a locale: ro lives at the root, the others under /pl, /uk, /cs, /hu. */
export const localePath = (locale: Locale, path: string) =>
  locale === "ro" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`;

export const NEWSLETTER_PATH = "/formularz-do-newslettera";
const DESTINATION_IMAGES: Record<FeaturedCountry, string> = {
  GR: "greece",
  TR: "turkey",
  EG: "egypt",
  ES: "spain",
};

/**
 * A featured destination as the locale's site shows it: its name and slug are the catalogue's (the
 * slug as the catalogue derives it), so every seeded link to it resolves to its listing.
 */
export function featuredDestinations(copy: SiteCopy) {
  const at = (path: string) => localePath(copy.locale, path);
  return copy.destinations.map((d) => {
    const country = COUNTRIES.find((c) => c.code === d.country);
    if (!country) throw new Error(`The seed features ${d.country}, which the catalogue does not sell`);
    const name = country.names[copy.locale];
    const slug = slugify(name);
    return { ...d, name, slug, url: at(`/wypoczynek/${slug}/oferty-samolotem`) };
  });
}

interface ComponentInput {
  name: string;
  options?: Record<string, string>;
  html?: string | null;
  items?: CmsItem[];
  validFrom?: string | null;
  validTo?: string | null;
  profiles?: VisitorStatus[];
  active?: boolean;
}

function components(prefix: string, inputs: ComponentInput[]): CmsComponent[] {
  return inputs.map((input, index) => ({
    id: `${prefix}-${index + 1}-${input.name}`,
    name: input.name,
    options: input.options ?? {},
    html: input.html ?? null,
    styles: {},
    validFrom: input.validFrom ?? null,
    validTo: input.validTo ?? null,
    profiles: input.profiles ?? [],
    active: input.active ?? true,
    items: input.items ?? [],
    directions: [],
    tripTypes: [],
  }));
}

const faqItems = (faq: { q: string; a: string }[]): CmsItem[] =>
  faq.map(({ q, a }) => ({ title: q, text: a }));

export function buildPages(copy: SiteCopy): PageInsert[] {
  const at = (path: string) => localePath(copy.locale, path);
  const guide = at(copy.urls.guide);
  const about = at(copy.urls.about);
  const home = at("/");
  const destinations = featuredDestinations(copy);
  const destinationTiles: CmsItem[] = destinations.map((d) => ({
    title: d.name,
    text: d.teaser,
    url: d.url,
    image: `/images/destinations/${DESTINATION_IMAGES[d.country]}.svg`,
    imageAlt: d.imageAlt,
  }));

  const homeSlots: CmsSlot[] = [
    {
      name: "banner",
      components: components("home-banner", [
        {
          name: "hero",
          options: {
            title: copy.home.hero.title,
            text: copy.home.hero.text,
            ctaLabel: copy.home.hero.cta,
            ctaUrl: guide,
            image: "/images/hero-beach.svg",
            imageAlt: copy.home.hero.imageAlt,
          },
        },
      ]),
    },
    {
      name: "main",
      components: components("home-main", [
        { name: "global-search" },
        {
          // Last season's campaign: its window has closed, so no visitor may see it.
          name: "banner",
          options: { title: copy.home.expiredBanner.title, text: copy.home.expiredBanner.text },
          validFrom: "2025-11-24T00:00:00+02:00",
          validTo: "2025-12-01T00:00:00+02:00",
        },
        {
          name: "promoted-links",
          options: { title: copy.home.returning.title },
          profiles: ["RETURNING_VISITOR"],
          items: [
            {
              title: copy.home.returning.links[0]?.title ?? "",
              text: copy.home.returning.links[0]?.text ?? "",
              url: guide,
            },
            {
              title: copy.home.returning.links[1]?.title ?? "",
              text: copy.home.returning.links[1]?.text ?? "",
              url: `${home === "/" ? "" : home}/#faq`,
            },
          ],
        },
        {
          name: "promoted-links",
          options: { title: copy.home.logged.title },
          profiles: ["LOGGED"],
          items: copy.home.logged.links.map((link) => ({ ...link, url: guide })),
        },
        { name: "tiles", options: { title: copy.home.tilesTitle }, items: destinationTiles },
        { name: "rich-text", html: copy.home.why.html },
        {
          name: "accordion",
          options: { title: copy.home.faqTitle, anchor: "faq" },
          items: faqItems(copy.home.faq),
        },
        {
          name: "newsletter",
          options: { title: copy.home.newsletter.title, text: copy.home.newsletter.text, source: "home" },
        },
        {
          // Prepared for a campaign that has not started; inactive components never leave the API.
          name: "banner",
          options: { title: copy.home.expiredBanner.title, text: copy.home.expiredBanner.text },
          active: false,
        },
      ]),
    },
    { name: "seo", components: components("home-seo", [{ name: "seo-text", html: copy.home.seoText }]) },
  ];

  const aboutSlots = (html: string): CmsSlot[] => [
    {
      name: "main",
      components: components("about-main", [
        { name: "rich-text", html },
        {
          name: "promoted-links",
          options: { title: copy.about.linksTitle },
          items: [
            { title: copy.guide.breadcrumb, text: copy.guide.description, url: guide },
            { title: copy.home.newsletter.title, text: copy.home.newsletter.text, url: at(NEWSLETTER_PATH) },
          ],
        },
      ]),
    },
  ];

  const guideSlots: CmsSlot[] = [
    {
      name: "main",
      components: components("guide-main", [
        { name: "rich-text", html: copy.guide.intro },
        ...destinations.map((d) => ({
          name: "rich-text",
          options: { anchor: d.slug },
          html: `<h2>${d.name}</h2>${d.guideHtml}`,
        })),
        { name: "accordion", options: { title: copy.guide.faqTitle }, items: faqItems(copy.guide.faq) },
        {
          name: "newsletter",
          options: { title: copy.home.newsletter.title, text: copy.home.newsletter.text, source: "guide" },
        },
      ]),
    },
  ];

  const crumbs = (label: string, url: string) => [
    { label: copy.homeBreadcrumb, url: home },
    { label, url },
  ];

  return [
    {
      pageKey: "home",
      url: "/",
      locale: copy.locale,
      pageType: "home",
      title: copy.home.title,
      description: copy.home.description,
      slots: homeSlots,
      tiles: destinationTiles,
      globalSearch: true,
    },
    {
      pageKey: "about",
      url: copy.urls.about,
      locale: copy.locale,
      title: copy.about.title,
      description: copy.about.description,
      slots: aboutSlots(copy.about.html),
      breadcrumbs: crumbs(copy.about.breadcrumb, about),
    },
    {
      pageKey: "about",
      url: copy.urls.about,
      locale: copy.locale,
      isDraft: true,
      title: copy.about.title,
      description: copy.about.description,
      slots: aboutSlots(copy.about.draftHtml),
      breadcrumbs: crumbs(copy.about.breadcrumb, about),
    },
    {
      pageKey: "guide",
      url: copy.urls.guide,
      locale: copy.locale,
      title: copy.guide.title,
      description: copy.guide.description,
      slots: guideSlots,
      breadcrumbs: crumbs(copy.guide.breadcrumb, guide),
    },
  ];
}

export function buildGlobals(copy: SiteCopy): GlobalContent[] {
  const at = (path: string) => localePath(copy.locale, path);
  const guide = at(copy.urls.guide);
  const destinationLinks = featuredDestinations(copy).map((d) => ({ label: d.name, url: d.url }));
  return [
    {
      type: "header",
      active: true,
      logoAlt: copy.header.logoAlt,
      contactPhone: copy.header.phone,
      contactHours: copy.header.hours,
      navigation: [
        { label: copy.header.nav.offers, url: at("/wypoczynek/oferty-samolotem") },
        { label: copy.header.nav.holidays, url: guide },
        {
          label: copy.header.nav.destinations,
          url: at("/vacante"),
          children: [{ label: copy.header.nav.allDestinations, url: at("/vacante") }, ...destinationLinks],
        },
        { label: copy.header.nav.about, url: at(copy.urls.about) },
        { label: copy.header.nav.newsletter, url: at(NEWSLETTER_PATH) },
      ],
    },
    {
      type: "footer",
      active: true,
      columns: [
        {
          title: copy.footer.company,
          links: [
            { label: copy.header.nav.about, url: at(copy.urls.about) },
            { label: copy.header.nav.holidays, url: guide },
          ],
        },
        { title: copy.header.nav.destinations, links: destinationLinks },
        {
          title: copy.footer.help,
          links: [
            { label: copy.footer.faq, url: `${at("/") === "/" ? "" : at("/")}/#faq` },
            { label: copy.header.nav.newsletter, url: at(NEWSLETTER_PATH) },
          ],
        },
      ],
      social: [
        { label: "Facebook", url: "https://www.facebook.com/" },
        { label: "Instagram", url: "https://www.instagram.com/" },
        { label: "YouTube", url: "https://www.youtube.com/" },
      ],
      legal: copy.footer.legal,
    },
    {
      type: "global-search",
      active: true,
      title: copy.globalSearch.title,
      tripTypes: (["WS", "DW", "WO", "NR", "CZ", "NO_PASSPORT"] as const).map((code) => ({
        code,
        label: copy.globalSearch.tripTypes[code],
      })),
      defaultTripType: "WS",
      defaultAdults: 2,
      maxParticipants: 9,
    },
    {
      type: "checkout-header",
      active: true,
      title: copy.checkoutHeader.title,
      contactPhone: copy.header.phone,
      contactHours: copy.header.hours,
      trustBadges: copy.checkoutHeader.trustBadges,
    },
    {
      type: "dictionary",
      active: true,
      localizedContent: copy.dictionary.localizedContent,
      declinations: placeDeclinations(copy.locale),
    },
  ];
}

/**
 * The dictionary's declinations (spec §1): for every destination, its name in the locale and how it
 * is written inside a sentence, "in" (where) and "to" (where to). A region and its one resort of the
 * same name (Livigno) are one entry.
 */
export function placeDeclinations(locale: Locale): DictionaryGlobal["declinations"] {
  const entries = new Map<string, DictionaryGlobal["declinations"][number]>();
  const add = (place: { code: string; names: Record<Locale, string> }) => {
    const forms = DECLENSIONS[place.code]?.[locale];
    const key = place.names[locale];
    if (!forms || entries.has(key)) return;
    entries.set(key, {
      key,
      values: [
        { key: "in", value: forms[0] },
        { key: "to", value: forms[1] },
      ],
    });
  };
  for (const country of COUNTRIES) {
    add(country);
    for (const region of country.regions) {
      add(region);
      region.resorts.forEach(add);
    }
  }
  return [...entries.values()];
}
