import { setupServer } from "msw/node";

/** Where the web's API client points during unit tests; msw answers for it. */
export const API_URL = "http://api.test";

/** Makes the web's env() see the test API and a short timeout. Call before the first env() read. */
export function useTestApiEnv(overrides: Record<string, string> = {}) {
  Object.assign(process.env, {
    API_URL,
    API_KEY: "unit-test-key",
    WWW_BASIC_AUTH: "user:secret",
    API_REFRESH_PATH: "/www/api/v5/mytui/oauth/refresh",
    API_TIMEOUT_MS: "300",
    ...overrides,
  });
}

export const mockApi = setupServer();
