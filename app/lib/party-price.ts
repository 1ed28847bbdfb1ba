import type { Translator } from "./i18n/translator";
import { useTranslation } from "./i18n/translations";

/** Who a price is for: adults and children (any ages). */
export interface PartySize {
  adults: number;
  children: number;
}

/**
 * The words every shown price goes with (docs/decisions/0018-prices-for-a-party.md). The catalogue's
 * price per person is an adult's; children pay by age. So with a child in the party the per-person
 * figure says "per adult", and the total names the party ("2 adults and 1 child"), so the customer
 * can check what a price is for.
 */
export function priceWords(t: Translator["t"], locale: string, party: PartySize) {
  const perAdult = party.children > 0;
  const who = [t("common:plurals.adults", { count: party.adults })];
  if (party.children > 0) who.push(t("common:plurals.children", { count: party.children }));
  const partyText = new Intl.ListFormat(locale, { type: "conjunction" }).format(who);
  return {
    perAdult,
    /** A per-person phrase's key, or its "…Adult" twin when the party has children. */
    key: (key: string) => (perAdult ? `${key}Adult` : key),
    /** "Price per person" / "Price per adult", over a card's price. */
    label: t(perAdult ? "search:price.perAdult" : "search:price.perPerson"),
    /** "per person" / "per adult", after an amount. */
    unit: t(perAdult ? "search:price.unitAdult" : "search:price.unitPerson"),
    /** "551 € / pers." / "551 € / adult", in a choice's option. */
    short: (price: string) =>
      t(perAdult ? "search:price.shortAdult" : "search:configurator.perPerson", { price }),
    /** "1 289,34 € total (2 adults and 1 child)". */
    total: (price: string) => t("search:price.total", { price, party: partyText }),
    partyText,
  };
}

/** priceWords for a component: its translations and locale. */
export function usePriceWords(party: PartySize) {
  const { t, i18n } = useTranslation(["search", "common"]);
  return priceWords(t, i18n.language, party);
}
