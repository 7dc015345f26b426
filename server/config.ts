import path from "node:path";
import { z } from "zod";
import type { ContentSettings } from "../app/request-context.ts";
import { parseSettings, parseTrustProxy } from "../service/index.ts";

// A deployment (NODE_ENV=production) brings its secrets; `npm start` makes them in DATA_DIR.

const port = z.coerce
  .number({ message: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be between 1 and 65535")
  .max(65535, "must be between 1 and 65535");

const secret = z
  .string()
  .min(32, "must be at least 32 characters (for example: openssl rand -hex 32)");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default(".data"),
  SERVICE_API_URL: z.string().url("must be an http(s):// URL").optional(),
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(",").map((part) => part.trim()) : undefined))
    .pipe(z.array(secret).min(1).optional()),
  SESSION_IDLE_TIMEOUT: z.coerce
    .number({ message: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(60, "must be at least 60 seconds")
    .default(2 * 60 * 60),
  SESSION_MAX_AGE: z.coerce
    .number({ message: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(60, "must be at least 60 seconds")
    .max(400 * 24 * 60 * 60, "must be at most 400 days (browsers cap cookies there)")
    .default(24 * 60 * 60),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      message: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  LOG_FORMAT: z.enum(["json", "pretty"], { message: "must be json or pretty" }).optional(),
  PICTURES_AHEAD: z.enum(["on", "off"], { message: "must be on or off" }).default("on"),
  METRICS_TOKEN: z.string().min(24, "must be at least 24 characters").optional(),
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ message: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(0, "must be 0 or more seconds")
    .max(120, "must be at most 120 seconds")
    .default(0),
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number({ message: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(0, "must be 0 or more seconds")
    .max(600, "must be at most 600 seconds")
    .default(10),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  REDIS_URL: z.string().url("must be a redis:// URL").optional(),
  PLACE_HEADER: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/, "must be a header name, e.g. CF-IPCountry")
    .transform((name) => name.toLowerCase())
    .optional(),
  SITE_URL: z.string().url("must be the site's public http(s):// address").optional(),
  SANITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, "must be a Sanity project id (lower-case letters, digits, -)")
    .optional(),
  SANITY_DATASET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, "must be a Sanity dataset name")
    .default("production"),
  SANITY_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2025-02-19")
    .default("2025-02-19"),
  SANITY_READ_TOKEN: z.string().min(1).optional(),
  SANITY_API_HOST: z
    .string()
    .url("must be an http(s):// address such as https://api.sanity.io")
    .regex(/^https?:\/\//, "must be an http(s):// address such as https://api.sanity.io")
    .optional(),
  SANITY_STUDIO_URL: z
    .string()
    .url("must be the studio's https:// address, such as https://portal.sanity.studio")
    .regex(
      /^https?:\/\//,
      "must be the studio's https:// address, such as https://portal.sanity.studio",
    )
    .optional(),
  SANITY_WEBHOOK_SECRET: secret.optional(),
  SANITY_PREVIEW_SECRET: secret.optional(),
  CONTENT_DATASET: z.string().min(1).max(4096).optional(),
});

export interface Config {
  mode: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  serviceApiUrl: string | undefined;
  /** Current secret first; older ones still verify cookies during rotation. */
  sessionSecrets: string[] | undefined;
  sessionIdleSeconds: number;
  sessionMaxAgeSeconds: number;
  log: {
    level: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
    format?: "json" | "pretty";
  };
  /** Unset in a deployment: there is no /metrics. */
  metricsToken: string | undefined;
  /** Drain: requests still taken while /readyz says stopping, for a load balancer to notice. */
  shutdownDrainMs: number;
  shutdownGraceMs: number;
  trustProxy: string[];
  redisUrl: string | undefined;
  /** The header a trusted proxy or CDN puts the visitor's country in (decision 0062). */
  placeHeader: string | undefined;
  requireSecretsFromEnvironment: boolean;
  content: ContentSettings;
  contentDataset: string | undefined;
  /** Renditions of the front pages' pictures made after start and after a publish (decision 0058). */
  picturesAhead: boolean;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

// SITE_URL too: without it canonical URLs, the sitemap and the feed would trust the Host header.
const REQUIRED_IN_DEPLOYMENT = ["SESSION_SECRET", "SITE_URL"] as const;

export function loadConfig(
  env: Record<string, string | undefined>,
  options: { deployment: boolean },
): Config {
  const values = parseSettings(EnvSchema, env, (message) => new ConfigError(message));
  if (options.deployment) {
    const missing = REQUIRED_IN_DEPLOYMENT.filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `NODE_ENV=production needs these settings, which are missing: ${missing.join(", ")}.\n` +
          "Set them in the environment (see the README's table of settings).",
      );
    }
  }
  return {
    mode: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    serviceApiUrl: values.SERVICE_API_URL,
    sessionSecrets: values.SESSION_SECRET,
    sessionIdleSeconds: Math.min(values.SESSION_IDLE_TIMEOUT, values.SESSION_MAX_AGE),
    sessionMaxAgeSeconds: values.SESSION_MAX_AGE,
    redisUrl: values.REDIS_URL,
    placeHeader: values.PLACE_HEADER,
    trustProxy: values.TRUST_PROXY,
    log: { level: values.LOG_LEVEL, format: values.LOG_FORMAT },
    metricsToken: values.METRICS_TOKEN,
    shutdownDrainMs: values.SHUTDOWN_DRAIN_SECONDS * 1000,
    shutdownGraceMs: values.SHUTDOWN_GRACE_SECONDS * 1000,
    requireSecretsFromEnvironment: options.deployment,
    content: {
      sanity: values.SANITY_PROJECT_ID
        ? {
            projectId: values.SANITY_PROJECT_ID,
            dataset: values.SANITY_DATASET,
            apiVersion: values.SANITY_API_VERSION,
            readToken: values.SANITY_READ_TOKEN,
            ...(values.SANITY_API_HOST
              ? { apiHost: values.SANITY_API_HOST.replace(/\/+$/, "") }
              : {}),
          }
        : undefined,
      studioUrl: values.SANITY_STUDIO_URL?.replace(/\/+$/, ""),
      webhookSecret: values.SANITY_WEBHOOK_SECRET,
      previewSecret: values.SANITY_PREVIEW_SECRET,
      siteUrl: values.SITE_URL?.replace(/\/+$/, ""),
    },
    contentDataset: values.CONTENT_DATASET,
    picturesAhead: values.PICTURES_AHEAD === "on",
  };
}
