import { describe, expect, it } from "vitest";
import { arrivalOf, blockMinutes } from "../../../server/modules/search/flight-times";

/** Minutes between two local clock readings, as if both were on one clock. */
const clockDifference = (from: { date: string; time: string }, to: { date: string; time: string }) =>
  (Date.parse(`${to.date}T${to.time}:00Z`) - Date.parse(`${from.date}T${from.time}:00Z`)) / 60_000;

describe("flight times in each airport's own zone", () => {
  it("takes longer the farther the flight goes, in whole five minutes with taxi time", () => {
    const crete = blockMinutes("OTP", "HER")!;
    const tenerife = blockMinutes("OTP", "TFS")!;
    expect(crete).toBeGreaterThan(90);
    expect(tenerife).toBeGreaterThan(crete * 2);
    expect(crete % 5).toBe(0);
    expect(blockMinutes("HER", "OTP")).toBe(crete);
  });

  it("lands on the arrival airport's clock: Warsaw to Antalya is one hour ahead in summer, two in winter", () => {
    const block = blockMinutes("WAW", "AYT")!;
    // Istanbul keeps UTC+3 all year; Warsaw is UTC+2 in July and UTC+1 in January.
    const july = { date: "2026-07-10", time: "06:15" };
    expect(clockDifference(july, arrivalOf("WAW", "AYT", july.date, july.time)!)).toBe(block + 60);
    const january = { date: "2026-01-10", time: "06:15" };
    expect(clockDifference(january, arrivalOf("WAW", "AYT", january.date, january.time)!)).toBe(block + 120);
  });

  it("moves to the next day when a late flight lands after midnight, and back for a flight home", () => {
    const late = arrivalOf("KTW", "HRG", "2026-08-01", "23:30")!;
    expect(late.date).toBe("2026-08-02");
    const home = arrivalOf("AYT", "WAW", "2026-07-10", "01:00")!;
    // Two hours west of Antalya's clock would be before departure without the zones.
    expect(clockDifference({ date: "2026-07-10", time: "01:00" }, home)).toBe(
      blockMinutes("AYT", "WAW")! - 60,
    );
  });

  it("knows no arrival for an airport it has no zone for, or a time that is not one", () => {
    expect(arrivalOf("OTP", "XXX", "2026-07-10", "06:15")).toBeNull();
    expect(arrivalOf("OTP", "HER", "2026-07-10", "25:99")).toBeNull();
  });
});
