import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { type Credentials, type SessionInput, sessionMachine } from "./session-machine";
import type { ShellUser } from "./shell-user";

/** Every transition of spec §4 "Session", with createActor and provided actors. */

const asha: ShellUser = {
  id: 7,
  name: "Asha",
  email: "asha@example.com",
  abc_coins: 250,
  entitlements: ["pro_pmt"],
};

function start(
  input: SessionInput,
  actors: Partial<{
    checkAuth: () => Promise<ShellUser>;
    login: (credentials: Credentials) => Promise<unknown>;
    loadUser: () => Promise<ShellUser>;
    logout: () => Promise<void>;
  }> = {},
) {
  const calls: string[] = [];
  const machine = sessionMachine.provide({
    actors: {
      checkAuth: fromPromise(async () => {
        calls.push("checkAuth");
        return (actors.checkAuth ?? (async () => asha))();
      }),
      login: fromPromise(async ({ input: credentials }: { input: Credentials }) => {
        calls.push(`login:${credentials.username}`);
        return (actors.login ?? (async () => ({})))(credentials);
      }),
      loadUser: fromPromise(async () => {
        calls.push("loadUser");
        return (actors.loadUser ?? (async () => asha))();
      }),
      logout: fromPromise(async () => {
        calls.push("logout");
        await (actors.logout ?? (async () => {}))();
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

describe("session machine", () => {
  it("starts loading, with no user and the counters at 1", () => {
    const { actor } = start({ hasSession: true }, { checkAuth: () => new Promise(() => {}) });
    const snapshot = actor.getSnapshot();
    expect(snapshot.context).toMatchObject({
      user: null,
      loading: true,
      clientPage: 1,
      quotationPage: 1,
      itemPage: 1,
    });
  });

  it("with no stored token: unauthenticated, without asking the server", () => {
    const { actor, calls } = start({});
    expect(actor.getSnapshot().value).toBe("unauthenticated");
    expect(actor.getSnapshot().context).toMatchObject({
      isAuthenticated: false,
      loading: false,
      userToken: null,
    });
    expect(calls).toEqual([]);
  });

  it("with the server's user for this page: authenticated at once (the first HTML is right)", () => {
    const { actor, calls } = start({ user: asha });
    expect(actor.getSnapshot().value).toBe("authenticated");
    expect(actor.getSnapshot().context).toMatchObject({
      user: asha,
      isAuthenticated: true,
      loading: false,
    });
    expect(calls).toEqual([]);
  });

  it("session check: success marks authenticated", async () => {
    const { actor, calls } = start({ hasSession: true });
    expect(actor.getSnapshot().context.checkAuthLoading).toBe(true);
    await waitFor(actor, (state) => state.matches("authenticated"));
    expect(actor.getSnapshot().context).toMatchObject({
      user: asha,
      isAuthenticated: true,
      checkAuthLoading: false,
    });
    expect(calls).toEqual(["checkAuth"]);
  });

  it("session check: failure clears the token, the stored tokens and the user", async () => {
    const { actor } = start(
      { hasSession: true },
      { checkAuth: () => Promise.reject(new Error("401")) },
    );
    await waitFor(actor, (state) => state.matches("unauthenticated"));
    expect(actor.getSnapshot().context).toMatchObject({
      user: null,
      userToken: null,
      isAuthenticated: false,
      checkAuthLoading: false,
    });
  });

  it("login: pending sets loading; success stores the token, marks authenticated and loads the user", async () => {
    let finishLogin: (value: unknown) => void = () => {};
    const { actor, calls } = start(
      {},
      { login: () => new Promise((resolve) => (finishLogin = resolve)) },
    );
    actor.send({ type: "LOGIN", credentials: { username: "asha@example.com", password: "x" } });
    expect(actor.getSnapshot().value).toBe("loggingIn");
    expect(actor.getSnapshot().context).toMatchObject({ loading: true, loginStatus: "pending" });
    finishLogin({});
    await waitFor(actor, (state) => state.matches("authenticated"));
    expect(actor.getSnapshot().context).toMatchObject({
      userToken: "session",
      isAuthenticated: true,
      user: asha,
      loading: false,
      loginStatus: "succeeded",
    });
    expect(calls).toEqual(["login:asha@example.com", "loadUser"]);
  });

  it("login failure clears the token, marks unauthenticated and keeps the server's error data", async () => {
    const serverError = { detail: "No active account found with the given credentials" };
    const { actor } = start({}, { login: () => Promise.reject(serverError) });
    actor.send({ type: "LOGIN", credentials: { username: "a", password: "b" } });
    await waitFor(
      actor,
      (state) => state.matches("unauthenticated") && state.context.loginStatus === "failed",
    );
    expect(actor.getSnapshot().context).toMatchObject({
      userToken: null,
      isAuthenticated: false,
      loading: false,
      loginError: serverError,
    });
  });

  it("loading the user: failure marks unauthenticated and clears the token", async () => {
    const { actor } = start({}, { loadUser: () => Promise.reject(new Error("401 from app/me/")) });
    actor.send({ type: "LOGIN", credentials: { username: "a", password: "b" } });
    await waitFor(actor, (state) => state.matches("unauthenticated") && !state.context.loading);
    expect(actor.getSnapshot().context).toMatchObject({
      userToken: null,
      user: null,
      isAuthenticated: false,
    });
  });

  it("logout clears the tokens and the user, resets the three counters to 1, and signs out at the server", async () => {
    const { actor, calls } = start({ user: asha });
    actor.send({ type: "SET_CLIENT_PAGE", page: 4 });
    actor.send({ type: "SET_QUOTATION_PAGE", page: 2 });
    actor.send({ type: "SET_ITEM_PAGE", page: 9 });
    expect(actor.getSnapshot().context).toMatchObject({
      clientPage: 4,
      quotationPage: 2,
      itemPage: 9,
    });
    actor.send({ type: "LOGOUT" });
    await waitFor(actor, (state) => state.matches("unauthenticated"));
    expect(actor.getSnapshot().context).toMatchObject({
      user: null,
      userToken: null,
      isAuthenticated: false,
      clientPage: 1,
      quotationPage: 1,
      itemPage: 1,
    });
    expect(calls).toEqual(["logout"]);
  });

  it("keeps page counters at 1 or more", () => {
    const { actor } = start({});
    actor.send({ type: "SET_ITEM_PAGE", page: 0 });
    actor.send({ type: "SET_CLIENT_PAGE", page: -3 });
    actor.send({ type: "SET_QUOTATION_PAGE", page: 2.5 });
    expect(actor.getSnapshot().context).toMatchObject({
      itemPage: 1,
      clientPage: 1,
      quotationPage: 1,
    });
  });

  it("ignores LOGIN while signed in and LOGOUT while signed out", () => {
    const signedIn = start({ user: asha });
    signedIn.actor.send({ type: "LOGIN", credentials: { username: "x", password: "y" } });
    expect(signedIn.actor.getSnapshot().value).toBe("authenticated");
    const signedOut = start({});
    signedOut.actor.send({ type: "LOGOUT" });
    expect(signedOut.actor.getSnapshot().value).toBe("unauthenticated");
    expect(signedOut.calls).toEqual([]);
  });

  it("takes the server's new answer for the same person (coins after an order), no one else's", () => {
    const { actor, calls } = start({ user: asha });
    actor.send({ type: "USER_REFRESHED", user: { ...asha, abc_coins: 220, name: "Asha K" } });
    expect(actor.getSnapshot().context.user).toMatchObject({ abc_coins: 220, name: "Asha K" });
    expect(actor.getSnapshot().value).toBe("authenticated");
    actor.send({ type: "USER_REFRESHED", user: { ...asha, id: 8, name: "Someone else" } });
    expect(actor.getSnapshot().context.user?.name).toBe("Asha K");
    expect(calls).toEqual([]);
    const signedOut = start({});
    signedOut.actor.send({ type: "USER_REFRESHED", user: asha });
    expect(signedOut.actor.getSnapshot().context.user).toBeNull();
  });
});

describe("the settled start the page shows before the machine has loaded", () => {
  it("is the machine's own first snapshot, for every kind of server answer", async () => {
    const { settledStart } = await import("./session-start");
    const inputs: SessionInput[] = [
      {},
      { user: null, hasSession: false },
      { user: null, hasSession: true },
      { user: asha, hasSession: true },
      { user: asha, hasSession: false },
    ];
    for (const input of inputs) {
      const actor = createActor(
        sessionMachine.provide({
          actors: {
            // Never settles: the snapshot stays where the machine started.
            checkAuth: fromPromise(() => new Promise<ShellUser>(() => {})),
          },
        }),
        { input },
      ).start();
      const snapshot = actor.getSnapshot();
      const settled = settledStart(input);
      expect(settled.value).toBe(snapshot.value);
      expect(settled.context).toEqual(snapshot.context);
      for (const state of ["loading", "checkingAuth", "authenticated", "unauthenticated"]) {
        expect(settled.matches(state)).toBe(snapshot.matches(state as never));
      }
      actor.stop();
    }
  });
});
