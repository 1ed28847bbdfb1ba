// How the production build runs: the commands of the API and the web, shared by `npm start` and the
// benchmarks so that they measure what visitors get.

/**
 * @param {{ apiPort?: number, webPort?: number, env?: Record<string, string> }} options
 * @returns {{ name: string, command: string, args: string[], env: Record<string, string> }[]}
 */
export function productionCommands({ apiPort, webPort, env = {} } = {}) {
  const shared = { NODE_ENV: "production", ...env };
  return [
    {
      name: "api",
      command: process.execPath,
      args: ["build/api/index.js"],
      env: { ...shared, ...(apiPort ? { API_PORT: String(apiPort) } : {}) },
    },
    {
      name: "web",
      command: process.execPath,
      args: ["build/web/index.js"],
      env: {
        ...shared,
        ...(webPort ? { PORT: String(webPort) } : {}),
        ...(apiPort ? { API_URL: `http://127.0.0.1:${apiPort}` } : {}),
      },
    },
  ];
}

/**
 * Starts the production build on its own ports and a fresh database for a benchmark, and waits until
 * both answer. Both processes are killed when the calling process exits.
 * @param {{ apiPort: number, webPort: number, dataDir: string, env?: Record<string, string> }} options
 */
export async function startProduction({ apiPort, webPort, dataDir, env = {} }) {
  const { spawn } = await import("node:child_process");
  const { rmSync } = await import("node:fs");
  rmSync(dataDir, { recursive: true, force: true });
  const children = productionCommands({
    apiPort,
    webPort,
    env: { DATA_DIR: dataDir, LOG_LEVEL: "warn", LOCAL_DEMO: "true", ...env },
  }).map(({ command, args, env: own }) =>
    spawn(command, args, { env: { ...process.env, ...own }, stdio: ["ignore", "ignore", "inherit"] }),
  );
  process.on("exit", () => children.forEach((child) => child.kill("SIGKILL")));
  for (const url of [`http://127.0.0.1:${apiPort}/healthz`, `http://127.0.0.1:${webPort}/healthz`]) {
    let up = false;
    for (let i = 0; i < 480 && !up; i += 1) {
      up = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (!up) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!up) throw new Error(`${url} did not come up`);
  }
  return `http://127.0.0.1:${webPort}`;
}
