import { describe, expect, it } from "vitest";
import { readLiveAnswer } from "~/lib/live/read-answer";

const price = {
  offerCode: "WS-H00001-OTP-20270605-07-AI-DBL",
  pricePerPerson: 500,
  fullPrice: 1000,
  originalFullPrice: 1100,
  discount: 100,
};

describe("the browser checks every live answer against the contract", () => {
  it("takes an answer that parses", async () => {
    expect(await readLiveAnswer("prices", { prices: [price] })).toEqual({ prices: [price] });
    expect(await readLiveAnswer("count", { count: 54 })).toEqual({ count: 54 });
  });

  it("tells a failure the route reports", async () => {
    expect(await readLiveAnswer("count", { error: true })).toEqual({ error: true });
  });

  it("refuses an answer outside the contract, which the caller treats as a failed call", async () => {
    expect(await readLiveAnswer("prices", { prices: [{ ...price, fullPrice: "1000" }] })).toBeUndefined();
    expect(await readLiveAnswer("count", { count: -1 })).toBeUndefined();
    expect(await readLiveAnswer("filters", { filters: [{ type: "NOPE" }] })).toBeUndefined();
    expect(await readLiveAnswer("configurator", "<html>")).toBeUndefined();
    expect(await readLiveAnswer("count", null)).toBeUndefined();
  });
});
