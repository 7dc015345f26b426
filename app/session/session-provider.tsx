import { createActorContext } from "@xstate/react";
import type { ReactNode } from "react";
import { useSubmit } from "react-router";
import { fromPromise } from "xstate";
import { type Credentials, sessionMachine } from "./session-machine";
import type { ShellUser } from "./shell-user";

/** The session machine, shared by the header, the login panel and the guards. */
export const SessionActor = createActorContext(sessionMachine);

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
  if (!response.ok) throw body;
  return body;
}

/** Asks the server who this is (the spec's session check). */
async function checkSession(): Promise<ShellUser> {
  const response = await fetch("/session", { headers: { accept: "application/json" } });
  const body = (await response.json()) as { user: ShellUser | null };
  if (!response.ok || !body.user) throw new Error("signed out");
  return body.user;
}

/**
 * Provides the machine, its first snapshot taken from the server's answer
 * for this page. A new answer (after sign-in, an order, a profile edit)
 * starts it again from that answer.
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
  const logic = sessionMachine.provide({
    actors: {
      checkAuth: fromPromise(checkSession),
      login: fromPromise(({ input }: { input: Credentials }) => signIn(input)),
      loadUser: fromPromise(checkSession),
      logout: fromPromise(async () => {
        await submit(null, { method: "post", action: "/logout" });
      }),
    },
  });
  const key = user
    ? `${user.id}:${user.name}:${user.abc_coins}:${user.entitlements.join(",")}`
    : `anonymous:${hasSession}`;
  return (
    <SessionActor.Provider key={key} logic={logic} options={{ input: { user, hasSession } }}>
      {children}
    </SessionActor.Provider>
  );
}

/** The signed-in user as the machine knows it. */
export function useSessionUser(): ShellUser | null {
  return SessionActor.useSelector((snapshot) => snapshot.context.user);
}
