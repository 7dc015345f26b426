import { createCookieSessionStorage, type Session, type SessionStorage } from "react-router";
import type { AppSettings } from "~/request-context";

/** What the session cookie holds: the spec's "locally stored" tokens, out of reach of page scripts. */
export interface SessionData {
  access: string;
  refresh: string;
}

/** One-request messages: the no-access toast after a guard's redirect. */
export interface SessionFlash {
  toast: string;
  /** A success message for the next page (a changed password). */
  notice: string;
}

export type PortalSession = Session<SessionData, SessionFlash>;

export const SESSION_MAX_AGE_SECONDS = 24 * 60 * 60;

const storages = new Map<string, SessionStorage<SessionData, SessionFlash>>();

/**
 * A signed, httpOnly, SameSite=Lax cookie; Secure and __Host- prefixed in a
 * deployment. The first secret signs; all of them verify, so secrets rotate.
 */
export function sessionStorageFor(
  settings: AppSettings,
): SessionStorage<SessionData, SessionFlash> {
  const key = `${settings.secureCookies}:${settings.sessionSecrets.join(",")}`;
  let storage = storages.get(key);
  if (!storage) {
    storage = createCookieSessionStorage<SessionData, SessionFlash>({
      cookie: {
        name: settings.secureCookies ? "__Host-portal_session" : "portal_session",
        httpOnly: true,
        sameSite: "lax",
        secure: settings.secureCookies,
        path: "/",
        maxAge: SESSION_MAX_AGE_SECONDS,
        secrets: settings.sessionSecrets,
      },
    });
    storages.set(key, storage);
  }
  return storage;
}
