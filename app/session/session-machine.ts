import { assign, fromPromise, setup } from "xstate";
import { FIRST_PAGE, type SessionContext, type SessionInput, startContext } from "./session-start";
import type { ShellUser } from "./shell-user";

/**
 * Spec §3, §4, without I/O (actors are provided). `userToken` is only ever "session": the tokens
 * are httpOnly.
 */

export interface Credentials {
  username: string;
  password: string;
}

export type { SessionContext, SessionInput } from "./session-start";

export type SessionEvent =
  | { type: "LOGIN"; credentials: Credentials }
  | { type: "LOGOUT" }
  | { type: "CHECK" }
  | { type: "USER_REFRESHED"; user: ShellUser }
  | { type: "SET_CLIENT_PAGE"; page: number }
  | { type: "SET_QUOTATION_PAGE"; page: number }
  | { type: "SET_ITEM_PAGE"; page: number };

const page = (value: number) =>
  Number.isInteger(value) && value >= FIRST_PAGE ? value : FIRST_PAGE;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    checkAuth: fromPromise<ShellUser, void>(async () => {
      throw new Error("checkAuth was not provided");
    }),
    login: fromPromise<unknown, Credentials>(async () => {
      throw new Error("login was not provided");
    }),
    loadUser: fromPromise<ShellUser, void>(async () => {
      throw new Error("loadUser was not provided");
    }),
    logout: fromPromise<void, void>(async () => {}),
  },
  actions: {
    clearSession: assign({ user: null, userToken: null, isAuthenticated: false }),
    resetPages: assign({ clientPage: FIRST_PAGE, quotationPage: FIRST_PAGE, itemPage: FIRST_PAGE }),
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    hasToken: ({ context }) => context.userToken !== null,
  },
}).createMachine({
  id: "session",
  context: ({ input }) => startContext(input),
  initial: "loading",
  on: {
    SET_CLIENT_PAGE: { actions: assign({ clientPage: ({ event }) => page(event.page) }) },
    SET_QUOTATION_PAGE: { actions: assign({ quotationPage: ({ event }) => page(event.page) }) },
    SET_ITEM_PAGE: { actions: assign({ itemPage: ({ event }) => page(event.page) }) },
  },
  states: {
    loading: {
      always: [
        {
          guard: "hasUser",
          target: "authenticated",
          actions: assign({ loading: false, isAuthenticated: true }),
        },
        { guard: "hasToken", target: "checkingAuth" },
        { target: "unauthenticated", actions: assign({ loading: false, isAuthenticated: false }) },
      ],
    },
    checkingAuth: {
      entry: assign({ checkAuthLoading: true }),
      invoke: {
        src: "checkAuth",
        onDone: {
          target: "authenticated",
          actions: assign({
            user: ({ event }) => event.output,
            isAuthenticated: true,
            checkAuthLoading: false,
            loading: false,
          }),
        },
        onError: {
          target: "unauthenticated",
          actions: ["clearSession", assign({ checkAuthLoading: false, loading: false })],
        },
      },
    },
    unauthenticated: {
      on: {
        LOGIN: "loggingIn",
        CHECK: { guard: "hasToken", target: "checkingAuth" },
      },
    },
    loggingIn: {
      entry: assign({ loading: true, loginStatus: "pending", loginError: null, error: null }),
      invoke: {
        src: "login",
        input: ({ event }) => (event as Extract<SessionEvent, { type: "LOGIN" }>).credentials,
        onDone: {
          target: "loadingUser",
          actions: assign({
            userToken: "session",
            isAuthenticated: true,
            loginStatus: "succeeded",
            success: true,
          }),
        },
        onError: {
          target: "unauthenticated",
          actions: [
            "clearSession",
            assign({
              loading: false,
              loginStatus: "failed",
              success: false,
              loginError: ({ event }) => event.error,
            }),
          ],
        },
      },
    },
    loadingUser: {
      invoke: {
        src: "loadUser",
        onDone: {
          target: "authenticated",
          actions: assign({
            user: ({ event }) => event.output,
            isAuthenticated: true,
            loading: false,
          }),
        },
        onError: {
          target: "unauthenticated",
          actions: ["clearSession", assign({ loading: false, error: ({ event }) => event.error })],
        },
      },
    },
    authenticated: {
      on: {
        LOGOUT: "loggingOut",
        CHECK: "checkingAuth",
        USER_REFRESHED: {
          guard: ({ context, event }) => context.user?.id === event.user.id,
          actions: assign({ user: ({ event }) => event.user }),
        },
      },
    },
    loggingOut: {
      entry: ["clearSession", "resetPages", assign({ loginStatus: "idle", success: false })],
      invoke: {
        src: "logout",
        onDone: "unauthenticated",
        onError: "unauthenticated",
      },
    },
  },
});
