import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useLayoutEffect } from "react";
import { type ActorRefFrom, fromPromise } from "xstate";
import { type Credentials, sessionMachine } from "./session-machine";
import type { SessionView } from "./session-start";
import type { ShellUser } from "./shell-user";

/** Its own chunk with XState, loaded after the first paint (session-provider.tsx). */

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
  useEffect(() => {
    if (user) actor.send({ type: "USER_REFRESHED", user });
  }, [actor, user]);
  return null;
}
