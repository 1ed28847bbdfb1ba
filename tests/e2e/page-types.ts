import type { APIRequestContext } from "@playwright/test";
import { LOCALES, type Locale } from "../../server/contract";
import { slugify } from "../../server/contract/slug";
import { SITE_COPIES } from "../../server/db/seed";
import { localePath } from "../../server/db/seed/cms";
import { COUNTRIES } from "../../server/db/seed/catalogue/destinations";

export { LOCALES };

export interface PageType {
  name: string;
  path: string;
  status: number;
}

const NEWSLETTER_CONFIRM = "/formularz-do-newslettera/potwierdzenie";
const greece = COUNTRIES.find((country) => country.code === "GR")!;

/**
 * One URL of every page type the site has, in a locale. The hotel and its offer are the first card
 * of the Greek listing, so the list follows the seed wherever its clock is.
 */
export async function pageTypes(request: APIRequestContext, locale: Locale): Promise<PageType[]> {
  const copy = SITE_COPIES.find((site) => site.locale === locale)!;
  const at = (path: string) => localePath(locale, path);
  const listing = at(`/wypoczynek/${slugify(greece.names[locale])}/oferty-samolotem`);
  const listingHtml = await (await request.get(listing)).text();
  const offerLink = /href="(\/(?:[a-z]{2}\/)?vacante\/([a-z0-9-]+)\/([A-Z]{2}-[A-Z0-9_-]+))\?/.exec(
    listingHtml,
  );
  if (!offerLink) throw new Error(`no offer card on ${listing}`);
  const [, offerPath, hotelSlug, offerCode] = offerLink as unknown as [string, string, string, string];
  return [
    { name: "home", path: at("/"), status: 200 },
    { name: "content page", path: at(copy.urls.about), status: 200 },
    { name: "newsletter", path: at("/formularz-do-newslettera"), status: 200 },
    // The confirmation e-mail's link: a token of the right shape shows the button (opening the link
    // confirms nothing, so no sign-up is needed); a malformed one says the link does not work.
    { name: "newsletter confirm", path: at(`${NEWSLETTER_CONFIRM}?token=${"A".repeat(43)}`), status: 200 },
    { name: "newsletter bad link", path: at(`${NEWSLETTER_CONFIRM}?token=x`), status: 400 },
    { name: "search", path: at("/wypoczynek"), status: 200 },
    { name: "listing", path: listing, status: 200 },
    { name: "listing, filtered", path: `${listing}?a=OTP&dF=7&dT=7&sort=priceDESC`, status: 200 },
    { name: "directions index", path: at("/vacante"), status: 200 },
    {
      name: "directions",
      path: at(`/directions/WS/${slugify(greece.names[locale])}/zima/zima`),
      status: 200,
    },
    { name: "hotel card", path: at(`/vacante/${hotelSlug}`), status: 200 },
    { name: "hotel card offer", path: offerPath, status: 200 },
    { name: "lowest-price chart", path: at(`/cele-mai-mici-preturi?hotel=${hotelSlug}`), status: 200 },
    { name: "wishlist", path: at("/preferate"), status: 200 },
    { name: "cookies", path: at("/cookies"), status: 200 },
    { name: "checkout", path: at(`/checkout/rezervare/${offerCode}`), status: 200 },
    { name: "not found", path: at("/no-such-page"), status: 404 },
  ];
}
