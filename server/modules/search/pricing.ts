import type { ChildPolicy } from "../../db/schema";

/** Full years of a person born on `birthDate` on the day `on` (both yyyy-MM-dd). */
export function ageOn(birthDate: string, on: string): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split("-").map(Number);
  const [y = 0, m = 0, d = 0] = on.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * The price of a party in cents: adults pay the adult price; a child pays by age on the departure
 * day: an infant the hotel's flat infant price, a child or a teenager a share of the adult price,
 * and from the teen limit on the adult price. For one hotel this grows with the adult price, so the
 * cheapest offer per adult is the cheapest offer for any party.
 */
export function partyPrice(
  priceAdult: number,
  adults: number,
  childrenBirthDates: readonly string[],
  departureDate: string,
  policy: ChildPolicy,
): number {
  let total = priceAdult * adults;
  for (const birthDate of childrenBirthDates) {
    const age = ageOn(birthDate, departureDate);
    if (age < policy.infantUntil) total += policy.infantPrice;
    else if (age < policy.childUntil) total += priceAdult * policy.childFactor;
    else if (age < policy.teenUntil) total += priceAdult * policy.teenFactor;
    else total += priceAdult;
  }
  return Math.round(total);
}
