/** Parses a coordinate, accepting a comma as decimal separator (spec §5). */
export function parseCoordinate(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  const text = value.trim().replace(",", ".");
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** Valid only with latitude in [-85, 85] and longitude in [-180, 180] (spec §5). */
export function validCoordinates(
  latitude: string | number | null | undefined,
  longitude: string | number | null | undefined,
): { latitude: number; longitude: number } | undefined {
  const lat = parseCoordinate(latitude);
  const lng = parseCoordinate(longitude);
  if (lat === undefined || lng === undefined) return undefined;
  if (lat < -85 || lat > 85 || lng < -180 || lng > 180) return undefined;
  return { latitude: lat, longitude: lng };
}
