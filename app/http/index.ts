// The web process (`npm start`, the e2e suite): checks the environment, then either supervises the
// web's worker processes (app/http/workers.ts) or, in each worker, loads the Remix server build and
// serves it with the static files. Built to build/web/index.js by scripts/build-servers.mjs.
import { installGlobals, type ServerBuild } from "@remix-run/node";
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";
import { env } from "../lib/env.server";
import { buildWebServer } from "./web-server";
import { superviseWorkers, workerCount } from "./workers";

const config = env();
const workers = workerCount(config);
const demoWarning =
  config.LOCAL_DEMO && config.NODE_ENV === "production"
    ? "LOCAL_DEMO: the embedded demo; development secrets and plain HTTP are allowed"
    : undefined;

if (cluster.isPrimary && workers > 1) {
  if (demoWarning) console.error(`[web] ${demoWarning}`);
  console.error(`[web] ${workers} worker processes on port ${config.PORT} (WEB_CONCURRENCY)`);
  superviseWorkers(workers);
} else {
  await serve();
}

async function serve() {
  installGlobals({ nativeFetch: true });
  const build = (await import(new URL("../server/index.js", import.meta.url).href)) as ServerBuild;
  const app = await buildWebServer({
    build,
    clientDir: fileURLToPath(new URL("../client", import.meta.url)),
    env: config,
  });
  // Under a primary, the primary said it once for all workers.
  if (demoWarning && cluster.isPrimary) app.log.warn(demoWarning);
  await app.listen({ port: config.PORT, host: config.HOST });

  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void app.close().then(() => process.exit(0));
    });
  }
}
