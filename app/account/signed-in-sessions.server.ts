import { createHash } from "node:crypto";
import { type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import type { FormReply } from "~/forms/form-answer";
import { parsePosted, refuse } from "~/forms/form-reply.server";
import { formatDateTime } from "~/lib/format";
import { appSettingsContext } from "~/request-context";
import { currentSession } from "~/session/current-session.server";
import type { SessionOrigin } from "~/session/session-origin.server";
import { sessionSettingsOf } from "~/session/session-storage.server";
import type { StoredSession } from "~/session/session-store.server";
import { memberRequest } from "./member.server";
import {
  SESSION_BUTTON_NOT_OURS,
  SESSION_IS_THIS_ONE,
  SESSION_NOT_FOUND,
  SESSION_STORE_DOWN,
  sessionEnded,
} from "./sessions-messages";
import { END_SESSION_INTENT, type SessionRow } from "./sessions-view";

/**
 * "Where you're signed in" (decision 0062): the member's sessions as the site's session store holds
 * them, and the End button of each other one. A page never sees a session id, only a handle derived
 * from it, looked up among the member's own sessions: a handle of someone else's matches nothing.
 */

/** 128 bits of SHA-256 of the id: names a session without giving its cookie's secret. */
export function sessionHandle(id: string): string {
  return createHash("sha256").update(`session-handle:${id}`).digest("base64url").slice(0, 22);
}

const HANDLE = /^[A-Za-z0-9_-]{22}$/;

const EndSessionSchema = z.object({
  intent: z.literal(END_SESSION_INTENT, SESSION_BUTTON_NOT_OURS),
  session: z.string(SESSION_BUTTON_NOT_OURS).regex(HANDLE, SESSION_BUTTON_NOT_OURS),
});

/** Within this, "last seen" is now: the store writes it back at most once a minute. */
const ACTIVE_NOW_MS = 2 * 60 * 1000;

function originOf(data: Record<string, unknown>): SessionOrigin | null {
  const origin = data.origin as Partial<SessionOrigin> | undefined;
  return origin && typeof origin.device === "string"
    ? { device: origin.device, network: origin.network ?? null, place: origin.place ?? null }
    : null;
}

function rowOf({ id, record }: StoredSession, currentId: string, now: number): SessionRow {
  const origin = originOf(record.data);
  return {
    handle: sessionHandle(id),
    device: origin?.device ?? "A device signed in before this list was kept",
    network: origin?.network ?? null,
    place: origin?.place ?? null,
    signedInIso: new Date(record.createdAt).toISOString(),
    signedIn: formatDateTime(new Date(record.createdAt).toISOString()),
    lastSeenIso: new Date(record.seenAt).toISOString(),
    lastSeen:
      now - record.seenAt < ACTIVE_NOW_MS
        ? "just now"
        : formatDateTime(new Date(record.seenAt).toISOString()),
    current: id === currentId,
  };
}

function storeOf(context: Readonly<RouterContextProvider>) {
  const settings = context.get(appSettingsContext);
  if (!settings) throw new Error("No app settings in the request context.");
  return sessionSettingsOf(settings).store;
}

/** This member's sessions, this one first; null when the store cannot say. */
export async function listSignedInSessions(
  context: Readonly<RouterContextProvider>,
): Promise<SessionRow[] | null> {
  const current = currentSession(context);
  const userId = current.session.get("userId");
  if (!userId) return [];
  const listed = await storeOf(context)
    .listOf(userId)
    .catch((error) => {
      console.error(`Session store unavailable: ${String(error)}`);
      return null;
    });
  if (!listed) return null;
  const now = Date.now();
  const rows = listed.map((stored) => rowOf(stored, current.session.id, now));
  return [...rows.filter((row) => row.current), ...rows.filter((row) => !row.current)];
}

export interface SessionsAnswer {
  sessions: FormReply;
}

/**
 * Ends one of the member's other sessions: gone from the store (its next request is signed out) and
 * its refresh token blacklisted at the service, so its tokens die too. Success redirects to the
 * profile with a status line; every refusal is a 4xx or 503 with words, and ends nothing.
 */
export async function endOtherSession(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  url: URL,
  pattern: string,
): Promise<{ status: number; answer: SessionsAnswer }> {
  const member = memberRequest(context, url, pattern);
  const submission = parsePosted(form, EndSessionSchema);
  const refused = (status: number, message: string) => ({
    status,
    answer: { sessions: refuse(submission, message) },
  });
  if (submission.status !== "success") return refused(400, SESSION_BUTTON_NOT_OURS);
  const current = currentSession(context);
  const userId = current.session.get("userId");
  if (!userId) return refused(404, SESSION_NOT_FOUND);
  const store = storeOf(context);
  const listed = await store.listOf(userId).catch(() => null);
  if (!listed) return refused(503, SESSION_STORE_DOWN);
  const target = listed.find(({ id }) => sessionHandle(id) === submission.value.session);
  if (!target) return refused(404, SESSION_NOT_FOUND);
  if (target.id === current.session.id) return refused(409, SESSION_IS_THIS_ONE);

  const ended = await store.delete(target.id).then(
    () => true,
    () => false,
  );
  if (!ended) return refused(503, SESSION_STORE_DOWN);
  const refresh = target.record.data.refresh;
  if (typeof refresh === "string" && refresh) {
    // Best effort: the token never left the site's store, which no longer has it.
    const answer = await member.api.logout(refresh);
    if (answer.kind === "unavailable") {
      console.error("The service could not blacklist an ended session's refresh token.");
    }
  }
  const device = originOf(target.record.data)?.device ?? "that device";
  current.session.flash("status", { tone: "result", text: sessionEnded(device) });
  throw redirect(url.pathname);
}
