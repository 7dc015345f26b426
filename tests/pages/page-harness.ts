import { RouterContextProvider } from "react-router";
import { previewMiddleware } from "../../app/content/preview.server.ts";
import {
  type AppSettings,
  appSettingsContext,
  type ContentSettings,
  type ServiceTransport,
  serviceTransportContext,
} from "../../app/request-context.ts";
import { remoteTransport } from "../../server/service-transport.ts";
import { FAKE_SERVICE_URL } from "../msw/handlers.ts";

/**
 * Runs a route module's loader (or action) the way React Router does for a
 * document request: the host's contexts, the preview middleware, and the
 * thrown Response (404, 503, a redirect) caught and returned.
 */
export const PAGE_SECRETS = ["p".repeat(40)];

export interface PageRequest {
  path: string;
  pattern: string;
  params?: Record<string, string>;
  content?: ContentSettings;
  transport?: ServiceTransport;
  init?: RequestInit;
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

export async function runRoute<T>(
  fn: RouteFunction,
  request: PageRequest,
): Promise<{ data: T; response: null } | { data: null; response: Response }> {
  const url = new URL(request.path, "http://site.test");
  const context = new RouterContextProvider();
  context.set(appSettingsContext, pageSettings(request.content));
  context.set(
    serviceTransportContext,
    request.transport ?? remoteTransport(FAKE_SERVICE_URL, 1000),
  );
  const req = new Request(url, request.init);
  const args = {
    request: req,
    context,
    params: request.params ?? {},
    url,
    pattern: request.pattern,
  };
  let data: unknown = null;
  let response: Response | null = null;
  await previewMiddleware(args as never, async () => {
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
  });
  return response ? { data: null, response } : { data: data as T, response: null };
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

/** A service API that never answers: the slider and the header must not take a page down. */
export const DEAD_SERVICE: ServiceTransport = {
  fetch: () => Promise.reject(new TypeError("fetch failed")),
};
