import { useEffect, useRef, useState } from "react";
import type { HotelNearby } from "../../../../server/contract/hotel";
import { mapViewsHref, type MapView } from "../../../lib/hotel/map-views";
import type { Locale } from "../../../lib/i18n/config";
import { localizePath } from "../../../lib/i18n/config";
import { useTranslation } from "../../../lib/i18n/translations";
import { useFullScreenViews } from "../../ui/FullScreenPanel";
import { FullScreenOverlay } from "../../ui/FullScreenOverlay";
import { MapSvg, type NamedPlace } from "./MapSvg";
import { PlaceList, PlacesByKind, type PlaceLinks } from "./NearbyPlaces";

const isMapView = (view: string): view is MapView => view === "mapOverlay" || view === "facets";

/**
 * With JavaScript the address bar follows the map (which views are open, the chosen place), as the
 * links without JavaScript would have it, so a reload or a shared link shows the same.
 */
function useMapAddress(views: MapView[], place: string | null) {
  const first = useRef(true);
  const key = views.join(",");
  useEffect(() => {
    // On the first render the address is the one the server rendered.
    if (first.current) {
      first.current = false;
      return;
    }
    const current = `${window.location.pathname}${window.location.search}`;
    const next = mapViewsHref(current, views, place);
    if (next !== current) window.history.replaceState(window.history.state, "", next);
    // `key` stands for `views`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, place]);
}

/**
 * The hotel card's map (spec §2 mapOverlay): a full-screen view with the hotel and the places near
 * it, drawn on the server, their list, and the facet view over it (spec §4) listing them by kind.
 * Choosing a place marks it on the map with its distance; closing the facet view brings the map back
 * as it was, and closing the map brings back the card as it was (its query is kept).
 */
export function HotelMap({
  hotelName,
  nearby,
  cardHref,
  initialPlace,
  locale,
}: {
  hotelName: string;
  nearby: HotelNearby;
  /** The card's own URL (path and query) without the map. */
  cardHref: string;
  initialPlace: string | null;
  locale: Locale;
}) {
  const { t } = useTranslation("search");
  const views = useFullScreenViews();
  const [place, setPlace] = useState(initialPlace);
  useMapAddress((views?.stack ?? []).filter(isMapView), place);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const places: NamedPlace[] = nearby.places.map((p) => ({
    ...p,
    label: p.kind === "airport" ? t("map.airportName", { name: p.name, code: p.code }) : p.name,
  }));
  const chosen = places.find((p) => p.code === place) ?? null;
  const links: PlaceLinks = {
    href: (code) => mapViewsHref(cardHref, ["mapOverlay"], code),
    choose: setPlace,
    distance: (km) => t("map.distance", { distance: number.format(km) }),
  };
  return (
    <FullScreenOverlay
      view="mapOverlay"
      id="hotel-map"
      label={t("map.open")}
      title={t("map.title", { hotel: hotelName })}
      openHref={mapViewsHref(cardHref, ["mapOverlay"], place)}
      closeHref={mapViewsHref(cardHref, [], null, "hotel-map-open")}
    >
      <div className="hotel-map">
        <div className="hotel-map__figure">
          <MapSvg
            id="hotel-map-svg"
            hotel={{ ...nearby.hotel, name: hotelName }}
            places={places}
            selected={chosen?.code ?? null}
            title={t("map.svgTitle", { hotel: hotelName })}
            description={t("map.svgDesc", { count: places.length })}
            scaleLabel={links.distance}
          />
          <p className="hotel-map__selection" aria-live="polite">
            {chosen
              ? t("map.selected", { place: chosen.label, distance: number.format(chosen.distanceKm) })
              : t("map.hint")}
          </p>
          <FullScreenOverlay
            view="facets"
            id="hotel-map-facets"
            label={t("map.facetsOpen")}
            title={t("map.facetsTitle")}
            openHref={mapViewsHref(cardHref, ["mapOverlay", "facets"], place)}
            closeHref={mapViewsHref(cardHref, ["mapOverlay"], place, "hotel-map-facets-open")}
          >
            <PlacesByKind
              id="hotel-map-facets"
              places={places}
              selected={chosen?.code ?? null}
              // Choosing a place in the facet view shows it on the map.
              links={{
                ...links,
                choose: (code) => {
                  setPlace(code);
                  views?.close();
                },
              }}
              localize={(path) => localizePath(locale, path)}
            />
          </FullScreenOverlay>
        </div>
        <PlaceList
          id="hotel-map"
          hotelName={hotelName}
          places={places}
          selected={chosen?.code ?? null}
          links={links}
        />
      </div>
    </FullScreenOverlay>
  );
}
