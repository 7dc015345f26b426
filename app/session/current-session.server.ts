import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { Me } from "#contract/wire.ts";
import {
  appSettingsContext,
  clientAddressContext,
  clientPlaceContext,
  requestLogContext,
} from "~/request-context";
import { entitlementsOf } from "~/service-api/member-calls.server";
import { serviceApi } from "~/service-api/service-api.server";
import type { PageStatus } from "~/shell/page-status-data";
import { type RequestDevice, requestDevice, setDeviceCookie } from "./device.server";
import { sessionOrigin } from "./session-origin.server";
import { type PortalSession, sessionSettingsOf, sessionStorageFor } from "./session-storage.server";
import type { ShellUser } from "./shell-user";

export type { ShellUser };

export interface CurrentSession {
  session: PortalSession;
  me: Me | null;
  user: ShellUser | null;
  serviceUnavailable: boolean;
  toast: string | null;
  notice: string | null;
  status: PageStatus | null;
  /** A sign-in issues a new id. */
  retired: PortalSession[];
  /** This browser's device key and User-Agent, for the service's new-device notice. */
  device: RequestDevice;
}

const currentSessionContext = createContext<CurrentSession | null>(null);

export function currentSession(context: Readonly<RouterContextProvider>): CurrentSession {
  const current = context.get(currentSessionContext);
  if (!current) throw new Error("The session middleware has not run for this request.");
  return current;
}

function shellUser(me: Me): ShellUser {
  return {
    id: me.id,
    name: me.name,
    email: me.email,
    abc_coins: me.abc_coins,
    entitlements: entitlementsOf(me),
    ...(me.staff_role ? { staff: me.staff_role } : {}),
  };
}

/** simplejwt's `user_id` claim: read, not trusted. */
export function userIdOfToken(access: string): string {
  try {
    const payload = access.split(".")[1] ?? "";
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown;
    const id = (claims as { user_id?: unknown } | null)?.user_id;
    return typeof id === "number" || typeof id === "string" ? String(id) : "";
  } catch {
    return "";
  }
}

/** A new session id, so an id a page was given before dies. */
export function signIn(
  context: Readonly<RouterContextProvider>,
  tokens: { access: string; refresh: string | null },
) {
  const current = currentSession(context);
  const settings = context.get(appSettingsContext);
  if (!settings) throw new Error("No app settings in the request context.");
  const fresh = sessionStorageFor(settings).getSession();
  return fresh.then((session) => {
    for (const [key, value] of Object.entries(current.session.data)) {
      if (key.startsWith("__flash_")) session.set(key as never, value as never);
    }
    current.retired.push(current.session);
    current.session = session;
    storeTokens(current, tokens);
    session.set(
      "origin",
      sessionOrigin(
        current.device,
        context.get(clientAddressContext),
        context.get(clientPlaceContext),
      ),
    );
  });
}

/** Who this request's sign-in signed in, read with the new tokens; null if the service cannot say. */
export async function signedInUser(
  context: Readonly<RouterContextProvider>,
): Promise<ShellUser | null> {
  const current = currentSession(context);
  const access = current.session.get("access");
  if (!access) return null;
  const answer = await serviceApi(context).me(access);
  if (answer.kind !== "ok") return null;
  current.me = answer.data;
  current.user = shellUser(answer.data);
  return current.user;
}

/** A backend that does not rotate answers no refresh token: keep ours. */
function storeTokens(current: CurrentSession, tokens: { access: string; refresh?: string | null }) {
  current.session.set("access", tokens.access);
  const refresh = tokens.refresh || current.session.get("refresh");
  if (refresh) current.session.set("refresh", refresh);
  current.session.set("userId", userIdOfToken(tokens.access));
}

export function clearTokens(current: CurrentSession) {
  current.session.unset("access");
  current.session.unset("refresh");
  current.session.unset("userId");
  current.session.unset("origin");
  current.me = null;
  current.user = null;
}

export async function endSession(context: Readonly<RouterContextProvider>) {
  const current = currentSession(context);
  const settings = context.get(appSettingsContext);
  if (!settings) throw new Error("No app settings in the request context.");
  current.retired.push(current.session);
  current.session = await sessionStorageFor(settings).getSession();
  current.me = null;
  current.user = null;
}

export async function endEverySessionOf(
  context: Readonly<RouterContextProvider>,
  userId: string,
): Promise<number> {
  const settings = context.get(appSettingsContext);
  if (!settings || !userId) return 0;
  return sessionSettingsOf(settings).store.deleteAllOf(userId);
}

/** The store refused a write: nothing half-done reaches the person. */
function storeUnavailableResponse(): Response {
  return new Response("Sign-in is unavailable for a moment. Please try again shortly.", {
    status: 503,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": "30",
      "Cache-Control": "no-store",
    },
  });
}

/** A tampered, expired or foreign cookie is simply a signed-out visitor. */
export const sessionMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const settings = context.get(appSettingsContext);
  if (!settings) throw new Error("No app settings in the request context.");
  const storage = sessionStorageFor(settings);
  let storeDown = false;
  const session = await storage.getSession(request.headers.get("cookie")).catch((error) => {
    console.error(`Session store unavailable: ${String(error)}`);
    storeDown = true;
    return storage.getSession();
  });
  const device = await requestDevice(request, settings.secureCookies);
  const before = JSON.stringify(session.data);
  const toast = session.get("toast") ?? null;
  const notice = session.get("notice") ?? null;
  const status = session.get("status") ?? null;
  const current: CurrentSession = {
    session,
    me: null,
    user: null,
    serviceUnavailable: storeDown,
    toast,
    notice,
    status,
    retired: [],
    device,
  };

  const access = session.get("access");
  if (access) {
    const api = serviceApi(context);
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
  // A thrown 503's own headers do not reach the document's answer.
  if (response.status === 503 && !response.headers.has("Retry-After")) {
    response.headers.set("Retry-After", "30");
  }
  // An id, never an address or a token.
  const log = context.get(requestLogContext);
  if (log) log.user = current.session.get("userId") || undefined;
  for (const retired of current.retired) {
    if (retired.id) await storage.destroySession(retired).catch(() => undefined);
  }
  const changed = current.session !== session || JSON.stringify(current.session.data) !== before;
  const stale = session.id !== "" && before === "{}";
  if (!storeDown && (changed || stale)) {
    const keep = Object.keys(current.session.data).length > 0;
    try {
      response.headers.append(
        "Set-Cookie",
        keep
          ? await storage.commitSession(current.session)
          : await storage.destroySession(current.session),
      );
    } catch (error) {
      console.error(`Session store unavailable: ${String(error)}`);
      return storeUnavailableResponse();
    }
  }
  // Set on the sign-in that used it, so the next sign-in from this browser is a known device.
  if (device.fresh && current.session !== session && current.session.has("userId")) {
    response.headers.append("Set-Cookie", await setDeviceCookie(device, settings.secureCookies));
  }
  if (current.user || current.session.has("access") || session.id !== "" || changed) {
    // Nothing user-specific may be stored by a shared cache.
    response.headers.set("Cache-Control", "private, no-store");
  }
  return response;
};
