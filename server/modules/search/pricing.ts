import type { ChildPolicy } from "../../db/schema";

/** Full years of a person born on `birthDate` on the day `on` (both yyyy-MM-dd). */
export function ageOn(birthDate: string, on: string): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split("-").map(Number);
  const [y = 0, m = 0, d = 0] = on.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** One traveller's price in cents, with their passenger type (spec §9) and, for a child, the age. */
export interface PriceLine {
  passengerType: "ADULT" | "CHILD" | "INFANT";
  age: number | null;
  price: number;
}

/**
 * What each traveller pays, in cents: adults the adult price; a child by age on the departure day:
 * an infant the hotel's flat infant price, a child or a teenager a share of the adult price (rounded
 * to the cent), and from the teen limit on the adult price. Adults first, children in the order given.
 */
export function partyPriceLines(
  priceAdult: number,
  adults: number,
  childrenBirthDates: readonly string[],
  departureDate: string,
  policy: ChildPolicy,
): PriceLine[] {
  const lines: PriceLine[] = Array.from({ length: adults }, () => ({
    passengerType: "ADULT",
    age: null,
    price: priceAdult,
  }));
  for (const birthDate of childrenBirthDates) {
    const age = ageOn(birthDate, departureDate);
    const price =
      age < policy.infantUntil
        ? policy.infantPrice
        : age < policy.childUntil
          ? Math.round(priceAdult * policy.childFactor)
          : age < policy.teenUntil
            ? Math.round(priceAdult * policy.teenFactor)
            : priceAdult;
    lines.push({ passengerType: age < policy.infantUntil ? "INFANT" : "CHILD", age, price });
  }
  return lines;
}

/**
 * The price of a party in cents: the sum of its travellers' prices (partyPriceLines), so that a
 * breakdown shown to the customer adds up to the total to the cent. For one hotel this grows with
 * the adult price, so the cheapest offer per adult is the cheapest offer for any party.
 */
export function partyPrice(
  priceAdult: number,
  adults: number,
  childrenBirthDates: readonly string[],
  departureDate: string,
  policy: ChildPolicy,
): number {
  return partyPriceLines(priceAdult, adults, childrenBirthDates, departureDate, policy).reduce(
    (sum, line) => sum + line.price,
    0,
  );
}
