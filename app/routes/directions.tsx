import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { ListingView } from "../components/listing/ListingView";
import { SKIPPED_LEVEL } from "../../server/contract/listing";
import { loadListing } from "../lib/search/load-listing.server";
import { TYPE_SLUGS } from "../lib/search/listing-url";
import { TRIP_TYPE_OFFER, type SearchTripType } from "../lib/search/search-state";

export default ListingView;

/** The trip type of a directions URL: a code (WS), an offer type (by_plane) or our URL word (samolotem). */
function tripTypeOf(segment: string): SearchTripType | undefined {
  const upper = segment.toUpperCase();
  if (upper in TRIP_TYPE_OFFER) return upper as SearchTripType;
  const byOffer = (Object.keys(TRIP_TYPE_OFFER) as SearchTripType[]).find(
    (code) => TRIP_TYPE_OFFER[code] === upper,
  );
  return (
    byOffer ?? (Object.keys(TYPE_SLUGS) as SearchTripType[]).find((code) => TYPE_SLUGS[code] === segment)
  );
}

/**
 * /directions/{type}/{direction}/{region}/{resort} (spec §2): 'zima' in the region or resort place
 * means none, and the last segment found is the destination. Shown with the listing template; its
 * canonical is the listing's /wypoczynek URL.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const [type = "", ...places] = (params["*"] ?? "").split("/").filter(Boolean);
  const tripType = tripTypeOf(type);
  if (!tripType || places.length === 0 || places.length > 3) throw data(null, { status: 404 });
  // 'zima' after the direction is a level left out; the last place named is the destination
  // (/grecia/zima/hersonissos is the resort Hersonissos, in whichever region it lies).
  const slugs = places.map((slug, index) => (index > 0 && slug === "zima" ? SKIPPED_LEVEL : slug));
  return loadListing(request, { destination: slugs, criteria: `oferty-${TYPE_SLUGS[tripType]}` });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page ? [{ title: page.title }, { name: "description", content: page.description }] : [];
