import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { appSettingsContext, clientAddressContext } from "~/request-context";
import { type PortalSession, sessionStorageFor } from "./cookie-session.server";
import { entitlementsOf, type MeUser, serviceApi } from "./service-api.server";
import type { ShellUser } from "./shell-user";

export type { ShellUser };

export interface CurrentSession {
  session: PortalSession;
  me: MeUser | null;
  user: ShellUser | null;
  /** The service API did not answer when we asked who this is. */
  serviceUnavailable: boolean;
  /** A message from the previous request (the no-access toast). */
  toast: string | null;
  /** A success message from the previous request. */
  notice: string | null;
  /** Set when the cookie must be written back. */
  changed: boolean;
}

const currentSessionContext = createContext<CurrentSession | null>(null);

export function currentSession(context: Readonly<RouterContextProvider>): CurrentSession {
  const current = context.get(currentSessionContext);
  if (!current) throw new Error("The session middleware has not run for this request.");
  return current;
}

function shellUser(me: MeUser): ShellUser {
  return {
    id: me.id,
    name: me.name,
    email: me.email,
    abc_coins: me.abc_coins,
    entitlements: entitlementsOf(me),
  };
}

/** Stores a new token pair (sign-in, refresh). */
export function storeTokens(current: CurrentSession, tokens: { access: string; refresh: string }) {
  current.session.set("access", tokens.access);
  current.session.set("refresh", tokens.refresh);
  current.changed = true;
}

/** Forgets the tokens and the user (sign-out, a token the service refuses). */
export function clearTokens(current: CurrentSession) {
  current.session.unset("access");
  current.session.unset("refresh");
  current.me = null;
  current.user = null;
  current.changed = true;
}

/**
 * Once per request: read the session cookie, ask the service API who this
 * is (refreshing an expired access token), run the route, then write the
 * cookie back if it changed. A tampered, expired or foreign cookie is
 * simply a signed-out visitor.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const settings = context.get(appSettingsContext);
  if (!settings) throw new Error("No app settings in the request context.");
  const storage = sessionStorageFor(settings);
  const session = await storage.getSession(request.headers.get("cookie"));
  const toast = session.get("toast") ?? null;
  const notice = session.get("notice") ?? null;
  const current: CurrentSession = {
    session,
    me: null,
    user: null,
    serviceUnavailable: false,
    toast,
    notice,
    changed: toast !== null || notice !== null,
  };

  const access = session.get("access");
  if (access) {
    const api = serviceApi(context, context.get(clientAddressContext));
    let answer = await api.me(access);
    const refresh = session.get("refresh");
    if (answer.kind === "rejected" && answer.status === 401 && refresh) {
      const renewed = await api.refresh(refresh);
      if (renewed.kind === "ok") {
        storeTokens(current, renewed.data);
        answer = await api.me(renewed.data.access);
      } else {
        answer =
          renewed.kind === "unavailable"
            ? renewed
            : { kind: "rejected", status: 401, data: null, retryAfter: null };
      }
    }
    if (answer.kind === "ok") {
      current.me = answer.data;
      current.user = shellUser(answer.data);
    } else if (answer.kind === "rejected") {
      clearTokens(current);
    } else {
      current.serviceUnavailable = true;
    }
  }
  context.set(currentSessionContext, current);

  const response = await next();
  if (current.changed) {
    const hasTokens = current.session.has("access");
    response.headers.append(
      "Set-Cookie",
      hasTokens || current.session.has("toast") || current.session.has("notice")
        ? await storage.commitSession(current.session)
        : await storage.destroySession(current.session),
    );
  }
  if (current.user || current.session.has("access")) {
    // Nothing user-specific may be stored by a shared cache.
    response.headers.set("Cache-Control", "private, no-store");
  }
  return response;
};
