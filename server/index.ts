import { resolve } from "node:path";
import { buildApp } from "./app";
import { loadConfig, type ApiConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedIfEmpty } from "./db/seed";
import { createMailer } from "./modules/mail/mailer";

let config: ApiConfig;
try {
  config = loadConfig();
} catch (error) {
  // A configuration mistake is the operator's to fix: the message says what, a stack would bury it.
  console.error((error as Error).message);
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : resolve(config.dataDir, "pglite"),
});
if (config.seed !== "none") await seedIfEmpty(database.db, config.seed);

const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom });
const app = await buildApp(database, { ...config, mailer });
if (config.developmentSecretsInProduction) {
  app.log.warn(
    "LOCAL_DEMO: the API runs on the development secrets (API_KEY, WWW_BASIC_AUTH); never expose it",
  );
}
if (mailer.outboxDir && config.deployed) {
  app.log.warn(
    { outbox: mailer.outboxDir },
    "no SMTP_URL: e-mails are written to the outbox, not sent; set SMTP_URL to send them",
  );
}
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
