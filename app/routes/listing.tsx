import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { ListingView } from "../components/listing/ListingView";
import { parseListingPath } from "../lib/search/listing-url";
import { loadListing } from "../lib/search/load-listing.server";

/**
 * Destination listings (spec §2): /wypoczynek[/country[/region[/resort]]]/oferty-<type>, with the
 * search state, sort, page and filters in the query. Every part of the page is plain HTML and links;
 * the sort and filter forms are GET forms, so the URL is the whole listing.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = parseListingPath(params["*"] ?? "");
  if (!parsed) throw data(null, { status: 404 });
  return loadListing(request, { destination: parsed.slugs, criteria: parsed.criteria });
}

export default ListingView;

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page
    ? [
        { title: page.title },
        { name: "description", content: page.description },
        ...(page.variant ? [{ name: "robots", content: "noindex, follow" }] : []),
      ]
    : [];
