import { z } from "zod";
import { DEFAULT_API_KEY, DEFAULT_API_PORT, DEFAULT_WWW_BASIC_AUTH } from "./contract/defaults";

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
  NODE_ENV: z.string().default("development"),
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
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = Env.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid API configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    apiKey: e.API_KEY,
    wwwBasicAuth: e.WWW_BASIC_AUTH,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    validateResponses: e.NODE_ENV !== "production",
  };
}
