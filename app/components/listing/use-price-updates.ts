import { useEffect, useMemo, useState } from "react";
import type { OfferPrice } from "../../../server/contract/listing";
import type { OfferSummary } from "../../../server/contract/search";
import { readLiveAnswer } from "../../lib/live/read-answer";
import { patchPrices } from "../../lib/search/price-updates";
import type { SearchState } from "../../lib/search/search-state";

const EVERY = 5 * 60 * 1000;

/**
 * Keeps the prices of a list current while it is open (spec §4 price updates): every five minutes
 * and whenever the tab comes back into view, today's prices of the offers shown are fetched and the
 * list patched. Multi-room lists are left as loaded: the price check prices one room.
 */
export function usePriceUpdates(offers: OfferSummary[], state: SearchState) {
  const [prices, setPrices] = useState<OfferPrice[]>([]);
  const codes = offers.map((offer) => offer.offerCode).join(",");
  useEffect(() => {
    if (!codes || state.occupancies.length > 1) return;
    let cancelled = false;
    const check = async () => {
      const query = new URLSearchParams(codes.split(",").map((code) => ["code", code]));
      if (state.adults !== 2) query.set("ctAdult", String(state.adults));
      if (state.childrenBirthDates.length) query.set("birthDate", state.childrenBirthDates.join(","));
      try {
        const response = await fetch(`/resources/offer-prices?${query}`, {
          headers: { accept: "application/json" },
        });
        if (!response.ok) return;
        // Checked against the contract first: a price that does not parse never replaces one shown.
        const answer = await readLiveAnswer("prices", await response.json());
        if (answer && !("error" in answer) && !cancelled) setPrices(answer.prices);
      } catch {
        // A failed check keeps the prices shown; the next one may succeed.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    const timer = window.setInterval(() => void check(), EVERY);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [codes, state.adults, state.childrenBirthDates, state.occupancies.length]);
  return useMemo(() => patchPrices(offers, prices), [offers, prices]);
}
