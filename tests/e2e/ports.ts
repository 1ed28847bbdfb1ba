/** Ports and paths of the e2e servers, apart from the ones `npm start` uses. */
export const E2E = {
  webPort: 3100,
  apiPort: 4100,
  dataDir: ".cache/e2e-data",
  previewToken: "e2e-preview-token",
  /** The outage test starts its own pair per project on these bases (+0 js, +1 nojs). */
  outageWebPort: 3200,
  outageApiPort: 4200,
} as const;
