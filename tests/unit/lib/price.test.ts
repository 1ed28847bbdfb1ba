import { describe, expect, it } from "vitest";
import { formatPrice } from "~/lib/price";

const NBSP = "\u00a0";

describe("formatPrice", () => {
  it("writes two decimals, groups thousands with a non-breaking space and ends with €", () => {
    expect(formatPrice(1234.5)).toBe(`1${NBSP}234,50${NBSP}€`);
    expect(formatPrice(999)).toBe(`999,00${NBSP}€`);
    expect(formatPrice(1_234_567.891)).toBe(`1${NBSP}234${NBSP}567,89${NBSP}€`);
    expect(formatPrice(0)).toBe(`0,00${NBSP}€`);
  });

  it("keeps the sign and takes another symbol", () => {
    expect(formatPrice(-45.1)).toBe(`-45,10${NBSP}€`);
    expect(formatPrice(10, "zł")).toBe(`10,00${NBSP}zł`);
  });

  it("answers nothing for a number that is not one", () => {
    expect(formatPrice(Number.NaN)).toBe("");
  });
});
