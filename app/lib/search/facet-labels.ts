import type { Facet } from "../../../server/contract/search";
import type { Translator } from "../i18n/translator";
import type { ListingFilters } from "./search-state";

/**
 * The words of a listing filter's value, as the filters form shows them ("4 stele", "All inclusive").
 * A code from a hand-edited link that no label names is shown as it is, so it can still be unticked.
 */
export function facetValueLabel(t: Translator["t"], facet: Facet["code"], code: string): string {
  if (facet === "category") return t("search:facets.stars", { count: Number(code) });
  if (facet === "board") return t(`search:boards.${code}`, { defaultValue: code });
  if (facet === "facility") return t(`search:facilities.${code}`, { defaultValue: code });
  return t("search:facets.ratingValue", { value: code });
}

/** Each chosen filter of a listing in words, in the filters form's order, the price range last. */
export function listingFilterNames(t: Translator["t"], filters: ListingFilters): string[] {
  const names = [
    ...filters.category.map((code) => facetValueLabel(t, "category", code)),
    ...filters.board.map((code) => facetValueLabel(t, "board", code)),
    ...filters.facility.map((code) => facetValueLabel(t, "facility", code)),
    ...(filters.rating ? [facetValueLabel(t, "rating", filters.rating)] : []),
  ];
  if (filters.price) {
    const [from = "", to = ""] = filters.price.split("#");
    names.push(
      from && to
        ? t("search:facets.priceBetween", { from, to })
        : from
          ? t("search:facets.priceFrom", { from })
          : t("search:facets.priceTo", { to }),
    );
  }
  return names;
}
