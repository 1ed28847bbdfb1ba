/**
 * The hotel card's map as a URL (spec §2 mapOverlay, spec §4 full-screen views), so that it works
 * without JavaScript: `?view=mapOverlay` renders the card with the map open, `?view=mapOverlay,facets`
 * with the facet view (nearby places by kind) open over it, and `place=<code>` marks a place on the
 * map. The card's own parameters (the configurator's choices) stay as they are, so closing the map
 * is the same card. Any other value of `view` opens nothing; docs/decisions/0022-hotel-map.md.
 */
export type MapView = "mapOverlay" | "facets";

const STACKS: Record<string, MapView[]> = {
  mapOverlay: ["mapOverlay"],
  "mapOverlay,facets": ["mapOverlay", "facets"],
};
const PLACE_CODE = /^[A-Z0-9-]{2,24}$/;

export function readMapViews(params: URLSearchParams): { views: MapView[]; place: string | null } {
  const views = STACKS[params.get("view") ?? ""] ?? [];
  const place = params.get("place");
  return { views, place: views.length > 0 && place && PLACE_CODE.test(place) ? place : null };
}

/**
 * `href` (a path with its query) showing these views and this place; no views gives the card
 * without the map. `fragment` is where the browser scrolls to (the button that opened a view).
 */
export function mapViewsHref(
  href: string,
  views: readonly MapView[],
  place: string | null,
  fragment?: string,
): string {
  const [path = "", query = ""] = href.split("#")[0]!.split("?");
  const params = new URLSearchParams(query);
  params.delete("view");
  params.delete("place");
  if (views.length > 0) params.set("view", views.join(","));
  if (views.length > 0 && place) params.set("place", place);
  const search = params.toString().replace(/%2C/g, ",");
  return `${path}${search ? `?${search}` : ""}${fragment ? `#${fragment}` : ""}`;
}
