import type { FastifyInstance } from "fastify";
import pg from "pg";
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../server/app";
import { openDatabase, type Database } from "../../server/db/client";
import { seedIfEmpty } from "../../server/db/seed";
import { createMailer } from "../../server/modules/mail/mailer";
import { seasonWindows } from "../../server/db/seed/catalogue/generate";

/**
 * The seed's clock: every test database is seeded as of this moment, and tests take their dates from
 * it (never a literal future date, which the seed's season windows move past).
 */
export const SEED_TODAY = new Date();
export const SEED_SEASONS = seasonWindows(SEED_TODAY);
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
/** The summer season's year: July of it has departures by plane. */
export const SUMMER_YEAR = SEED_SEASONS.SUMMER.from.getUTCFullYear();

export const API_KEY = "api-test-key-123";
export const BASIC = "storefront:test-secret";

/** Headers the web tier sends; `www` adds basic authorization. */
export const auth = {
  api: { "x-api-key": API_KEY },
  www: { "x-api-key": API_KEY, authorization: `Basic ${Buffer.from(BASIC).toString("base64")}` },
};

/** A fresh outbox folder under the system's temporary folder (made by the first e-mail, if any). */
export const newOutboxDir = () => join(tmpdir(), `storefront-outbox-${randomBytes(6).toString("hex")}`);

/** The API as the tests configure it, on an open database (two of them share one like two processes). */
export const buildTestApp = (database: Database, logLines?: string[], outboxDir = newOutboxDir()) =>
  buildApp(database, {
    apiKey: API_KEY,
    wwwBasicAuth: BASIC,
    validateResponses: true,
    logLevel: logLines ? "warn" : "silent",
    ...(logLines ? { logStream: { write: (line: string) => void logLines.push(line) } } : {}),
    mailer: createMailer({ outboxDir, from: "Soleo <no-reply@soleo.example>" }),
  });

export interface TestApi {
  app: FastifyInstance;
  database: Database;
  /** Where this API's e-mails are written (read them with readOutbox). */
  outboxDir: string;
  close(): Promise<void>;
}

/**
 * The real API on a fresh, seeded database: in-memory PGlite, or a scratch database of its own on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function startTestApi(options: { seed?: boolean } = {}): Promise<TestApi> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let database: Database;
  if (serverUrl) {
    const name = `storefront_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString() });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    database = await openDatabase({});
  }
  if (options.seed ?? true) await seedIfEmpty(database.db, "test", SEED_TODAY);
  const outboxDir = newOutboxDir();
  const app = await buildTestApp(database, undefined, outboxDir);
  return {
    app,
    database,
    outboxDir,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}
