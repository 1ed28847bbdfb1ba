/**
 * The geometry of the hotel card's map (spec §2 mapOverlay), drawn on the server as an SVG without
 * a viewBox: positions are percentages of the map's box, so text and markers keep their pixel size
 * on every screen (a viewBox scaled to a phone would shrink them, as the price chart's did).
 */

export interface Position {
  latitude: number;
  longitude: number;
}

/** The map's width to its height (CSS gives the box the same aspect-ratio). */
export const MAP_ASPECT = 4 / 3;
/** The smallest box a map shows, in degrees of latitude (some 4 km): a lone hotel is not a blur. */
const MIN_SPAN = 0.04;
const KM_PER_DEGREE = 111.32;

/**
 * An equirectangular projection centred on the points (fine at the scale of a region), scaled the
 * same both ways to fit the box with a margin on each side (a share of the box). `project` gives a
 * point's place as fractions of the width (x) and height (y); `widthKm` is the distance across.
 */
export function fitProjection(points: Position[], margin = 0.12) {
  const latitudes = points.map((p) => p.latitude);
  const middle = (Math.min(...latitudes) + Math.max(...latitudes)) / 2;
  const shrink = Math.cos((middle * Math.PI) / 180);
  const xs = points.map((p) => p.longitude * shrink);
  const ys = points.map((p) => -p.latitude);
  const spanX = Math.max(Math.max(...xs) - Math.min(...xs), MIN_SPAN * MAP_ASPECT);
  const spanY = Math.max(Math.max(...ys) - Math.min(...ys), MIN_SPAN);
  // Units per degree: the box is MAP_ASPECT units wide and 1 high.
  const scale = Math.min(((1 - 2 * margin) * MAP_ASPECT) / spanX, (1 - 2 * margin) / spanY);
  const centreX = (Math.max(...xs) + Math.min(...xs)) / 2;
  const centreY = (Math.max(...ys) + Math.min(...ys)) / 2;
  return {
    project: (p: Position) => ({
      x: 0.5 + ((p.longitude * shrink - centreX) * scale) / MAP_ASPECT,
      y: 0.5 + (-p.latitude - centreY) * scale,
    }),
    widthKm: (MAP_ASPECT / scale) * KM_PER_DEGREE,
  };
}

/** A scale bar of a round length (1, 2 or 5 × 10ⁿ km) at most a quarter of the width, as a share of it. */
export function scaleBar(widthKm: number) {
  const target = widthKm / 4;
  const power = 10 ** Math.floor(Math.log10(target));
  const km = [5, 2, 1].map((m) => m * power).find((length) => length <= target) ?? power;
  return { km, fraction: km / widthKm };
}

/** The map's size on the narrowest screen it is drawn for (a 360 px phone less the view's padding). */
const PHONE = { width: 328, height: 328 / MAP_ASPECT };
/** About how wide a 13 px label is per character, and its height, in px. */
const CHAR_PX = 7.5;
const LINE_PX = 16;
/** How far a label stands off its marker, in px. */
export const LABEL_GAP = 13;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface Label {
  /** Right of the marker (text-anchor start), left of it (end), or centred above or below it. */
  side: "right" | "left" | "above" | "below";
}

/**
 * Which markers get a written label, and on which side: in order of `candidates` (most important
 * first), each takes the right or the left of its marker if that box stays inside the map and clear
 * of the labels already placed, measured on a phone's map (wider screens have more room). A marker
 * whose label fits nowhere keeps its marker (and its tooltip); the list beside the map names it.
 */
export function placeLabels(
  candidates: { key: string; x: number; y: number; text: string }[],
  /** Parts of the map kept clear (the scale bar), as fractions of its width and height. */
  reserved: Box[] = [],
) {
  const taken: Box[] = reserved.map((box) => ({
    left: box.left * PHONE.width,
    right: box.right * PHONE.width,
    top: box.top * PHONE.height,
    bottom: box.bottom * PHONE.height,
  }));
  const overlaps = (a: Box, b: Box) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const placed = new Map<string, Label>();
  for (const candidate of candidates) {
    const x = candidate.x * PHONE.width;
    const y = candidate.y * PHONE.height;
    const width = candidate.text.length * CHAR_PX;
    const across: Label["side"][] = candidate.x < 0.5 ? ["right", "left"] : ["left", "right"];
    for (const side of [...across, "above", "below"] as const) {
      const left = side === "right" ? x + LABEL_GAP : side === "left" ? x - LABEL_GAP - width : x - width / 2;
      const top =
        side === "above" ? y - LABEL_GAP - LINE_PX : side === "below" ? y + LABEL_GAP : y - LINE_PX / 2;
      const box = { left, right: left + width, top, bottom: top + LINE_PX };
      const inside = box.left >= 0 && box.right <= PHONE.width && box.top >= 0 && box.bottom <= PHONE.height;
      if (inside && taken.every((other) => !overlaps(box, other))) {
        placed.set(candidate.key, { side });
        taken.push(box);
        break;
      }
    }
  }
  return placed;
}
