import { resolve } from "node:path";
import { z } from "zod";
import { DEFAULT_API_KEY, DEFAULT_API_PORT, DEFAULT_WWW_BASIC_AUTH } from "./contract/defaults";

const Flag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

const Env = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_API_PORT),
  API_HOST: z.string().default("127.0.0.1"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://")
    .optional(),
  DATA_DIR: z.string().default("./data"),
  API_KEY: z.string().min(8).default(DEFAULT_API_KEY),
  WWW_BASIC_AUTH: z
    .string()
    .regex(/^[^:]+:.+$/, "WWW_BASIC_AUTH must be user:password")
    .default(DEFAULT_WWW_BASIC_AUTH),
  SEED: z.enum(["demo", "test", "bench", "none"]).default("demo"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** The mail server, e.g. smtps://user:password@mail.example.com; unset, e-mails go to the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/?#]+/, "SMTP_URL must be smtp://… or smtps://…")
    .optional(),
  /** The sender of every e-mail. */
  MAIL_FROM: z.string().min(3).max(200).default("Soleo <no-reply@soleo.example>"),
  /** The embedded demo (`npm start`, benchmarks, e2e) may run production mode on the development secrets. */
  LOCAL_DEMO: Flag.default(false),
});

export interface ApiConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  apiKey: string;
  wwwBasicAuth: string;
  /** Size of the seed written into an empty database, or none. */
  seed: "demo" | "test" | "bench" | "none";
  logLevel: string;
  /** Responses are checked against the contract outside production. */
  validateResponses: boolean;
  /** The mail server; unset, e-mails are written to `outboxDir` instead. */
  smtpUrl: string | undefined;
  /** Where e-mails go without a mail server: `$DATA_DIR/outbox`, one .eml (and a .json) per message. */
  outboxDir: string;
  mailFrom: string;
  /** Production mode without LOCAL_DEMO: a real deployment (e-mails to the outbox are a mistake there). */
  deployed: boolean;
  /** A production process allowed by LOCAL_DEMO to keep the development secrets; start-up says so. */
  developmentSecretsInProduction: boolean;
}

/**
 * The API's environment, checked whole at start-up. Production refuses the development secrets of
 * `contract/defaults.ts` (anyone can read them in the repository) unless LOCAL_DEMO says this is the
 * embedded demo on one machine.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const parsed = Env.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid API configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const defaults = [
    ...(e.API_KEY === DEFAULT_API_KEY ? ["API_KEY"] : []),
    ...(e.WWW_BASIC_AUTH === DEFAULT_WWW_BASIC_AUTH ? ["WWW_BASIC_AUTH"] : []),
  ];
  const production = e.NODE_ENV === "production";
  if (production && defaults.length > 0 && !e.LOCAL_DEMO) {
    throw new Error(
      `Invalid API configuration: in production set ${defaults.join(" and ")} to secrets ` +
        `(the same in the web's environment); the development defaults are public. ` +
        `Only the embedded demo on one machine may keep them, with LOCAL_DEMO=true.`,
    );
  }
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    apiKey: e.API_KEY,
    wwwBasicAuth: e.WWW_BASIC_AUTH,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    validateResponses: !production,
    smtpUrl: e.SMTP_URL,
    outboxDir: resolve(e.DATA_DIR, "outbox"),
    mailFrom: e.MAIL_FROM,
    deployed: production && !e.LOCAL_DEMO,
    developmentSecretsInProduction: production && defaults.length > 0,
  };
}
