import { createActorContext } from "@xstate/react";
import { type ReactNode, useEffect } from "react";
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
 * for this page. Another person's answer (sign-in, sign-out) starts it again;
 * a new answer for the same person (after an order or a profile edit) updates
 * its user without remounting the page, so focus and form state survive.
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
  const key = user ? `user:${user.id}` : `anonymous:${hasSession}`;
  return (
    <SessionActor.Provider key={key} logic={logic} options={{ input: { user, hasSession } }}>
      <FollowServerAnswer user={user} />
      {children}
    </SessionActor.Provider>
  );
}

/** Hands each new server answer about the signed-in person to the running machine. */
function FollowServerAnswer({ user }: { user: ShellUser | null }) {
  const actor = SessionActor.useActorRef();
  useEffect(() => {
    if (user) actor.send({ type: "USER_REFRESHED", user });
  }, [actor, user]);
  return null;
}

/** The signed-in user as the machine knows it. */
export function useSessionUser(): ShellUser | null {
  return SessionActor.useSelector((snapshot) => snapshot.context.user);
}
