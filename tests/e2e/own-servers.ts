import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { API_KEY, BASIC, startTestApi, type TestApi } from "../api/helpers";

export interface OwnServers {
  /** The API, in this process: its database and Fastify app can be looked into. */
  api: TestApi;
  /** The production web server's origin. */
  web: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A test's own pair of servers on free ports: the API in this process on a fresh seeded database
 * (`prepare` runs before it listens: write logs, request hooks), and the production web build in a
 * child process talking to it.
 */
export async function startOwnServers(prepare?: (api: TestApi) => Promise<void> | void): Promise<OwnServers> {
  const api = await startTestApi();
  await prepare?.(api);
  const apiUrl = await api.app.listen({ port: 0, host: "127.0.0.1" });
  const webPort = await freePort();
  const web = `http://127.0.0.1:${webPort}`;
  const child: ChildProcess = spawn(process.execPath, ["build/web/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      API_KEY,
      WWW_BASIC_AUTH: BASIC,
      SESSION_SECRET: "own-servers-session-secret-0123456789",
      PORT: String(webPort),
      PUBLIC_URL: web,
      API_URL: apiUrl,
      ERROR_REPORT_SAMPLE_RATE: "1",
      LOG_LEVEL: "fatal",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await api.close();
  };
  for (let i = 0; i < 240; i += 1) {
    const up = await fetch(`${web}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { api, web, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error("the web server did not come up");
}
