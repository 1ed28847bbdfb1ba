import type { NearbyPlaceKind } from "../../../../server/contract/hotel";

/** What a marker stands for: a nearby place's kind, or the hotel the card is about ("here"). */
export type SymbolKind = NearbyPlaceKind | "here";

/**
 * The marker of a kind of place, centred on (0, 0): each kind has its own shape as well as its own
 * colour (circle: hotel, square: resort, triangle: airport, large ringed circle: this hotel).
 */
export function PlaceSymbol({ kind }: { kind: SymbolKind }) {
  const className = `map-symbol map-symbol--${kind}`;
  if (kind === "resort") return <rect x={-5} y={-5} width={10} height={10} className={className} />;
  if (kind === "airport") return <polygon points="0,-7 6.5,5 -6.5,5" className={className} />;
  return <circle r={kind === "here" ? 8 : 5} className={className} />;
}

/** The marker beside a place's name in the lists, as the map draws it. */
export function SymbolKey({ kind }: { kind: SymbolKind }) {
  return (
    <svg width={20} height={20} className="map-symbol-key" aria-hidden="true">
      <g transform="translate(10 10)">
        <PlaceSymbol kind={kind} />
      </g>
    </svg>
  );
}
