import path from "node:path";
import { createApi } from "./api.ts";
import { createTokenSigner } from "./auth/tokens.ts";
import { createUserCache, EVERY_USER, USER_PURGE_CHANNEL } from "./auth/user-cache.ts";
import type { ServiceContext } from "./context.ts";
import { waitForDataDir } from "./db/data-dir-lock.ts";
import { type DatabaseTarget, migrate, openDatabase, type ServiceDb } from "./db/database.ts";
import { meFromHeader } from "./endpoints/users.ts";
import type { PlainResponse } from "./http/responses.ts";
import { createMailQueue } from "./mail/mail-queue.ts";
import { createMailTransport, type MailTransport } from "./mail/mailer.ts";
import { localBroadcast, redisBroadcast } from "./pubsub/broadcast.ts";
import { openRedis, untilReady } from "./pubsub/redis-connection.ts";
import { createLimiter } from "./rate-limit/limiter.ts";
import type { ServiceSettings } from "./settings.ts";
import { databaseStorage, withEarlierStorage } from "./storage/database-storage.ts";
import { ensureDemoFiles } from "./storage/demo-files.ts";
import { localDiskStorage } from "./storage/file-storage.ts";

interface RequestInfo {
  /** The caller's address, for rate limits (X-Forwarded-For from a trusted proxy, else the peer). */
  clientAddress: string;
  /** The address that connected, whatever it forwarded; absent for calls inside the process. */
  peerAddress?: string;
}

export interface Service {
  /** Answers one API request; its path must start with `basePath` (see ServiceOptions). */
  handle(request: Request, info: RequestInfo): Promise<Response>;
  /**
   * GET app/me/ from its Authorization header: the answer `handle` gives,
   * without a Web Request or Response (the host's fast path, decision 0028).
   */
  me(authorization: string | null, info: RequestInfo): Promise<PlainResponse>;
  readonly db: ServiceDb;
  /** Waits for work started after responses, sends the mail due (a few seconds at most), closes the database. */
  close(): Promise<void>;
}

export interface ServiceOptions {
  settings: ServiceSettings;
  /**
   * The path the API answers under (default "/"). The site's host strips its
   * `/service` mount before handing a request over, so there it is "/" too.
   */
  basePath?: string;
  /** Overrides where the data lives (tests use an in-memory copy). */
  database?: DatabaseTarget;
  /** Sends the mail queue's messages (default: SMTP_URL's server, else the outbox folder). */
  mailTransport?: MailTransport;
  /** Who opens an embedded database's folder, for the words another process gets (default: the portal server). */
  owner?: string;
  /** This run's token for `npm run ops` through the server (ops-credential.ts). */
  opsToken?: string;
}

export function databaseTargetFor(settings: ServiceSettings): DatabaseTarget {
  return settings.databaseUrl
    ? { kind: "postgres", url: settings.databaseUrl }
    : { kind: "pglite", dataDir: path.join(settings.dataDir, "pglite") };
}

/** Opens the database, applies migrations, and returns the API as a Request → Response function. */
export async function createService(options: ServiceOptions): Promise<Service> {
  const { settings } = options;
  const target = options.database ?? databaseTargetFor(settings);
  // A server restarted right after being killed may find its old lock there for a few seconds.
  if (target.kind === "pglite" && target.dataDir && !target.instance) {
    await waitForDataDir(target.dataDir);
  }
  const db = openDatabase(target, options.owner ?? "the portal server");
  await migrate(db);
  // Rate limits where every instance counts them; while Redis is away the sign-in's and the
  // one-time codes' attempts are refused, the rest let through (service/rate-limit/limiter.ts).
  const redis = settings.redisUrl ? openRedis(settings.redisUrl, "Rate limits") : undefined;
  if (redis) await untilReady(redis);
  const limiter = createLimiter(redis);
  const mailer = createMailQueue(
    db,
    options.mailTransport ??
      createMailTransport({
        smtpUrl: settings.smtpUrl,
        outboxDir: path.join(settings.dataDir, "outbox"),
        from: settings.mailFrom,
      }),
    { from: settings.mailFrom, soleWorker: target.kind === "pglite" },
  );
  // One instance on the embedded database keeps files on its disk; instances sharing a
  // PostgreSQL keep them there, so each serves what any of them took (decision 0040).
  const disk = localDiskStorage(path.join(settings.dataDir, "files"));
  // Each also reads where the other keeps files: a backup of either kind restores with its files.
  const files =
    target.kind === "postgres"
      ? withEarlierStorage(databaseStorage(db), disk)
      : withEarlierStorage(disk, databaseStorage(db));
  // The demo courses' notes are real files (a few KB), written once.
  await ensureDemoFiles(files);
  const tokens = createTokenSigner(settings);
  // A member's row changed on one instance is read afresh on all of them (Redis pub/sub).
  const userPurges = settings.redisUrl
    ? redisBroadcast(settings.redisUrl, USER_PURGE_CHANNEL, { missed: EVERY_USER })
    : localBroadcast();
  const users = createUserCache(db, { purges: userPurges });
  const api = createApi();
  const basePath = (options.basePath ?? "/").replace(/\/?$/, "/");
  const pending = new Set<Promise<unknown>>();

  function later(task: () => Promise<unknown>, delayMs = 0) {
    const start =
      delayMs > 0
        ? new Promise<void>((resolve) => setTimeout(resolve, delayMs))
        : Promise.resolve();
    const run = start
      .then(task)
      .catch((error) => console.error("service: background task failed", error))
      .finally(() => pending.delete(run));
    pending.add(run);
  }

  const contextFor = (info: RequestInfo): ServiceContext => ({
    db,
    tokens,
    users,
    limiter,
    mailer,
    files,
    settings,
    clientAddress: info.clientAddress,
    peerAddress: info.peerAddress ?? "",
    later,
    opsToken: options.opsToken,
  });

  return {
    db,
    async handle(request, info) {
      const { pathname } = new URL(request.url);
      if (!pathname.startsWith(basePath)) {
        return new Response(JSON.stringify({ detail: "Not found." }), {
          status: 404,
          headers: { "content-type": "application/json" },
        });
      }
      // Work an endpoint leaves for after its answer waits until the answer is made, and its
      // delay counts from then: a known account's reset code is made while nobody's answer
      // is being written, so the time of that answer cannot tell it from an unknown one's.
      const afterAnswer: [task: () => Promise<unknown>, delayMs: number][] = [];
      try {
        return await api.handle(request, pathname.slice(basePath.length), {
          ...contextFor(info),
          later: (task, delayMs = 0) => {
            afterAnswer.push([task, delayMs]);
          },
        });
      } finally {
        for (const [task, delayMs] of afterAnswer) later(task, delayMs);
      }
    },
    me(authorization, info) {
      return meFromHeader(authorization, contextFor(info));
    },
    async close() {
      while (pending.size > 0) await Promise.all(pending);
      await mailer.close();
      redis?.disconnect();
      userPurges.close();
      await db.destroy();
    },
  };
}
