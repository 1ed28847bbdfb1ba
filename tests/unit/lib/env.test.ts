import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "~/lib/env.server";

afterEach(() => {
  delete process.env.ANALYTICS_DISABLED;
  resetEnvForTests();
});

describe("web configuration", () => {
  it.each([
    [undefined, false],
    ["false", false],
    ["0", false],
    ["1", true],
    ["true", true],
  ])("ANALYTICS_DISABLED=%s turns analytics off: %s", (value, disabled) => {
    if (value !== undefined) process.env.ANALYTICS_DISABLED = value;
    resetEnvForTests();
    expect(env().ANALYTICS_DISABLED).toBe(disabled);
  });
});
