import type { MouseEvent } from "react";
import { useTranslation } from "../../../lib/i18n/translations";
import type { NearbyPlaceKind } from "../../../../server/contract/hotel";
import type { NamedPlace } from "./MapSvg";
import { SymbolKey } from "./PlaceSymbol";

export interface PlaceLinks {
  /** The URL that shows the map with this place chosen (without JavaScript). */
  href: (code: string) => string;
  /** Chooses the place in place (with JavaScript). */
  choose?: ((code: string) => void) | undefined;
  distance: (km: number) => string;
}

function PlaceLink({ place, selected, links }: { place: NamedPlace; selected: boolean; links: PlaceLinks }) {
  return (
    <a
      href={links.href(place.code)}
      aria-current={selected ? "true" : undefined}
      onClick={(event: MouseEvent) => {
        if (!links.choose) return;
        event.preventDefault();
        links.choose(place.code);
      }}
    >
      {place.label}
    </a>
  );
}

/** The places of the map as a list (the map's text equivalent): each chooses its place on the map. */
export function PlaceList({
  id,
  hotelName,
  places,
  selected,
  links,
}: {
  id: string;
  hotelName: string;
  places: NamedPlace[];
  selected: string | null;
  links: PlaceLinks;
}) {
  const { t } = useTranslation("search");
  return (
    <section aria-labelledby={`${id}-places`} className="hotel-map__list">
      <h3 id={`${id}-places`}>{t("map.places")}</h3>
      <ul className="map-places">
        <li>
          <SymbolKey kind="here" />
          <strong>{hotelName}</strong> <span className="map-places__note">{t("map.here")}</span>
        </li>
        {places.map((place) => (
          <li key={place.code}>
            <SymbolKey kind={place.kind} />
            <PlaceLink place={place} selected={place.code === selected} links={links} />{" "}
            <span className="map-places__note">
              {t(`map.kinds.${place.kind}`)}, {links.distance(place.distanceKm)}
            </span>
          </li>
        ))}
      </ul>
      {places.length === 0 ? <p>{t("map.none")}</p> : null}
    </section>
  );
}

const KINDS: NearbyPlaceKind[] = ["resort", "hotel", "airport"];

/** The facet view over the map: the nearby places by kind; a hotel also links to its own card. */
export function PlacesByKind({
  id,
  places,
  selected,
  links,
  localize,
}: {
  id: string;
  places: NamedPlace[];
  selected: string | null;
  links: PlaceLinks;
  /** A card path in the page's language. */
  localize: (path: string) => string;
}) {
  const { t } = useTranslation("search");
  return (
    <>
      {KINDS.map((kind) => {
        const group = places.filter((place) => place.kind === kind);
        if (group.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`${id}-${kind}`} className="map-facet">
            <h3 id={`${id}-${kind}`}>
              <SymbolKey kind={kind} /> {t(`map.groups.${kind}`)} ({group.length})
            </h3>
            <ul className="map-places">
              {group.map((place) => (
                <li key={place.code}>
                  <PlaceLink place={place} selected={place.code === selected} links={links} />{" "}
                  <span className="map-places__note">{links.distance(place.distanceKm)}</span>
                  {place.hotelUrl ? (
                    <>
                      {" · "}
                      <a
                        href={localize(place.hotelUrl)}
                        aria-label={t("map.hotelPageLabel", { name: place.label })}
                      >
                        {t("map.hotelPage")}
                      </a>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {places.length === 0 ? <p>{t("map.none")}</p> : null}
    </>
  );
}
