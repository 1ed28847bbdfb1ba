export type PriceRangeError = "priceFromGreaterThanPriceTo" | "priceToLessThanZero";

/**
 * The price range of the facets (spec §5): 'priceFromGreaterThanPriceTo' when from exceeds a
 * non-empty to, 'priceToLessThanZero' when to is 0. Valid ranges become the 'from#to' code.
 */
export function parsePriceRange(
  fromText: string | null,
  toText: string | null,
): { code: string | undefined; error: PriceRangeError | undefined; from: string; to: string } {
  const from = (fromText ?? "").trim();
  const to = (toText ?? "").trim();
  const number = (text: string) => (/^\d{1,6}$/.test(text) ? Number(text) : undefined);
  const low = number(from);
  const high = number(to);
  if (to !== "" && high === 0) return { code: undefined, error: "priceToLessThanZero", from, to };
  if (low !== undefined && high !== undefined && low > high) {
    return { code: undefined, error: "priceFromGreaterThanPriceTo", from, to };
  }
  if (low === undefined && high === undefined) return { code: undefined, error: undefined, from, to };
  return { code: `${low ?? ""}#${high ?? ""}`, error: undefined, from, to };
}
