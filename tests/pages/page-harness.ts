import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { previewMiddleware } from "../../app/content/preview.server.ts";
import { languageMiddleware } from "../../app/i18n/request-language.server.ts";
import {
  type AppSettings,
  appSettingsContext,
  type ContentSettings,
  type ServiceTransport,
  serviceTransportContext,
} from "../../app/request-context.ts";
import { createServiceApi } from "../../app/service-api/service-api.server.ts";
import {
  type CurrentSession,
  currentSession,
  sessionMiddleware,
} from "../../app/session/current-session.server.ts";
import { sessionStorageFor } from "../../app/session/session-storage.server.ts";
import { inProcessTransport } from "../../server/service-transport.ts";
import type { ServiceDb } from "../../service/index.ts";
import { DEMO_PASSWORD } from "../../service/seed/data.ts";
import { recording } from "../support/service-faults.ts";
import { startTestService, type TestService, withSecondFactor } from "../support/test-service.ts";

/**
 * Runs a route module's loader (or action) the way React Router does for a
 * document request: the host's contexts, the preview middleware, and the
 * thrown Response (404, 503, a redirect) caught and returned; the service API
 * is the real service, in-process, on the worker's embedded database.
 */
const PAGE_SECRETS = ["p".repeat(40)];

export interface PageRequest {
  path: string;
  pattern: string;
  params?: Record<string, string>;
  content?: ContentSettings;
  transport?: ServiceTransport;
  init?: RequestInit;
  /** Signed in as this demo account (through the transport's auth/jwt/create/). */
  as?: string;
  /** False: the password alone, no second factor proved (the staff console refuses it). */
  secondFactor?: false;
}

type RouteFunction = (args: {
  request: Request;
  context: RouterContextProvider;
  params: Record<string, string>;
  url: URL;
  pattern: string;
}) => unknown;

export function pageSettings(content: ContentSettings = {}): AppSettings {
  return { sessionSecrets: PAGE_SECRETS, secureCookies: false, content };
}

export interface RouteService {
  /** The running service: its database, its outbox. */
  readonly t: TestService;
  readonly db: ServiceDb;
  /** The service as the site reaches it in-process (the default of runRoute). */
  readonly transport: ServiceTransport;
}

let running: TestService | undefined;

/**
 * Starts the real service for this file's route tests: once for the file, or
 * before each test (`"test"`) where tests change what it holds. Each start
 * finds the seed's rows and nothing else.
 */
export function realService(fresh: "file" | "test" = "file"): RouteService {
  (fresh === "test" ? beforeEach : beforeAll)(async () => {
    running = await startTestService();
  });
  (fresh === "test" ? afterEach : afterAll)(async () => {
    await running?.close();
    running = undefined;
  });
  return {
    get t() {
      return runningService();
    },
    get db() {
      return runningService().service.db;
    },
    get transport() {
      return serviceTransport();
    },
  };
}

/**
 * The service as one test's site reaches it: every call recorded in `calls`
 * ("GET api/orders/"), and the faults the test adds
 * (`site.transport = withFault(site.transport, …)`), set back before each test.
 */
export function recordedSite(service: RouteService): {
  transport: ServiceTransport;
  readonly calls: string[];
} {
  const site = { transport: NO_SERVICE, calls: [] as string[] };
  beforeEach(() => {
    site.calls.length = 0;
    site.transport = recording(service.transport, site.calls);
  });
  return site;
}

function runningService(): TestService {
  if (!running) throw new Error("No service runs: call realService() in the test file.");
  return running;
}

/** A file that runs no service: a page that calls it finds it unavailable. */
const NO_SERVICE: ServiceTransport = {
  fetch: () => Promise.reject(new Error("No service runs in this test file (realService()).")),
};

/** The running service, in-process, as the host hands it to the site. */
function serviceTransport(): ServiceTransport {
  return inProcessTransport(runningService().service);
}

/** The session cookie of a demo account signed in through `transport`. */
export async function signedInCookie(
  email: string,
  transport: ServiceTransport = serviceTransport(),
  { secondFactor = true }: { secondFactor?: boolean } = {},
): Promise<string> {
  const answer = await createServiceApi(transport).login(email, DEMO_PASSWORD);
  if (answer.kind !== "ok")
    throw new Error(`${email} could not sign in: ${JSON.stringify(answer)}`);
  // As if the code was entered: the code page is walked by its own tests.
  const tokens =
    secondFactor && running ? await withSecondFactor(running, answer.data.access) : answer.data;
  const storage = sessionStorageFor(pageSettings());
  const session = await storage.getSession();
  session.set("access", tokens.access);
  session.set("refresh", tokens.refresh ?? "");
  return (await storage.commitSession(session)).split(";")[0] as string;
}

export interface RouteRun<T> {
  data: T | null;
  response: Response | null;
  /** The session as the route left it (flashed toasts and notices, the user). */
  session: CurrentSession;
  /** The Set-Cookie the response carries, if the session changed. */
  setCookie: string | null;
}

export async function runRoute<T>(
  fn: RouteFunction,
  request: PageRequest,
): Promise<
  ({ data: T; response: null } | { data: null; response: Response }) &
    Omit<RouteRun<T>, "data" | "response">
> {
  const url = new URL(request.path, "http://site.test");
  const context = new RouterContextProvider();
  context.set(appSettingsContext, pageSettings(request.content));
  const transport = request.transport ?? (running ? serviceTransport() : NO_SERVICE);
  context.set(serviceTransportContext, transport);
  const headers = new Headers(request.init?.headers);
  if (request.as) {
    const cookie = await signedInCookie(request.as, transport, {
      secondFactor: request.secondFactor ?? true,
    });
    headers.set("cookie", cookie);
  }
  const req = new Request(url, { ...request.init, headers });
  const args = {
    request: req,
    context,
    params: request.params ?? {},
    url,
    pattern: request.pattern,
  };
  let data: unknown = null;
  let response: Response | null = null;
  let session: CurrentSession | undefined;
  const outer = (await sessionMiddleware(
    args as never,
    async () =>
      (await languageMiddleware(
        args as never,
        async () =>
          (await previewMiddleware(args as never, async () => {
            session = currentSession(context);
            try {
              data = await fn(args);
            } catch (thrown) {
              if (thrown instanceof Response) response = thrown;
              else if (isDataWithResponseInit(thrown)) {
                response = new Response(JSON.stringify(thrown.data), thrown.init ?? undefined);
              } else throw thrown;
            }
            if (data instanceof Response) {
              response = data;
              data = null;
            }
            return new Response(null);
          })) as Response,
      )) as Response,
  )) as Response;
  const rest = { session: session as CurrentSession, setCookie: outer.headers.get("set-cookie") };
  return response
    ? { data: null, response, ...rest }
    : { data: data as T, response: null, ...rest };
}

function isDataWithResponseInit(
  value: unknown,
): value is { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: string }).type === "DataWithResponseInit"
  );
}
