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
import { openRedis, untilReady } from "../pubsub/redis-connection.ts";
import {
  createService,
  loadServiceSettings,
  localSecret,
  mailCounts,
  newOpsToken,
  poolStats,
  prepareEmbeddedDatabase,
  type Service,
  seedIfEmbedded,
  trustedProxies,
  writeOpsCredential,
} from "../service/index.ts";
import { type Config, loadConfig } from "./config.ts";
import { routeConsoleToLog } from "./console-to-log.ts";
import { openContentDataset } from "./content-dataset.ts";
import { createContentImages } from "./content-images.ts";
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
import {
  BROWSER_IMAGE_ACCEPT,
  createRenditionsAhead,
  PAGES_AHEAD,
  pageReader,
} from "./renditions-ahead.ts";
import { createLogger, logRequest } from "./request-log.ts";
import { inProcessTransport, remoteTransport } from "./service-transport.ts";

export interface StartOptions {
  /** NODE_ENV=production: secrets must come from the environment. */
  deployment: boolean;
  dev?: boolean;
}

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
  // The embedded database's only owner is this process: `npm run ops` comes through it.
  const opsToken = settings.databaseUrl ? undefined : newOpsToken();
  const service = await createService({ settings, opsToken });
  await seedIfEmbedded(service.db, settings);
  const opsDoor = opsToken ? { token: opsToken, dataDir: settings.dataDir } : undefined;
  return { service, serviceTransport: inProcessTransport(service), opsDoor };
}

/** Redis when REDIS_URL is set, else this process (decision 0027). */
function openSessionStore(config: Config): {
  store: SessionStore;
  checks: ReadinessCheck[];
  /** Resolves after 5 s at most: a site whose Redis is away still starts. */
  ready: Promise<void>;
  close(): void;
} {
  if (!config.redisUrl)
    return { store: memorySessionStore(), checks: [], ready: Promise.resolve(), close() {} };
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
  const logger = createLogger({
    level: config.log.level,
    readable: (config.log.format ?? (process.stdout.isTTY ? "pretty" : "json")) === "pretty",
  });
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
  const contentImages = createContentImages({
    dir: dataset?.imagesDir ?? path.resolve(root, "content/images"),
  });
  let app: ReturnType<typeof createHttpApp>;
  if (options.dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app = createHttpApp({
      mode: "development",
      ...api,
      appSettings,
      proxies,
      placeHeader: config.placeHeader,
      contentImages,
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
      placeHeader: config.placeHeader,
      contentImages,
      build,
      clientDir: path.join(root, "build", "client"),
    });
  }

  const pageRenders = options.dev ? [] : [pageCheck(loopbackFill(() => server.address()))];
  const probes = healthProbes({
    checks: [...readinessChecks(api.service?.db), ...sessionStore.checks, ...pageRenders],
    stopping: () => stopper.stopping,
  });
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
    // Closing idle connections ourselves would race a request already on its way (ECONNRESET).
    if (stopper.stopping) res.setHeader("connection", "close");
    if (probes(req, res) || metrics.serve(req, res)) return;
    if (!fast?.(req, res, () => app(req, res))) app(req, res);
  });
  const stopper = gracefulStop(server, {
    drainMs: config.shutdownDrainMs,
    graceMs: config.shutdownGraceMs,
    onCutOff: () =>
      console.error("Stopping: requests still running after the grace period were cut off."),
    onClosed: () => {
      sessionStore.close();
      contentPurges.close();
      void (api.service?.close() ?? Promise.resolve()).finally(() =>
        logger.flush(() => process.exit(0)),
      );
      // A closing that hangs (a database gone) is not waited for.
      setTimeout(() => {
        console.error("Stopping: closing took too long; ending now.");
        logger.flush(() => process.exit(1));
      }, 10_000).unref();
    },
  });
  // With Sanity, pictures come from its CDN: none to make here.
  const ahead =
    options.dev || config.content.sanity || !config.picturesAhead
      ? undefined
      : createRenditionsAhead({
          pages: PAGES_AHEAD,
          readPage: pageReader(loopbackFill(() => server.address())),
          make: (url) => contentImages.makeAhead(url, BROWSER_IMAGE_ACCEPT),
        });
  if (ahead) contentPurges.subscribe(() => ahead.publish());
  if (!options.dev) {
    const cache = createPageCache({
      fill: loopbackFill(() => server.address()),
      cacheablePath: isShareablePage,
      personalCookies: PERSONAL_COOKIES,
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
  // Readiness never waits for it: a visitor before it ends makes or waits for a rendition as before.
  ahead?.start();

  const stop = () => {
    // Ctrl-C arrives twice when `npm start` relaunched this process: the second must not cut short.
    if (stopper.stopping) return;
    ahead?.stop();
    removeOpsCredential();
    stopper.stop();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  return server;
}
