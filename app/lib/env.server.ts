import { z } from "zod";
import {
  DEFAULT_API_KEY,
  DEFAULT_API_PORT,
  DEFAULT_REFRESH_PATH,
  DEFAULT_WWW_BASIC_AUTH,
} from "../../server/contract/defaults";

const Env = z.object({
  API_URL: z.url().default(`http://127.0.0.1:${DEFAULT_API_PORT}`),
  API_KEY: z.string().min(8).default(DEFAULT_API_KEY),
  WWW_BASIC_AUTH: z.string().default(DEFAULT_WWW_BASIC_AUTH),
  API_REFRESH_PATH: z.string().startsWith("/").default(DEFAULT_REFRESH_PATH),
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  FIREWALL_ALLOW_HEADER: z.string().optional(),
  SESSION_SECRET: z.string().min(16).default("storefront-dev-session-secret"),
  PUBLIC_URL: z.url().optional(),
  CMS_PREVIEW_TOKEN: z.string().min(8).optional(),
  ERROR_REPORT_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.5),
  /** Any value turns the analytics dataLayer off (spec §9), whatever the visitor consented to. */
  ANALYTICS_DISABLED: z
    .string()
    .optional()
    .transform((value) => value !== undefined && value !== "false" && value !== "0"),
  NODE_ENV: z.string().default("development"),
});

export type WebEnv = z.infer<typeof Env>;

let cached: WebEnv | undefined;

/** The web tier's configuration, read once from the environment (README "Configuration"). */
export function env(): WebEnv {
  if (!cached) {
    const present = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ""));
    cached = Env.parse(present);
  }
  return cached;
}

/** Tests change the environment between cases. */
export function resetEnvForTests() {
  cached = undefined;
}
