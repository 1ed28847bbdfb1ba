const NBSP = "\u00a0";

/**
 * Price in the storefront's format (spec §9): two decimals, the thousands grouped with a
 * non-breaking space, a decimal comma (as all five site languages write it) and the currency symbol
 * after a non-breaking space: 1234.5 → "1 234,50 €".
 */
export function formatPrice(amount: number, currencySymbol = "€"): string {
  if (!Number.isFinite(amount)) return "";
  const negative = amount < 0;
  const [whole = "0", fraction = "00"] = Math.abs(amount).toFixed(2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${negative ? "-" : ""}${grouped},${fraction}${NBSP}${currencySymbol}`;
}
