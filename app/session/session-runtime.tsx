import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useLayoutEffect } from "react";
import { type ActorRefFrom, fromPromise } from "xstate";
import { type Credentials, sessionMachine } from "./session-machine";
import type { SessionView } from "./session-start";
import type { ShellUser } from "./shell-user";

/**
 * The running session machine, with the browser's I/O: its own chunk, with XState and
 * @xstate/react, which the page loads after its first paint (session-provider.tsx). It draws
 * nothing; it tells the provider each new snapshot, and the provider hands it to the readers.
 */

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

export interface SessionIo {
  signIn(credentials: Credentials): Promise<unknown>;
  checkSession(): Promise<ShellUser>;
  logout(): Promise<void>;
}

export interface RunningSession {
  actor: SessionActorRef;
  view: SessionView;
}

export function SessionRuntime({
  user,
  hasSession,
  io,
  onChange,
}: {
  user: ShellUser | null;
  hasSession: boolean;
  io: SessionIo;
  /** Called with each new snapshot, before the browser paints it. */
  onChange: (running: RunningSession) => void;
}) {
  // A new logic each render is fine: useActorRef keeps its actor and takes the new I/O.
  const logic = sessionMachine.provide({
    actors: {
      checkAuth: fromPromise(() => io.checkSession()),
      login: fromPromise(({ input }: { input: Credentials }) => io.signIn(input)),
      loadUser: fromPromise(() => io.checkSession()),
      logout: fromPromise(() => io.logout()),
    },
  });
  const actor = useActorRef(logic, { input: { user, hasSession } });
  const view = useSelector(actor, (snapshot) => snapshot);

  useLayoutEffect(() => onChange({ actor, view }), [actor, view, onChange]);
  // Each new server answer about the same person (after an order, a profile edit).
  useEffect(() => {
    if (user) actor.send({ type: "USER_REFRESHED", user });
  }, [actor, user]);
  return null;
}
