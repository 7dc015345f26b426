import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { useSubmit } from "react-router";
import type { Credentials } from "./session-machine";
import type { RunningSession, SessionActorRef, SessionIo } from "./session-runtime";
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
  /** The machine's latest snapshot; before it runs, where it starts for this page's server answer. */
  view: SessionView;
}

const SessionContext = createContext<SessionHolder | null>(null);

function useHolder(): SessionHolder {
  const holder = useContext(SessionContext);
  if (!holder) throw new Error("Session hooks need a <SessionProvider> above them.");
  return holder;
}

/** Reads the session machine (spec §3, §4): its latest snapshot once it runs, its settled start before. */
export function useSessionSelector<T>(select: (view: SessionView) => T): T {
  return select(useHolder().view);
}

/** The running machine, to send it events; null until it has loaded (forms then post themselves). */
export function useSessionActor(): SessionActorRef | null {
  return useHolder().actor;
}

/** The signed-in user as the machine knows it. */
export function useSessionUser(): ShellUser | null {
  return useSessionSelector((view) => view.context.user);
}

type Runtime = { SessionRuntime: typeof import("./session-runtime").SessionRuntime };

/**
 * Provides the session machine, started from the server's answer for this page. XState,
 * @xstate/react and the machine load after the first paint (decision 0030): until then readers
 * see where it starts, and forms work as without JavaScript. Another person's answer (sign-in,
 * sign-out) starts it again; a new answer for the same person (after an order or a profile
 * edit) updates its user, so focus and form state survive.
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
  const [runtime, setRuntime] = useState<Runtime | null>(null);
  const [running, setRunning] = useState<(RunningSession & { key: string }) | null>(null);
  const key = user ? `user:${user.id}` : `anonymous:${hasSession}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new machine per person (key), not per answer
  const start = useMemo(() => settledStart({ user, hasSession }), [key]);

  useEffect(() => {
    let mounted = true;
    void import("./session-runtime").then(({ SessionRuntime }) => {
      if (mounted) setRuntime({ SessionRuntime });
    });
    return () => {
      mounted = false;
    };
  }, []);

  const onChange = useCallback((next: RunningSession) => setRunning({ ...next, key }), [key]);
  const io = useMemo<SessionIo>(
    () => ({
      signIn,
      checkSession,
      logout: async () => {
        await submit(null, { method: "post", action: "/logout" });
      },
    }),
    [submit],
  );

  // The last person's machine is not this one's: until the new one reports, the start.
  const live = running?.key === key ? running : null;
  const holder = useMemo(
    () => (live ? { actor: live.actor, view: live.view } : { actor: null, view: start }),
    [live, start],
  );
  // Keyed by person, as the machine is: a sign-in or sign-out starts the page's state afresh.
  return (
    <>
      <SessionContext.Provider key={key} value={holder}>
        {children}
      </SessionContext.Provider>
      {runtime && (
        <runtime.SessionRuntime
          key={`machine:${key}`}
          user={user}
          hasSession={hasSession}
          io={io}
          onChange={onChange}
        />
      )}
    </>
  );
}
