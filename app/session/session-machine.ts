import { assign, fromPromise, setup } from "xstate";
import { FIRST_PAGE, type SessionContext, type SessionInput, startContext } from "./session-start";
import type { ShellUser } from "./shell-user";

/**
 * The session (spec §3 state, §4 transitions) as one XState machine. It does no I/O: checking the
 * session, signing in, loading the user and signing out are actors that the browser (or a test)
 * provides with `.provide()`.
 *
 * `userToken` is the spec's stored token. Tokens live in an httpOnly cookie that page scripts
 * cannot read, so in the browser it only says "the server holds a session" ("session"); it is never
 * a real token.
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
  /** The server answered again for the same person (after an order, a profile edit): new coins, name… */
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
    /** Asks the server whether the session is still good; resolves with the user. */
    checkAuth: fromPromise<ShellUser, void>(async () => {
      throw new Error("checkAuth was not provided");
    }),
    /** Signs in; resolves when the server has stored the tokens. */
    login: fromPromise<unknown, Credentials>(async () => {
      throw new Error("login was not provided");
    }),
    /** Loads the signed-in user (app/me/). */
    loadUser: fromPromise<ShellUser, void>(async () => {
      throw new Error("loadUser was not provided");
    }),
    /** Signs out at the server (revokes the refresh token). */
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
  // At start: loading, with the token as stored (§4).
  initial: "loading",
  on: {
    SET_CLIENT_PAGE: { actions: assign({ clientPage: ({ event }) => page(event.page) }) },
    SET_QUOTATION_PAGE: { actions: assign({ quotationPage: ({ event }) => page(event.page) }) },
    SET_ITEM_PAGE: { actions: assign({ itemPage: ({ event }) => page(event.page) }) },
  },
  states: {
    loading: {
      always: [
        // The server already answered for this page: no second request.
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
        // Session check: success marks authenticated...
        onDone: {
          target: "authenticated",
          actions: assign({
            user: ({ event }) => event.output,
            isAuthenticated: true,
            checkAuthLoading: false,
            loading: false,
          }),
        },
        // ...failure clears the token, the stored tokens and the user.
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
      // Login pending sets loading.
      entry: assign({ loading: true, loginStatus: "pending", loginError: null, error: null }),
      invoke: {
        src: "login",
        input: ({ event }) => (event as Extract<SessionEvent, { type: "LOGIN" }>).credentials,
        // Login success stores the token, marks the session authenticated and loads the user.
        onDone: {
          target: "loadingUser",
          actions: assign({
            userToken: "session",
            isAuthenticated: true,
            loginStatus: "succeeded",
            success: true,
          }),
        },
        // Login failure clears the token and marks the session unauthenticated; the error data is kept.
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
      // Logout clears the stored tokens and user, resets the three page counters and marks unauthenticated.
      entry: ["clearSession", "resetPages", assign({ loginStatus: "idle", success: false })],
      invoke: {
        src: "logout",
        onDone: "unauthenticated",
        onError: "unauthenticated",
      },
    },
  },
});
