import type { TokenSigner } from "./auth/tokens.ts";
import type { UserCache } from "./auth/user-cache.ts";
import type { ServiceDb } from "./db/database.ts";
import type { Mailer } from "./mail/mail-queue.ts";
import type { Limiter } from "./rate-limit/limiter.ts";
import type { ServiceSettings } from "./settings.ts";
import type { FileStorage } from "./storage/file-storage.ts";

/** What every endpoint handler gets besides the request. */
export interface ServiceContext {
  db: ServiceDb;
  tokens: TokenSigner;
  /** Users by id for bearer checks; call `invalidate` after changing one. */
  users: UserCache;
  limiter: Limiter;
  /** Keeps e-mail in the mail queue, which sends it (and again while that fails). */
  mailer: Mailer;
  /** Uploaded pictures and course documents: DATA_DIR/files embedded, the database on PostgreSQL. */
  files: FileStorage;
  settings: ServiceSettings;
  /** The caller's address, for rate limits. */
  clientAddress: string;
  /** The address that connected (a proxy's, when one is in between); "" inside the process. */
  peerAddress: string;
  /**
   * Runs work after the response, so its duration does not show in response
   * times: it starts once the answer is made, `delayMs` after it, so the answer
   * has left before the work competes with anything.
   */
  later(task: () => Promise<unknown>, delayMs?: number): void;
  /** This run's token for `npm run ops` through the server (ops-credential.ts); unset, no such door. */
  opsToken?: string;
}
