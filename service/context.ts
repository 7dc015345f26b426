import type { TokenSigner } from "./auth/tokens.ts";
import type { UserCache } from "./auth/user-cache.ts";
import type { ServiceDb } from "./db/database.ts";
import type { Mailer } from "./mail/mail-queue.ts";
import type { Limiter } from "./rate-limit/limiter.ts";
import type { ServiceSettings } from "./settings.ts";
import type { FileStorage } from "./storage/file-storage.ts";

export interface ServiceContext {
  db: ServiceDb;
  tokens: TokenSigner;
  /** Call `invalidate` after changing a user. */
  users: UserCache;
  limiter: Limiter;
  mailer: Mailer;
  files: FileStorage;
  settings: ServiceSettings;
  clientAddress: string;
  peerAddress: string;
  /** The site's origin for this request as the host or a trusted proxy says it; "" when unknown. */
  siteOrigin: string;
  /** After the answer has left, so the work's duration never shows in response times. */
  later(task: () => Promise<unknown>, delayMs?: number): void;
  opsToken?: string;
}
