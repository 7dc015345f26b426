import type { ShellUser } from "./shell-user";

/**
 * Where the session machine starts, without XState: the machine's first context (its `context`
 * factory uses this) and the state its `loading` step settles in at once. The page shows this
 * settled view until the machine itself has loaded (after the first paint, decision 0028); a test
 * holds it equal to the machine's own first snapshot.
 */

export interface SessionContext {
  user: ShellUser | null;
  userToken: string | null;
  loading: boolean;
  checkAuthLoading: boolean;
  isAuthenticated: boolean | null;
  error: unknown;
  success: boolean;
  loginStatus: "idle" | "pending" | "succeeded" | "failed";
  loginError: unknown;
  clientPage: number;
  quotationPage: number;
  itemPage: number;
}

export interface SessionInput {
  /** What the server answered for this page: the user, or null. */
  user?: ShellUser | null;
  /** Whether the server holds a session (the spec's stored token). */
  hasSession?: boolean;
}

export const FIRST_PAGE = 1;

/** The machine's context as it enters `loading` (§4: loading, with the token as stored). */
export function startContext(input: SessionInput): SessionContext {
  return {
    user: input.user ?? null,
    userToken: input.user || input.hasSession ? "session" : null,
    loading: true,
    checkAuthLoading: false,
    isAuthenticated: null,
    error: null,
    success: false,
    loginStatus: "idle",
    loginError: null,
    clientPage: FIRST_PAGE,
    quotationPage: FIRST_PAGE,
    itemPage: FIRST_PAGE,
  };
}

/** What the machine's snapshot offers its readers; an XState snapshot is one. */
export interface SessionView {
  context: SessionContext;
  matches(state: string): boolean;
}

/** The state `loading` settles in at once, and its context: what the page shows first. */
export function settledStart(input: SessionInput): SessionView & { value: string } {
  const context = startContext(input);
  const settle = (value: string, changes: Partial<SessionContext>) => {
    const settled = { ...context, ...changes };
    return { value, context: settled, matches: (state: string) => state === value };
  };
  if (context.user) return settle("authenticated", { loading: false, isAuthenticated: true });
  if (context.userToken) return settle("checkingAuth", { checkAuthLoading: true });
  return settle("unauthenticated", { loading: false, isAuthenticated: false });
}
