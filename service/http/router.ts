import { describeFailure, isDependencyDown, RETRY_AFTER_SECONDS } from "./dependency-down.ts";
import { ApiError, fail } from "./responses.ts";

type Params = Record<string, string>;

/** The largest id a row can have (PostgreSQL integer). */
const MAX_ID = 2_147_483_647;
export type Handler<C> = (request: Request, context: C, params: Params) => Promise<Response>;

interface Route<C> {
  pattern: RegExp;
  keys: string[];
  handlers: Map<string, Handler<C>>;
}

/**
 * Method-and-path routing for the API. Paths are written as in spec §7,
 * trailing slash included ("api/propmtservice/:id/"); `:id` matches digits only,
 * so "/api/propmtservice/abc/" is a 404 like any unknown path.
 */
export function createRouter<C>() {
  const routes: Route<C>[] = [];

  function add(method: string, path: string, handler: Handler<C>) {
    let route = routes.find((candidate) => candidate.pattern.source === toPattern(path).source);
    if (!route) {
      const keys = [...path.matchAll(/:([a-z_]+)/g)].map((match) => match[1] as string);
      route = { pattern: toPattern(path), keys, handlers: new Map() };
      routes.push(route);
    }
    route.handlers.set(method, handler);
  }

  async function handle(request: Request, path: string, context: C): Promise<Response> {
    try {
      for (const route of routes) {
        const match = route.pattern.exec(path);
        if (!match) continue;
        const method = request.method === "HEAD" ? "GET" : request.method;
        const handler = route.handlers.get(method);
        if (!handler) throw fail.methodNotAllowed(request.method, [...route.handlers.keys()]);
        const params = Object.fromEntries(
          route.keys.map((key, index) => [key, match[index + 1] ?? ""]),
        );
        // Ids are PostgreSQL integers: one that no row can have is "Not found.", like DRF's.
        if (Object.values(params).some((value) => Number(value) > MAX_ID)) throw fail.notFound();
        return await handler(request, context, params);
      }
      throw fail.notFound();
    } catch (error) {
      if (error instanceof ApiError) return error.toResponse();
      if (isDependencyDown(error)) {
        // One line, not a stack: while a dependency is away every request would print one.
        console.error(
          `service: ${request.method} ${path}: a dependency is unavailable: ${describeFailure(error)}`,
        );
        return fail.unavailable(RETRY_AFTER_SECONDS).toResponse();
      }
      console.error("service: unhandled error", error);
      return new Response(JSON.stringify({ detail: "A server error occurred." }), {
        status: 500,
        headers: { "content-type": "application/json" },
      });
    }
  }

  return { add, handle };
}

function toPattern(path: string): RegExp {
  const source = path
    .replace(/^\//, "")
    .split("/")
    .map((part) =>
      part === ":file"
        ? // A stored file's key (service/storage/file-storage.ts): never a path.
          "([a-z0-9][a-z0-9-]{0,99}\\.(?:webp|pdf))"
        : part.startsWith(":")
          ? "(\\d{1,10})"
          : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${source}$`);
}
