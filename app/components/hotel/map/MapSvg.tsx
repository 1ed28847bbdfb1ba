import type { NearbyPlace } from "../../../../server/contract/hotel";
import {
  fitProjection,
  LABEL_GAP,
  placeLabels,
  scaleBar,
  type Label,
  type Position,
} from "../../../lib/hotel/map-projection";
import { PlaceSymbol, type SymbolKind } from "./PlaceSymbol";

export type NamedPlace = NearbyPlace & { label: string };

/** The scale bar's corner, kept clear of labels (fractions of the map). */
const SCALE_AREA = { left: 0, right: 0.32, top: 0.84, bottom: 1 };

const pct = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/** Where a label's text goes from its marker, by the side placeLabels chose. */
const LABEL_AT: Record<Label["side"], { x: number; y: number; anchor: "start" | "end" | "middle" }> = {
  right: { x: LABEL_GAP, y: 4.5, anchor: "start" },
  left: { x: -LABEL_GAP, y: 4.5, anchor: "end" },
  above: { x: 0, y: -LABEL_GAP - 3, anchor: "middle" },
  below: { x: 0, y: LABEL_GAP + 12, anchor: "middle" },
};

function Marker({
  at,
  kind,
  name,
  label,
  selected,
}: {
  at: { x: number; y: number };
  kind: SymbolKind;
  name: string;
  label: Label | undefined;
  selected: boolean;
}) {
  const text = label ? LABEL_AT[label.side] : null;
  return (
    // A nested viewport at the marker's place: its shapes and text are in px around (0, 0).
    <svg
      x={pct(at.x)}
      y={pct(at.y)}
      overflow="visible"
      className={selected ? "map-marker is-selected" : "map-marker"}
    >
      <title>{name}</title>
      {selected ? <circle r={12} className="map-marker__ring" /> : null}
      <PlaceSymbol kind={kind} />
      {text ? (
        <HaloText x={text.x} y={text.y} anchor={text.anchor}>
          {name}
        </HaloText>
      ) : null}
    </svg>
  );
}

/**
 * The map itself, drawn on the server (no script, no tiles): the hotel, the places around it in a
 * simple projection, a line to the chosen place and a scale bar. One image for assistive technology,
 * with a title and a description; the list after it names every place.
 */
export function MapSvg({
  id,
  hotel,
  places,
  selected,
  title,
  description,
  scaleLabel,
}: {
  id: string;
  hotel: Position & { name: string };
  places: NamedPlace[];
  selected: string | null;
  title: string;
  description: string;
  scaleLabel: (km: number) => string;
}) {
  const { project, widthKm } = fitProjection([hotel, ...places]);
  const here = project(hotel);
  const chosen = places.find((place) => place.code === selected) ?? null;
  // Labels by importance: the hotel, the chosen place, the airport, resorts, then hotels (nearest first).
  const order = (place: NamedPlace) =>
    place === chosen ? 0 : place.kind === "airport" ? 1 : place.kind === "resort" ? 2 : 3;
  const labels = placeLabels(
    [
      { key: "here", ...here, text: hotel.name },
      ...[...places]
        .sort((a, b) => order(a) - order(b) || a.distanceKm - b.distanceKm)
        .map((place) => ({ key: place.code, ...project(place), text: place.label })),
    ],
    [SCALE_AREA],
  );
  const bar = scaleBar(widthKm);
  return (
    <svg width="100%" role="img" aria-labelledby={`${id}-title ${id}-desc`} className="hotel-map__svg">
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <rect width="100%" height="100%" className="hotel-map__ground" />
      {chosen ? (
        <line
          x1={pct(here.x)}
          y1={pct(here.y)}
          x2={pct(project(chosen).x)}
          y2={pct(project(chosen).y)}
          className="hotel-map__route"
        />
      ) : null}
      {places.map((place) => (
        <Marker
          key={place.code}
          at={project(place)}
          kind={place.kind}
          name={place.label}
          label={labels.get(place.code)}
          selected={place === chosen}
        />
      ))}
      <Marker at={here} kind="here" name={hotel.name} label={labels.get("here")} selected={false} />
      <g className="hotel-map__scale">
        <line x1="4%" x2={pct(0.04 + bar.fraction)} y1="94%" y2="94%" />
        <line x1="4%" x2="4%" y1="92%" y2="96%" />
        <line x1={pct(0.04 + bar.fraction)} x2={pct(0.04 + bar.fraction)} y1="92%" y2="96%" />
        <HaloText x="4%" y="90%">
          {scaleLabel(bar.km)}
        </HaloText>
      </g>
    </svg>
  );
}

/**
 * A label readable over any line: a white outline drawn first, the text over it. (CSS paint-order
 * would do it in one element, but the HTML checker's CSS profile does not know it.)
 */
function HaloText({
  x,
  y,
  anchor,
  children,
}: {
  x: number | string;
  y: number | string;
  anchor?: "start" | "middle" | "end" | undefined;
  children: string;
}) {
  return (
    <>
      <text x={x} y={y} textAnchor={anchor} className="map-marker__halo" aria-hidden="true">
        {children}
      </text>
      <text x={x} y={y} textAnchor={anchor} className="map-marker__label">
        {children}
      </text>
    </>
  );
}
