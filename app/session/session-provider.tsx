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
  // A refusal answers 200 with `ok: false` (decision 0045).
  if (!response.ok || (body as { ok?: unknown } | null)?.ok === false) throw body;
  return body;
}

async function checkSession(): Promise<ShellUser> {
  const response = await fetch("/session", { headers: { accept: "application/json" } });
  const body = (await response.json()) as { user: ShellUser | null };
  if (!response.ok || !body.user) throw new Error("signed out");
  return body.user;
}

interface SessionHolder {
  actor: SessionActorRef | null;
  /** Before it runs: where it starts for this page's server answer. */
  view: SessionView;
}

const SessionContext = createContext<SessionHolder | null>(null);

function useHolder(): SessionHolder {
  const holder = useContext(SessionContext);
  if (!holder) throw new Error("Session hooks need a <SessionProvider> above them.");
  return holder;
}

export function useSessionSelector<T>(select: (view: SessionView) => T): T {
  return select(useHolder().view);
}

/** Null until loaded: forms then post themselves. */
export function useSessionActor(): SessionActorRef | null {
  return useHolder().actor;
}

export function useSessionUser(): ShellUser | null {
  return useSessionSelector((view) => view.context.user);
}

type Runtime = { SessionRuntime: typeof import("./session-runtime").SessionRuntime };

/**
 * XState loads after the first paint (decision 0030); a new answer for the same person keeps focus
 * and forms.
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

  const live = running?.key === key ? running : null;
  const holder = useMemo(
    () => (live ? { actor: live.actor, view: live.view } : { actor: null, view: start }),
    [live, start],
  );
  // Keyed by person: a sign-in or sign-out starts the page's state afresh.
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
