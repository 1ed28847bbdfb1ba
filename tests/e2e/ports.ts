/** Ports and paths of the e2e servers, apart from the ones `npm start` uses. */
export const E2E = {
  webPort: 3100,
  apiPort: 4100,
  dataDir: ".cache/e2e-data",
  previewToken: "e2e-preview-token",
  /** The outage test starts its own pair per project on these bases (+0 js, +1 nojs). */
  outageWebPort: 3200,
  outageApiPort: 4200,
  /** The supervisor test (npm start's process runner) and the HTTPS-configured web server. */
  supervisorWebPort: 3210,
  supervisorApiPort: 4210,
  httpsWebPort: 3220,
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
