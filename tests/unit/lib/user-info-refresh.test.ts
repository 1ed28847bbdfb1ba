// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startUserInfoRefresh, USER_INFO_REFRESH_MS } from "~/lib/user-info-refresh";

let visibility: DocumentVisibilityState = "visible";
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event("visibilitychange"));
}

let stop: () => void = () => undefined;
beforeEach(() => {
  vi.useFakeTimers();
  visibility = "visible";
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe("the user info refresh (spec §4, §9)", () => {
  it("refreshes every 240000 ms, not before", async () => {
    const refresh = vi.fn(() => Promise.resolve());
    stop = startUserInfoRefresh(refresh);
    expect(USER_INFO_REFRESH_MS).toBe(240_000);
    await vi.advanceTimersByTimeAsync(USER_INFO_REFRESH_MS - 1);
    expect(refresh).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * USER_INFO_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it("keeps refreshing while the tab is hidden", async () => {
    const refresh = vi.fn(() => Promise.resolve());
    stop = startUserInfoRefresh(refresh);
    setVisibility("hidden");
    await vi.advanceTimersByTimeAsync(3 * USER_INFO_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
    // Becoming visible with the last refresh a minute ago changes nothing.
    await vi.advanceTimersByTimeAsync(60_000);
    setVisibility("visible");
    expect(refresh).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(USER_INFO_REFRESH_MS - 60_000);
    expect(refresh).toHaveBeenCalledTimes(4);
  });

  it("refreshes at once when a tab whose timers were frozen becomes visible, then keeps the pace", async () => {
    const refresh = vi.fn(() => Promise.resolve());
    stop = startUserInfoRefresh(refresh);
    setVisibility("hidden");
    // The browser froze the hidden tab: time passes, its timers do not fire.
    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(0);
    setVisibility("visible");
    expect(refresh).toHaveBeenCalledTimes(1);
    // The refresh just made counts: the next one is a whole interval later, not at the old timer.
    await vi.advanceTimersByTimeAsync(USER_INFO_REFRESH_MS - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("never runs two refreshes at once", async () => {
    const pending: (() => void)[] = [];
    const refresh = vi.fn(() => new Promise<void>((resolve) => pending.push(resolve)));
    stop = startUserInfoRefresh(refresh);
    await vi.advanceTimersByTimeAsync(3 * USER_INFO_REFRESH_MS);
    vi.setSystemTime(Date.now() + USER_INFO_REFRESH_MS);
    setVisibility("hidden");
    setVisibility("visible");
    expect(refresh).toHaveBeenCalledTimes(1);
    pending[0]!();
    await vi.advanceTimersByTimeAsync(USER_INFO_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("goes on after a failed refresh", async () => {
    const refresh = vi.fn(() => Promise.reject(new Error("offline")));
    stop = startUserInfoRefresh(refresh);
    await vi.advanceTimersByTimeAsync(2 * USER_INFO_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("stops, and cancels the refresh in flight, when the page goes", async () => {
    const signals: AbortSignal[] = [];
    const refresh = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<void>(() => undefined);
    });
    stop = startUserInfoRefresh(refresh);
    await vi.advanceTimersByTimeAsync(USER_INFO_REFRESH_MS);
    expect(signals[0]?.aborted).toBe(false);
    stop();
    expect(signals[0]?.aborted).toBe(true);
    vi.setSystemTime(Date.now() + 10 * USER_INFO_REFRESH_MS);
    setVisibility("hidden");
    setVisibility("visible");
    await vi.advanceTimersByTimeAsync(10 * USER_INFO_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
