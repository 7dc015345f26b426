import path from "node:path";
import { z } from "zod";
import { localSecret } from "./local-secrets.ts";

/** The service API's settings, from the environment. */

const seconds = (fallback: number) =>
  z.coerce.number({ message: "must be a number of seconds" }).int().min(1).default(fallback);

const EnvSchema = z.object({
  DATABASE_URL: z.string().url("must be a postgres:// URL").optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  SECRET_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  SEALING_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  ACCESS_TOKEN_LIFETIME: seconds(5 * 60),
  REFRESH_TOKEN_LIFETIME: seconds(24 * 60 * 60),
  OPS_EMAIL: z.string().email("must be an e-mail address").default("operations@aarogyabharat.in"),
  MAIL_FROM: z.string().min(3).default("Aarogya Bharat Collective <no-reply@aarogyabharat.in>"),
  SMTP_URL: z.string().url("must be an smtp:// or smtps:// URL").optional(),
  REDIS_URL: z.string().url("must be a redis:// URL").optional(),
  SITE_URL: z
    .string()
    .url("must be the site's public http(s):// address")
    .refine((value) => /^https?:/i.test(value), "must be the site's public http(s):// address")
    .optional(),
});

export interface ServiceSettings {
  databaseUrl: string | undefined;
  dataDir: string;
  secretKey: string;
  /** Seals the secrets the service reads back (authenticator keys); SECRET_KEY's when unset. */
  sealingKey: string;
  accessLifetimeSeconds: number;
  refreshLifetimeSeconds: number;
  opsEmail: string;
  mailFrom: string;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * The site's public origin (SITE_URL, as the host reads it): passkeys' relying party. Absent,
   * the origin the request came to, as the site or a trusted proxy says it.
   */
  siteUrl?: string;
}

export class ServiceSettingsError extends Error {
  override name = "ServiceSettingsError";
}

/** The environment read by `schema`, or an error (made by `toError`) naming each bad setting and why. */
export function parseSettings<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined>,
  toError: (message: string) => Error,
): z.output<Schema> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw toError(`Invalid settings:\n${lines.join("\n")}`);
}

export function loadServiceSettings(
  env: Record<string, string | undefined>,
  { deployment }: { deployment: boolean },
): ServiceSettings {
  const values = parseSettings(EnvSchema, env, (message) => new ServiceSettingsError(message));
  const dataDir = path.resolve(values.DATA_DIR);
  // Embedded mode may generate its key; a deployment or a shared database must bring one.
  if (!values.SECRET_KEY && (deployment || values.DATABASE_URL)) {
    throw new ServiceSettingsError(
      "SECRET_KEY is missing: it signs the API's tokens and must be the same on every instance.",
    );
  }
  const secretKey = values.SECRET_KEY ?? localSecret(dataDir, "SECRET_KEY");
  return {
    databaseUrl: values.DATABASE_URL,
    dataDir,
    secretKey,
    sealingKey: values.SEALING_KEY ?? secretKey,
    accessLifetimeSeconds: values.ACCESS_TOKEN_LIFETIME,
    refreshLifetimeSeconds: values.REFRESH_TOKEN_LIFETIME,
    opsEmail: values.OPS_EMAIL,
    mailFrom: values.MAIL_FROM,
    smtpUrl: values.SMTP_URL,
    redisUrl: values.REDIS_URL,
    siteUrl: values.SITE_URL ? new URL(values.SITE_URL).origin : undefined,
  };
}
