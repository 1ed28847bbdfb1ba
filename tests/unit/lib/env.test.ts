import { afterEach, describe, expect, it } from "vitest";
import { env, parseWebEnv, resetEnvForTests } from "~/lib/env.server";

afterEach(() => {
  delete process.env.ANALYTICS_DISABLED;
  resetEnvForTests();
});

const secrets = {
  SESSION_SECRET: "a-real-session-secret-123",
  API_KEY: "a-real-api-key-123",
  WWW_BASIC_AUTH: "shop:a-real-password",
  PUBLIC_URL: "https://www.soleo.ro",
};

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

  it("refuses to run production on the development secrets, naming each one", () => {
    expect(() => parseWebEnv({ NODE_ENV: "production" })).toThrow(
      /SESSION_SECRET: is the development default[\s\S]*API_KEY: is the development default[\s\S]*WWW_BASIC_AUTH: is the development default[\s\S]*PUBLIC_URL: is required in production/,
    );
    expect(() => parseWebEnv({ NODE_ENV: "production", ...secrets, API_KEY: "storefront-dev-key" })).toThrow(
      /API_KEY/,
    );
    expect(parseWebEnv({ NODE_ENV: "production", ...secrets }).PUBLIC_URL).toBe("https://www.soleo.ro");
  });

  it("lets the local demo run on the defaults, and development needs nothing", () => {
    expect(parseWebEnv({ NODE_ENV: "production", LOCAL_DEMO: "true" }).LOCAL_DEMO).toBe(true);
    expect(parseWebEnv({ NODE_ENV: "production", LOCAL_DEMO: "false", ...secrets }).LOCAL_DEMO).toBe(false);
    expect(() => parseWebEnv({ NODE_ENV: "production", LOCAL_DEMO: "false" })).toThrow(/SESSION_SECRET/);
    expect(parseWebEnv({}).NODE_ENV).toBe("development");
  });

  it("checks every variable's form", () => {
    expect(() => parseWebEnv({ PORT: "http" })).toThrow(/PORT/);
    expect(() => parseWebEnv({ PUBLIC_URL: "ftp://soleo.ro" })).toThrow(/PUBLIC_URL/);
    expect(() => parseWebEnv({ WWW_BASIC_AUTH: "no-colon" })).toThrow(/WWW_BASIC_AUTH/);
    expect(() => parseWebEnv({ ERROR_REPORT_SAMPLE_RATE: "2" })).toThrow(/ERROR_REPORT_SAMPLE_RATE/);
    // The origin only: a path or a trailing slash in PUBLIC_URL never reaches an absolute URL.
    expect(parseWebEnv({ PUBLIC_URL: "https://www.soleo.ro/shop/" }).PUBLIC_URL).toBe("https://www.soleo.ro");
  });
});
