import { type ActorRefFrom, createActor, fromPromise } from "xstate";
import { type Credentials, sessionMachine } from "./session-machine";
import type { SessionInput } from "./session-start";
import type { ShellUser } from "./shell-user";

/**
 * The running session machine, with the browser's I/O. Its own chunk, with
 * XState: the page loads it after its first paint (session-provider.tsx).
 */

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

export interface SessionIo {
  signIn(credentials: Credentials): Promise<unknown>;
  checkSession(): Promise<ShellUser>;
  logout(): Promise<void>;
}

export function startSession(input: SessionInput, io: SessionIo): SessionActorRef {
  const logic = sessionMachine.provide({
    actors: {
      checkAuth: fromPromise(() => io.checkSession()),
      login: fromPromise(({ input: credentials }: { input: Credentials }) =>
        io.signIn(credentials),
      ),
      loadUser: fromPromise(() => io.checkSession()),
      logout: fromPromise(() => io.logout()),
    },
  });
  return createActor(logic, { input }).start();
}
