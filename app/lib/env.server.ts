import { z } from "zod";
import {
  DEFAULT_API_KEY,
  DEFAULT_API_PORT,
  DEFAULT_REFRESH_PATH,
  DEFAULT_WEB_PORT,
  DEFAULT_WWW_BASIC_AUTH,
} from "../../server/contract/defaults";

export const DEFAULT_SESSION_SECRET = "storefront-dev-session-secret";

/** "true"/"1"/any other value is on; unset, "", "false" and "0" are off. */
const flag = z
  .string()
  .optional()
  .transform((value) => value !== undefined && value !== "false" && value !== "0");

const Env = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_WEB_PORT),
    /** Interface the web listens on; all of them by default, as a server behind a load balancer. */
    HOST: z.string().default("0.0.0.0"),
    API_URL: z.url().default(`http://127.0.0.1:${DEFAULT_API_PORT}`),
    API_KEY: z.string().min(8).default(DEFAULT_API_KEY),
    WWW_BASIC_AUTH: z
      .string()
      .regex(/^[^:]+:.+$/, "must be user:password")
      .default(DEFAULT_WWW_BASIC_AUTH),
    API_REFRESH_PATH: z.string().startsWith("/").default(DEFAULT_REFRESH_PATH),
    API_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
    FIREWALL_ALLOW_HEADER: z.string().optional(),
    SESSION_SECRET: z.string().min(16).default(DEFAULT_SESSION_SECRET),
    /** The one public origin every absolute URL is written with (canonical, hreflang, JSON-LD). */
    PUBLIC_URL: z
      .url()
      .regex(/^https?:\/\//, "must be an http(s) origin")
      .transform((value) => new URL(value).origin)
      .optional(),
    /**
     * Proxies whose X-Forwarded-For header counts for the visitor's address ("true" for any, or
     * addresses and CIDRs separated by commas). Unset: forwarded headers are ignored.
     */
    TRUST_PROXY: z.string().optional(),
    CMS_PREVIEW_TOKEN: z.string().min(8).optional(),
    ERROR_REPORT_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.5),
    /** Any value turns the analytics dataLayer off (spec §9), whatever the visitor consented to. */
    ANALYTICS_DISABLED: flag,
    /**
     * The embedded demo of `npm start`: production mode on one machine over plain HTTP, allowed to
     * run on the development secrets and on http://localhost.
     */
    LOCAL_DEMO: flag,
    /**
     * Web processes serving the port together (node:cluster), each rendering pages on its own core.
     * Unset: as many as the machine has cores, at most 4; in development one.
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    NODE_ENV: z.string().default("development"),
  })
  .superRefine((value, context) => {
    if (value.NODE_ENV !== "production" || value.LOCAL_DEMO) return;
    const defaults: [keyof typeof value, string][] = [
      ["SESSION_SECRET", DEFAULT_SESSION_SECRET],
      ["API_KEY", DEFAULT_API_KEY],
      ["WWW_BASIC_AUTH", DEFAULT_WWW_BASIC_AUTH],
    ];
    for (const [name, development] of defaults) {
      if (value[name] === development) {
        context.addIssue({
          code: "custom",
          path: [name],
          message: "is the development default; set a secret (or LOCAL_DEMO=true for a local demo)",
        });
      }
    }
    if (!value.PUBLIC_URL) {
      context.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message: "is required in production (the site's public origin, e.g. https://www.soleo.ro)",
      });
    }
  });

export type WebEnv = z.infer<typeof Env>;

/** Reads and checks the environment; throws one error naming every wrong variable. */
export function parseWebEnv(source: Record<string, string | undefined>): WebEnv {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = Env.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid web configuration:\n${lines.join("\n")}`);
}

let cached: WebEnv | undefined;

/** The web tier's configuration, read once from the environment (README "Configuration"). */
export function env(): WebEnv {
  cached ??= parseWebEnv(process.env);
  return cached;
}

/**
 * The site's public origin: PUBLIC_URL, which production requires; in development and the local demo,
 * where it may be unset, the origin the request was sent to.
 */
export const publicOrigin = (request: Request) => env().PUBLIC_URL ?? new URL(request.url).origin;

/** Cookies and HSTS need HTTPS: cookies are Secure whenever the public origin is https. */
export const isHttpsSite = () => env().PUBLIC_URL?.startsWith("https://") ?? false;

/** Tests change the environment between cases. */
export function resetEnvForTests() {
  cached = undefined;
}
