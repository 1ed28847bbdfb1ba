import { resolve } from "node:path";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedIfEmpty } from "./db/seed";

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : resolve(config.dataDir, "pglite"),
});
if (config.seed !== "none") await seedIfEmpty(database.db, config.seed);

const app = await buildApp(database, config);
await app.listen({ port: config.port, host: config.host });

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, "stopping");
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
