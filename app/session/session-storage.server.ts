import { randomBytes } from "node:crypto";
import { createSessionStorage, type Session, type SessionStorage } from "react-router";
import { type AppSettings, SESSION_COOKIE } from "~/request-context";
import type { PageStatus } from "~/shell/page-status-data";
import type { SessionOrigin } from "./session-origin.server";
import { memorySessionStore, type SessionRecord, type SessionStore } from "./session-store.server";

export interface SessionData {
  access: string;
  refresh: string;
  userId: string;
  /** Where the sign-in was made (decision 0062). */
  origin: SessionOrigin;
}

export interface SessionFlash {
  toast: string;
  notice: string;
  status: PageStatus;
}

export type PortalSession = Session<SessionData, SessionFlash>;

const SESSION_IDLE_SECONDS = 2 * 60 * 60;
const SESSION_MAX_AGE_SECONDS = 24 * 60 * 60;

/** Bounds the writes, not the timeout. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionSettings {
  store: SessionStore;
  idleSeconds: number;
  maxAgeSeconds: number;
}

const defaultStore = memorySessionStore();

export function sessionSettingsOf(settings: AppSettings): SessionSettings {
  return {
    store: settings.sessions?.store ?? defaultStore,
    idleSeconds: settings.sessions?.idleSeconds ?? SESSION_IDLE_SECONDS,
    maxAgeSeconds: settings.sessions?.maxAgeSeconds ?? SESSION_MAX_AGE_SECONDS,
  };
}

function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

function secondsLeft(record: SessionRecord, settings: SessionSettings, now: number): number {
  const idleEnds = record.seenAt + settings.idleSeconds * 1000;
  const lifeEnds = record.createdAt + settings.maxAgeSeconds * 1000;
  return (Math.min(idleEnds, lifeEnds) - now) / 1000;
}

function userIdOf(data: Record<string, unknown>): string | null {
  return typeof data.userId === "string" && data.userId ? data.userId : null;
}

export function storageOver(
  settings: SessionSettings,
  cookie: { name: string; secure: boolean; secrets: string[] },
): SessionStorage<SessionData, SessionFlash> {
  const { store } = settings;
  return createSessionStorage<SessionData, SessionFlash>({
    cookie: {
      name: cookie.name,
      httpOnly: true,
      sameSite: "lax",
      secure: cookie.secure,
      path: "/",
      maxAge: settings.maxAgeSeconds,
      secrets: cookie.secrets,
    },
    async createData(data) {
      const id = newSessionId();
      const now = Date.now();
      const record: SessionRecord = {
        data: data as Record<string, unknown>,
        userId: userIdOf(data as Record<string, unknown>),
        createdAt: now,
        seenAt: now,
      };
      await store.set(id, record, secondsLeft(record, settings, now));
      return id;
    },
    async readData(id) {
      const record = await store.get(id);
      if (!record) return null;
      const now = Date.now();
      const left = secondsLeft(record, settings, now);
      if (left <= 0) {
        await store.delete(id);
        return null;
      }
      if (now - record.seenAt >= TOUCH_EVERY_MS) {
        const touched = { ...record, seenAt: now };
        await store.set(id, touched, secondsLeft(touched, settings, now));
      }
      return record.data as Partial<SessionData>;
    },
    async updateData(id, data) {
      const record = await store.get(id);
      // Ended meanwhile (sign out everywhere elsewhere): never bring it back.
      if (!record) return;
      const now = Date.now();
      const next: SessionRecord = {
        ...record,
        data: data as Record<string, unknown>,
        userId: userIdOf(data as Record<string, unknown>),
        seenAt: now,
      };
      const left = secondsLeft(next, settings, now);
      if (left > 0) await store.set(id, next, left);
    },
    async deleteData(id) {
      await store.delete(id);
    },
  });
}

const storages = new WeakMap<
  SessionStore,
  Map<string, SessionStorage<SessionData, SessionFlash>>
>();

/** Only the signed id; all secrets verify, so secrets rotate. */
export function sessionStorageFor(
  settings: AppSettings,
): SessionStorage<SessionData, SessionFlash> {
  const sessions = sessionSettingsOf(settings);
  const key = `${settings.secureCookies}:${sessions.idleSeconds}:${sessions.maxAgeSeconds}:${settings.sessionSecrets.join(",")}`;
  let byKey = storages.get(sessions.store);
  if (!byKey) {
    byKey = new Map();
    storages.set(sessions.store, byKey);
  }
  let storage = byKey.get(key);
  if (!storage) {
    storage = storageOver(sessions, {
      name: settings.secureCookies ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE,
      secure: settings.secureCookies,
      secrets: settings.sessionSecrets,
    });
    byKey.set(key, storage);
  }
  return storage;
}
