import type { WishlistResponse } from "../../../server/contract/wishlist";
import { formatDisplayDate } from "../../lib/dates";
import { useTranslation } from "../../lib/i18n/translations";
import { usePriceWords } from "../../lib/party-price";
import { formatPrice } from "../../lib/price";

type Item = WishlistResponse["items"][number];

/**
 * A saved item's prices today, each with how one travels and whom it is for: the saved offer's
 * (with its trip type), or the hotel's lowest price per trip type it sells (by plane and by car
 * differ), per person or per adult as the party is, and the party's total.
 */
export function WishlistPrices({ item }: { item: Item }) {
  const { t } = useTranslation(["search", "common"]);
  const words = usePriceWords({
    adults: item.party.adultsCount,
    children: item.party.childrenBirthDates.length,
  });
  if (item.offer) {
    return (
      <p data-testid="wishlist-offer">
        {t("wishlist.offer", {
          date: formatDisplayDate(item.offer.date),
          nights: t("common:plurals.nights", { count: item.offer.duration }),
          board: t(`boards.${item.offer.boardCode}`, { defaultValue: item.offer.boardCode }),
          room: item.offer.roomName,
        })}{" "}
        · {t(`tripTypes.${item.offer.tripType}`)}
        <br />
        <strong>{formatPrice(item.offer.pricePerPerson)}</strong> {words.unit} ·{" "}
        {words.total(formatPrice(item.offer.fullPrice))}
      </p>
    );
  }
  if (item.lowestPrices.length === 0) return <p>{t("wishlist.nothingOnSale")}</p>;
  return (
    <ul className="wishlist-item__prices" data-testid="wishlist-from">
      {item.lowestPrices.map((price) => (
        <li key={price.tripType}>
          {t("price.fromByTripType", {
            tripType: t(`tripTypes.${price.tripType}`),
            price: formatPrice(price.pricePerPerson),
            unit: words.unit,
          })}{" "}
          · {words.total(formatPrice(price.fullPrice))}
        </li>
      ))}
    </ul>
  );
}
