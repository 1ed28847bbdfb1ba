import { defineConfig } from "@playwright/test";
import { E2E, E2E_SECRETS } from "./tests/e2e/ports";

/**
 * E2E runs the production build of both processes (npm run build first) on a freshly seeded
 * database, in two projects: `js` and `nojs` (JavaScript disabled). Chromium is Debian's.
 */
export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  workers: 2,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E.webPort}`,
    locale: "ro-RO",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "nojs", use: { javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: `rm -rf ${E2E.dataDir} && node build/api/index.js`,
      url: `http://127.0.0.1:${E2E.apiPort}/healthz`,
      env: {
        ...E2E_SECRETS,
        API_PORT: String(E2E.apiPort),
        DATA_DIR: E2E.dataDir,
        LOG_LEVEL: "warn",
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: "node build/web/index.js",
      url: `http://127.0.0.1:${E2E.webPort}/healthz`,
      env: {
        ...E2E_SECRETS,
        PORT: String(E2E.webPort),
        PUBLIC_URL: `http://127.0.0.1:${E2E.webPort}`,
        API_URL: `http://127.0.0.1:${E2E.apiPort}`,
        ERROR_REPORT_SAMPLE_RATE: "1",
        CMS_PREVIEW_TOKEN: E2E.previewToken,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
