import { describe, expect, it } from "vitest";
import { formatDisplayDate, isValidMonthRange, isWithinValidity, parseApiDate } from "~/lib/dates";

describe("dates", () => {
  it("parses the API formats and refuses impossible dates", () => {
    expect(parseApiDate("2027-06-14")?.getDate()).toBe(14);
    expect(parseApiDate("14.06.2027")?.getMonth()).toBe(5);
    expect(parseApiDate("2027-06-14T10:00:00Z")).toBeInstanceOf(Date);
    expect(parseApiDate("2027-02-30")).toBeUndefined();
    expect(parseApiDate("soon")).toBeUndefined();
    expect(parseApiDate(null)).toBeUndefined();
  });

  it("displays day.month.year and falls back to the raw text, or to today", () => {
    expect(formatDisplayDate("2027-06-14")).toBe("14.06.2027");
    expect(formatDisplayDate("on request")).toBe("on request");
    expect(formatDisplayDate(undefined, new Date(2027, 0, 5))).toBe("05.01.2027");
  });

  it("accepts a month range only from day 1 to a month end", () => {
    expect(isValidMonthRange("2027-06-01", "2027-06-30")).toBe(true);
    expect(isValidMonthRange("2027-06-01", "2027-08-31")).toBe(true);
    expect(isValidMonthRange("2028-02-01", "2028-02-29")).toBe(true);
    expect(isValidMonthRange("2027-06-02", "2027-06-30")).toBe(false);
    expect(isValidMonthRange("2027-06-01", "2027-06-29")).toBe(false);
    expect(isValidMonthRange("2027-07-01", "2027-06-30")).toBe(false);
    expect(isValidMonthRange("nope", "2027-06-30")).toBe(false);
  });

  it("checks a validity window with open ends", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(isWithinValidity(null, null, now)).toBe(true);
    expect(isWithinValidity("2026-11-01T00:00:00Z", "2026-12-01T00:00:00Z", now)).toBe(true);
    expect(isWithinValidity("2025-11-24T00:00:00+02:00", "2025-12-01T00:00:00+02:00", now)).toBe(false);
    expect(isWithinValidity("2027-01-01T00:00:00Z", null, now)).toBe(false);
    expect(isWithinValidity("garbage", null, now)).toBe(false);
  });
});
