import type { ShellUser } from "./shell-user";

/**
 * The machine's start without XState, shown until it loads; a test holds it equal to its first
 * snapshot.
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
  user?: ShellUser | null;
  hasSession?: boolean;
}

export const FIRST_PAGE = 1;

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

export interface SessionView {
  context: SessionContext;
  matches(state: string): boolean;
}

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
