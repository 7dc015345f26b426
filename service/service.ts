import path from "node:path";
import { localBroadcast, redisBroadcast } from "../pubsub/broadcast.ts";
import { openRedis, untilReady } from "../pubsub/redis-connection.ts";
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
import { createLimiter } from "./rate-limit/limiter.ts";
import type { ServiceSettings } from "./settings.ts";
import { databaseStorage, withEarlierStorage } from "./storage/database-storage.ts";
import { ensureDemoFiles } from "./storage/demo-files.ts";
import { localDiskStorage } from "./storage/file-storage.ts";

interface RequestInfo {
  /** X-Forwarded-For from a trusted proxy, else the peer. */
  clientAddress: string;
  /** Absent for calls inside the process. */
  peerAddress?: string;
  /**
   * The site's origin ("https://portal.example") as the host saw the visitor's request: given by
   * the site in-process, or taken from a trusted proxy's X-Forwarded-Proto and -Host. Passkeys
   * need it when SITE_URL is not set.
   */
  siteOrigin?: string;
}

export interface Service {
  handle(request: Request, info: RequestInfo): Promise<Response>;
  /** GET app/me/ without a Web Request or Response: the host's fast path (decision 0028). */
  me(authorization: string | null, info: RequestInfo): Promise<PlainResponse>;
  readonly db: ServiceDb;
  close(): Promise<void>;
}

export interface ServiceOptions {
  settings: ServiceSettings;
  /** Default "/"; the site's host strips its `/service` mount first. */
  basePath?: string;
  database?: DatabaseTarget;
  mailTransport?: MailTransport;
  owner?: string;
  opsToken?: string;
}

export function databaseTargetFor(settings: ServiceSettings): DatabaseTarget {
  return settings.databaseUrl
    ? { kind: "postgres", url: settings.databaseUrl }
    : { kind: "pglite", dataDir: path.join(settings.dataDir, "pglite") };
}

export async function createService(options: ServiceOptions): Promise<Service> {
  const { settings } = options;
  const target = options.database ?? databaseTargetFor(settings);
  if (target.kind === "pglite" && target.dataDir && !target.instance) {
    await waitForDataDir(target.dataDir);
  }
  const db = openDatabase(target, options.owner ?? "the portal server");
  await migrate(db);
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
  // Instances sharing a PostgreSQL keep files there, so each serves any upload (decision 0040).
  const disk = localDiskStorage(path.join(settings.dataDir, "files"));
  // Reading both places lets a backup of either kind restore with its files.
  const files =
    target.kind === "postgres"
      ? withEarlierStorage(databaseStorage(db), disk)
      : withEarlierStorage(disk, databaseStorage(db));
  await ensureDemoFiles(files);
  const tokens = createTokenSigner(settings);
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
    siteOrigin: info.siteOrigin ?? "",
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
      // Deferred work starts after the answer, so its timing cannot tell a known account from
      // an unknown one.
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
