/**
 * Shifts every e2e port, so that two checkouts (git worktrees) can run their e2e suites side by side:
 * E2E_PORT_OFFSET=20 puts the web on 3120 and the API on 4120. Unset, 0.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = (base: number) => base + (Number.isInteger(offset) && offset >= 0 && offset < 100 ? offset : 0);

/** Ports and paths of the e2e servers, apart from the ones `npm start` uses. */
export const E2E = {
  webPort: port(3100),
  apiPort: port(4100),
  dataDir: ".cache/e2e-data",
  previewToken: "e2e-preview-token",
  /** The outage test starts its own pair per project on these bases (+0 js, +1 nojs). */
  outageWebPort: port(3200),
  outageApiPort: port(4200),
  /** The supervisor test (npm start's process runner) and the HTTPS-configured web server. */
  supervisorWebPort: port(3210),
  supervisorApiPort: port(4210),
  httpsWebPort: port(3220),
} as const;

/**
 * Both e2e processes run as production does: their own secrets (the development defaults are refused
 * in production) and the public origin every absolute URL is written with.
 */
export const E2E_SECRETS = {
  NODE_ENV: "production",
  API_KEY: "e2e-api-key-0123456789",
  WWW_BASIC_AUTH: "e2e:e2e-basic-secret",
  SESSION_SECRET: "e2e-session-secret-0123456789",
} as const;
