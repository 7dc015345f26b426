import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { useSubmit } from "react-router";
import type { Credentials } from "./session-machine";
import type { SessionActorRef } from "./session-runtime";
import { type SessionView, settledStart } from "./session-start";
import type { ShellUser } from "./shell-user";

/** Signs in at the server; a refusal rejects with the server's answer (kept as loginError). */
async function signIn(credentials: Credentials): Promise<unknown> {
  const response = await fetch("/session", {
    method: "POST",
    headers: { accept: "application/json" },
    body: new URLSearchParams({ username: credentials.username, password: credentials.password }),
  });
  const body: unknown = await response.json().catch(() => ({
    ok: false,
    lines: ["Service temporarily unavailable, please try again."],
  }));
  // A refusal answers 200 with `ok: false` (decision 0045); a 4xx or 5xx is one too.
  if (!response.ok || (body as { ok?: unknown } | null)?.ok === false) throw body;
  return body;
}

/** Asks the server who this is (the spec's session check). */
async function checkSession(): Promise<ShellUser> {
  const response = await fetch("/session", { headers: { accept: "application/json" } });
  const body = (await response.json()) as { user: ShellUser | null };
  if (!response.ok || !body.user) throw new Error("signed out");
  return body.user;
}

interface SessionHolder {
  /** The running machine, once its chunk has loaded; null before (and on the server). */
  actor: SessionActorRef | null;
  /** Where the machine starts for this page's server answer: what shows until it runs. */
  start: SessionView;
}

const SessionContext = createContext<SessionHolder | null>(null);

function useHolder(): SessionHolder {
  const holder = useContext(SessionContext);
  if (!holder) throw new Error("Session hooks need a <SessionProvider> above them.");
  return holder;
}

const noSubscription = () => () => {};

/**
 * Reads the session machine (spec §3, §4): its snapshot once it runs, its
 * settled start before that. `select` must return a stable value for an
 * unchanged snapshot (a field, a boolean), as with any external store.
 */
export function useSessionSelector<T>(select: (view: SessionView) => T): T {
  const { actor, start } = useHolder();
  return useSyncExternalStore(
    actor ? (onChange) => actor.subscribe(onChange).unsubscribe : noSubscription,
    () => select(actor ? actor.getSnapshot() : start),
    () => select(start),
  );
}

/** The running machine, to send it events; null until it has loaded (forms then post themselves). */
export function useSessionActor(): SessionActorRef | null {
  return useHolder().actor;
}

/** The signed-in user as the machine knows it. */
export function useSessionUser(): ShellUser | null {
  return useSessionSelector((view) => view.context.user);
}

/**
 * Provides the session machine, started from the server's answer for this
 * page. XState and the machine load after the first paint (decision 0028);
 * until then readers see where it starts, and forms work as without
 * JavaScript. Another person's answer (sign-in, sign-out) starts it again;
 * a new answer for the same person (after an order or a profile edit)
 * updates its user, so focus and form state survive.
 */
export function SessionProvider({
  user,
  hasSession,
  children,
}: {
  user: ShellUser | null;
  hasSession: boolean;
  children: ReactNode;
}) {
  const submit = useSubmit();
  const [actor, setActor] = useState<SessionActorRef | null>(null);
  const key = user ? `user:${user.id}` : `anonymous:${hasSession}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new machine per person (key), not per answer
  const start = useMemo(() => settledStart({ user, hasSession }), [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new machine per person (key), not per answer
  useEffect(() => {
    let running: SessionActorRef | undefined;
    let cancelled = false;
    void import("./session-runtime").then(({ startSession }) => {
      if (cancelled) return;
      running = startSession(
        { user, hasSession },
        {
          signIn,
          checkSession,
          logout: async () => {
            await submit(null, { method: "post", action: "/logout" });
          },
        },
      );
      setActor(running);
    });
    return () => {
      cancelled = true;
      running?.stop();
      setActor(null);
    };
  }, [key]);

  // Each new server answer about the same person reaches the running machine.
  useEffect(() => {
    if (actor && user) actor.send({ type: "USER_REFRESHED", user });
  }, [actor, user]);

  const holder = useMemo(() => ({ actor, start }), [actor, start]);
  // Keyed by person, as the machine is: a sign-in or sign-out starts the page's state afresh.
  return (
    <SessionContext.Provider key={key} value={holder}>
      {children}
    </SessionContext.Provider>
  );
}
