import { createServer, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { CONTENT_TTL_MS } from "../app/content/content-ttl.ts";
import { frontDoorVariant } from "../app/i18n/language-choice.ts";
import { PERSONAL_COOKIES, type ServiceTransport } from "../app/request-context.ts";
import { isShareablePage } from "../app/route-lookup.ts";
import { panelVariantOf } from "../app/session/login-panel-state.ts";
import {
  memorySessionStore,
  redisSessionStore,
  type SessionStore,
} from "../app/session/session-store.server.ts";
import {
  createService,
  loadServiceSettings,
  localSecret,
  mailCounts,
  newOpsToken,
  openRedis,
  poolStats,
  prepareEmbeddedDatabase,
  type Service,
  seedIfEmbedded,
  trustedProxies,
  untilReady,
  writeOpsCredential,
} from "../service/index.ts";
import { type Config, loadConfig } from "./config.ts";
import { routeConsoleToLog } from "./console-to-log.ts";
import { openContentDataset } from "./content-dataset.ts";
import { type ContentPurgeChannel, localPurges, redisPurges } from "./content-purges.ts";
import { fastPaths } from "./fast-paths.ts";
import { gracefulStop } from "./graceful-stop.ts";
import { hardenServer } from "./harden-server.ts";
import type { ReadinessCheck } from "./health.ts";
import { healthProbes } from "./health.ts";
import { createHttpApp } from "./http.ts";
import { loopbackOf } from "./loopback.ts";
import { createMetrics } from "./metrics.ts";
import { createPageCache } from "./page-cache.ts";
import { loopbackFill } from "./page-fill.ts";
import { pageCheck, readinessChecks, redisCheck } from "./readiness.ts";
import { createLogger, logRequest } from "./request-log.ts";
import { inProcessTransport, remoteTransport } from "./service-transport.ts";

export interface StartOptions {
  /** The operator declared a deployment (NODE_ENV=production): secrets must come from the environment. */
  deployment: boolean;
  /** Serve through Vite with hot reload instead of the production build. */
  dev?: boolean;
}

/** Fills in what the embedded defaults generate (only when not a deployment). */
function withLocalSecrets(config: Config): Config {
  if (config.requireSecretsFromEnvironment) return config;
  const sessionSecrets = config.sessionSecrets ?? [localSecret(config.dataDir, "SESSION_SECRET")];
  process.env.SESSION_SECRET = sessionSecrets.join(",");
  return {
    ...config,
    sessionSecrets,
    content: {
      ...config.content,
      webhookSecret:
        config.content.webhookSecret ?? localSecret(config.dataDir, "SANITY_WEBHOOK_SECRET"),
      previewSecret:
        config.content.previewSecret ?? localSecret(config.dataDir, "SANITY_PREVIEW_SECRET"),
    },
  };
}

/** The bundled service API, unless SERVICE_API_URL points the site at another server. */
async function connectServiceApi(
  config: Config,
  deployment: boolean,
): Promise<{
  service?: Service;
  serviceTransport: ServiceTransport;
  serviceApiUrl?: string;
  opsDoor?: { token: string; dataDir: string };
}> {
  if (config.serviceApiUrl) {
    return {
      serviceTransport: remoteTransport(config.serviceApiUrl),
      serviceApiUrl: config.serviceApiUrl,
    };
  }
  const settings = loadServiceSettings(process.env, { deployment });
  prepareEmbeddedDatabase(settings, deployment);
  // With the embedded database this process is its only owner: `npm run ops` comes through it.
  const opsToken = settings.databaseUrl ? undefined : newOpsToken();
  const service = await createService({ settings, opsToken });
  await seedIfEmbedded(service.db, settings);
  const opsDoor = opsToken ? { token: opsToken, dataDir: settings.dataDir } : undefined;
  return { service, serviceTransport: inProcessTransport(service), opsDoor };
}

/** Sessions where every instance sees them: Redis when REDIS_URL is set, else this process (decision 0027). */
function openSessionStore(config: Config): {
  store: SessionStore;
  /** What /readyz asks about it. */
  checks: ReadinessCheck[];
  /** Resolves once Redis answers, or after 5 s: a site whose Redis is away still starts. */
  ready: Promise<void>;
  close(): void;
} {
  if (!config.redisUrl)
    return { store: memorySessionStore(), checks: [], ready: Promise.resolve(), close() {} };
  // While Redis is away a session cannot be checked: the pages say so at once (503 with words).
  const redis = openRedis(config.redisUrl, "Session store");
  const ready = untilReady(redis);
  return {
    store: redisSessionStore(redis),
    checks: [redisCheck(redis)],
    ready,
    close: () => redis.disconnect(),
  };
}

export async function startServer(options: StartOptions): Promise<Server> {
  const config = withLocalSecrets(loadConfig(process.env, { deployment: options.deployment }));
  // Readable lines in a terminal (or LOG_FORMAT=pretty), JSON otherwise (a deployment's collector).
  const logger = createLogger({
    level: config.log.level,
    readable: (config.log.format ?? (process.stdout.isTTY ? "pretty" : "json")) === "pretty",
  });
  // Every other line through the same log; under Vite (development) its own output stays as it is.
  if (!options.dev) routeConsoleToLog(logger);
  const root = process.cwd();
  const { opsDoor, ...api } = await connectServiceApi(config, options.deployment);
  const proxies = trustedProxies(config.trustProxy);
  const sessionStore = openSessionStore(config);
  // Without a commands queue, a request before Redis is connected would find no session.
  await sessionStore.ready;
  const contentPurges: ContentPurgeChannel = config.redisUrl
    ? redisPurges(config.redisUrl)
    : localPurges();
  // A dataset of the team's own (CONTENT_DATASET), checked before the first request reads it.
  const dataset = config.contentDataset
    ? await openContentDataset(config.contentDataset, config.dataDir)
    : undefined;
  const appSettings = {
    contentPurges,
    sessionSecrets: config.sessionSecrets ?? [],
    secureCookies: config.requireSecretsFromEnvironment,
    content: { ...config.content, ...(dataset ? { dataset } : {}) },
    sessions: {
      store: sessionStore.store,
      idleSeconds: config.sessionIdleSeconds,
      maxAgeSeconds: config.sessionMaxAgeSeconds,
    },
  };
  let app: ReturnType<typeof createHttpApp>;
  if (options.dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app = createHttpApp({
      mode: "development",
      ...api,
      appSettings,
      proxies,
      contentImagesDir: dataset?.imagesDir,
      viteMiddleware: viteServer.middlewares,
      build: () =>
        viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
  } else {
    const buildFile = path.join(root, "build", "server", "index.js");
    const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
    app = createHttpApp({
      mode: config.mode === "development" ? "production" : config.mode,
      ...api,
      appSettings,
      proxies,
      contentImagesDir: dataset?.imagesDir,
      build,
      clientDir: path.join(root, "build", "client"),
    });
  }

  // The home page's render (content available) is checked on the production build, not under Vite.
  const pageRenders = options.dev ? [] : [pageCheck(loopbackFill(() => server.address()))];
  const probes = healthProbes({
    checks: [...readinessChecks(api.service?.db), ...sessionStore.checks, ...pageRenders],
    stopping: () => stopper.stopping,
  });
  // Anonymous pages from memory, in front of Express (decision 0028); not under Vite.
  let fast: ReturnType<typeof fastPaths> | undefined;
  const db = api.service?.db;
  const metrics = createMetrics({
    token: config.metricsToken,
    deployment: options.deployment,
    pool: db ? () => poolStats(db) : undefined,
    mail: db ? () => mailCounts(db) : undefined,
  });
  const server: Server = createServer((req, res) => {
    logRequest(logger, req, res, metrics.observe);
    // Stopping: this answer closes its connection, so the client's next request opens a new
    // one (the load balancer sends it elsewhere). Closing idle connections ourselves while
    // still taking requests would race a request already on its way on one (ECONNRESET).
    if (stopper.stopping) res.setHeader("connection", "close");
    if (probes(req, res) || metrics.serve(req, res)) return;
    if (!fast?.(req, res, () => app(req, res))) app(req, res);
  });
  // Told to stop: /readyz says so, and each answer from then on closes its connection.
  const stopper = gracefulStop(server, {
    drainMs: config.shutdownDrainMs,
    graceMs: config.shutdownGraceMs,
    onCutOff: () =>
      console.error("Stopping: requests still running after the grace period were cut off."),
    onClosed: () => {
      sessionStore.close();
      contentPurges.close();
      void (api.service?.close() ?? Promise.resolve()).finally(() =>
        // The last lines are written before the process ends.
        logger.flush(() => process.exit(0)),
      );
      // Closing Redis, the database or the mail queue hanging (a database gone): ended, not waited for.
      setTimeout(() => {
        console.error("Stopping: closing took too long; ending now.");
        logger.flush(() => process.exit(1));
      }, 10_000).unref();
    },
  });
  if (!options.dev) {
    const cache = createPageCache({
      fill: loopbackFill(() => server.address()),
      cacheablePath: isShareablePage,
      personalCookies: PERSONAL_COOKIES,
      // The cookies a shared page is rendered differently for: the login panel kept hidden, and
      // at `/` a language chosen with the header's link (sent there, never kept).
      variantOf: (cookie, pathname) =>
        [panelVariantOf(cookie), frontDoorVariant(cookie, pathname)].filter(Boolean).join("; "),
      ttlMs: CONTENT_TTL_MS,
      proxies,
      onFillError: (url, error) =>
        console.error(`Page cache: ${url} could not be rendered: ${error}`),
    });
    contentPurges.subscribe((tags) => cache.purge(tags));
    metrics.watchPageCache(cache);
    fast = fastPaths({ pageCache: cache, service: api.service, proxies });
  }
  server.listen(config.port, config.host);
  hardenServer(server);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const shownHost = config.host === "0.0.0.0" ? "localhost" : config.host;
  const removeOpsCredential = opsDoor
    ? writeOpsCredential(opsDoor.dataDir, {
        url: `http://${loopbackOf(server)}/service/`,
        token: opsDoor.token,
        pid: process.pid,
      })
    : () => {};
  console.log(`Portal ready at http://${shownHost}:${config.port}`);

  const stop = () => {
    // A terminal's Ctrl-C reaches this process twice when `npm start` relaunched it (the
    // launcher passes it on): the second must not cut the first short.
    if (stopper.stopping) return;
    removeOpsCredential();
    stopper.stop();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  return server;
}
