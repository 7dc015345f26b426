// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionProvider, useSessionActor, useSessionSelector } from "./session-provider";
import type { ShellUser } from "./shell-user";

/** The session machine reaching React: its start before it loads, then its snapshots. */

const asha: ShellUser = {
  id: 7,
  name: "Asha",
  email: "asha@test.example",
  abc_coins: 250,
  entitlements: [],
};

function Reader() {
  const session = useSessionActor();
  const state = useSessionSelector((view) =>
    view.matches("authenticated") ? `signed in as ${view.context.user?.name}` : "signed out",
  );
  const login = useSessionSelector((view) => view.context.loginStatus);
  return (
    <>
      <p>{state}</p>
      <p>login {login}</p>
      <button
        type="button"
        disabled={!session}
        onClick={() =>
          session?.send({ type: "LOGIN", credentials: { username: "asha", password: "pass1234" } })
        }
      >
        Sign in
      </button>
    </>
  );
}

function renderSignedOut() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <SessionProvider user={null} hasSession={false}>
          <Reader />
        </SessionProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SessionProvider", () => {
  it("shows where the machine starts, then signs in through the running machine", async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      Response.json(init?.method === "POST" ? { ok: true } : { user: asha }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderSignedOut();
    expect(screen.getByText("signed out")).toBeTruthy();
    const button = screen.getByRole<HTMLButtonElement>("button", { name: "Sign in" });
    // The machine's chunk loads after the page is up: until then no actor.
    expect(button.disabled).toBe(true);
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText("signed in as Asha")).toBeTruthy();
    expect(fetchMock.mock.calls.map(([, init]) => init?.method ?? "GET")).toEqual(["POST", "GET"]);
  });

  it("keeps the start when the server refuses", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ ok: false, lines: ["Wrong password."] })),
    );
    renderSignedOut();
    const button = screen.getByRole<HTMLButtonElement>("button", { name: "Sign in" });
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText("login failed")).toBeTruthy();
    expect(screen.getByText("signed out")).toBeTruthy();
  });
});
