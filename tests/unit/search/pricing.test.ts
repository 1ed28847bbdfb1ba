import { describe, expect, it } from "vitest";
import { ageOn, partyPrice } from "../../../server/modules/search/pricing";

const policy = {
  infantUntil: 2,
  childUntil: 12,
  teenUntil: 18,
  infantPrice: 4900,
  childFactor: 0.5,
  teenFactor: 0.75,
};

describe("ageOn", () => {
  it("counts full years, a birthday on the day included", () => {
    expect(ageOn("2015-06-14", "2027-06-13")).toBe(11);
    expect(ageOn("2015-06-14", "2027-06-14")).toBe(12);
    expect(ageOn("2020-02-29", "2027-02-28")).toBe(6);
    expect(ageOn("2020-02-29", "2027-03-01")).toBe(7);
  });
});

describe("partyPrice", () => {
  it("prices adults, infants, children and teenagers by age on the departure day", () => {
    expect(partyPrice(100_000, 2, [], "2027-07-01", policy)).toBe(200_000);
    expect(partyPrice(100_000, 2, ["2026-01-01"], "2027-07-01", policy)).toBe(204_900);
    expect(partyPrice(100_000, 2, ["2019-04-02"], "2027-07-01", policy)).toBe(250_000);
    expect(partyPrice(100_000, 1, ["2012-01-01"], "2027-07-01", policy)).toBe(175_000);
    expect(partyPrice(100_000, 1, ["2008-01-01"], "2027-07-01", policy)).toBe(200_000);
  });

  it("moves a child to the next band on its birthday", () => {
    expect(partyPrice(100_000, 2, ["2015-07-01"], "2027-06-30", policy)).toBe(250_000);
    expect(partyPrice(100_000, 2, ["2015-07-01"], "2027-07-01", policy)).toBe(275_000);
  });
});
