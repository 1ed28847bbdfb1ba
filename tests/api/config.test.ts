import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { DEFAULT_API_KEY, DEFAULT_WWW_BASIC_AUTH } from "../../server/contract";

const secrets = { API_KEY: "a-real-secret-key", WWW_BASIC_AUTH: "shop:a-real-password" };

describe("loadConfig", () => {
  it("runs development on the defaults, checking responses", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      apiKey: DEFAULT_API_KEY,
      wwwBasicAuth: DEFAULT_WWW_BASIC_AUTH,
      port: 4000,
      seed: "demo",
      validateResponses: true,
      developmentSecretsInProduction: false,
    });
  });

  it.each([
    ["both defaults", {}, /API_KEY and WWW_BASIC_AUTH/],
    ["the default key", { WWW_BASIC_AUTH: secrets.WWW_BASIC_AUTH }, /set API_KEY to/],
    ["the default basic credentials", { API_KEY: secrets.API_KEY }, /set WWW_BASIC_AUTH to/],
    ["the default key spelled out", { ...secrets, API_KEY: DEFAULT_API_KEY }, /set API_KEY to/],
  ])("refuses production on %s", (_case, env, message) => {
    expect(() => loadConfig({ NODE_ENV: "production", ...env })).toThrow(message);
  });

  it("runs production on secrets, without the response check", () => {
    const config = loadConfig({ NODE_ENV: "production", ...secrets });
    expect(config).toMatchObject({ apiKey: secrets.API_KEY, validateResponses: false });
    expect(config.developmentSecretsInProduction).toBe(false);
  });

  it("lets the local demo run production on the defaults, and says so", () => {
    const config = loadConfig({ NODE_ENV: "production", LOCAL_DEMO: "true" });
    expect(config.apiKey).toBe(DEFAULT_API_KEY);
    expect(config.developmentSecretsInProduction).toBe(true);
    expect(() => loadConfig({ NODE_ENV: "production", LOCAL_DEMO: "false" })).toThrow(/API_KEY/);
  });

  it.each([
    ["a port out of range", { API_PORT: "70000" }, /API_PORT/],
    ["a database URL that is not PostgreSQL", { DATABASE_URL: "mysql://x" }, /DATABASE_URL/],
    ["basic credentials without a password", { WWW_BASIC_AUTH: "shop" }, /WWW_BASIC_AUTH/],
    ["a short API key", { API_KEY: "short" }, /API_KEY/],
    ["an unknown seed", { SEED: "huge" }, /SEED/],
    ["an unknown log level", { LOG_LEVEL: "loud" }, /LOG_LEVEL/],
    ["a LOCAL_DEMO that is not a flag", { LOCAL_DEMO: "yes" }, /LOCAL_DEMO/],
    ["an unknown NODE_ENV", { NODE_ENV: "prod" }, /NODE_ENV/],
    ["a mail server that is not SMTP", { SMTP_URL: "http://mail.example.com" }, /SMTP_URL/],
  ])("names the variable of %s", (_case, env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("writes e-mails to the outbox in the data folder unless SMTP_URL names a mail server", () => {
    expect(loadConfig({ DATA_DIR: "/srv/soleo" })).toMatchObject({
      smtpUrl: undefined,
      outboxDir: "/srv/soleo/outbox",
    });
    const smtpUrl = "smtps://shop:secret@mail.example.com:465";
    expect(loadConfig({ SMTP_URL: smtpUrl }).smtpUrl).toBe(smtpUrl);
  });
});
