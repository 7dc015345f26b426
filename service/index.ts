/**
 * The service's public entry: what the site's host (`server/`) and the scripts
 * may use. Everything else under `service/` is its inside, free to change
 * (dependency-cruiser holds this rule, `.dependency-cruiser.cjs`).
 */
export { pendingMigrations, poolStats, type ServiceDb } from "./db/database.ts";
export { prepareEmbeddedDatabase } from "./db/prepare-embedded.ts";
export {
  parseTrustProxy,
  type TrustedProxies,
  trustedProxies,
} from "./http/trusted-proxies.ts";
export { localSecret } from "./local-secrets.ts";
export { mailCounts } from "./mail/mail-status.ts";
export { sendWebResponse, toWebRequest } from "./node-adapter.ts";
export { newOpsToken, writeOpsCredential } from "./ops/ops-credential.ts";
/** The demo content the embedded defaults start with (the art generator draws for it). */
export { HOME_SLIDES, PMT_COURSES, PMT_SLIDES } from "./seed/data.ts";
export { seedIfEmbedded } from "./seed/first-start.ts";
export { createService, type Service } from "./service.ts";
export {
  loadServiceSettings,
  parseSettings,
  ServiceSettingsError,
} from "./settings.ts";
