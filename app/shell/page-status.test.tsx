// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageStatusBar } from "./page-status";
import type { PageStatus } from "./page-status-data";

afterEach(cleanup);

const REFUSAL: PageStatus = {
  tone: "refusal",
  notIncluded: { module: "Shatayu", ask: "/contact?subject=Access%20to%20Shatayu" },
};

/** The shell's place for it: the top of main, with the root's status. */
function renderAt(status: PageStatus | null) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <main>
            <PageStatusBar status={status} />
            <Outlet />
          </main>
        ),
        children: [
          { index: true, element: <Link to="/about">About</Link> },
          { path: "about", element: <h1>About</h1> },
          { path: "contact", element: <h1>Contact</h1> },
        ],
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("PageStatusBar (decision 0045)", () => {
  it("a refusal: an alert at the top, with the focus, the page at its top, and the way to ask", () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as never;
    renderAt(REFUSAL);
    const alert = screen.getByRole("alert");
    // What it means and what to do; the spec's words are the toast's alone.
    expect(alert.textContent).toBe(
      "Your account does not include Shatayu yet. Ask for access to Shatayu: the contact form opens with your request filled in.",
    );
    expect(alert.textContent).not.toContain("You Don't Have Access Of This Module");
    expect(document.activeElement).toBe(alert);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
    const ask = screen.getByRole("link", { name: "Ask for access to Shatayu" });
    expect(ask.getAttribute("href")).toBe("/contact?subject=Access%20to%20Shatayu");
  });

  it("a refusal of a module the site cannot name still says what to do", () => {
    window.scrollTo = vi.fn() as never;
    renderAt({ tone: "refusal", notIncluded: { module: null, ask: "/contact?subject=x" } });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Your account does not include this module yet.");
    expect(screen.getByRole("link", { name: "Ask for access to it" }).getAttribute("href")).toBe(
      "/contact?subject=x",
    );
  });

  it("a result is a status", () => {
    window.scrollTo = vi.fn() as never;
    renderAt({ tone: "result", text: "Your profile has been updated." });
    expect(screen.getByRole("status").textContent).toBe("Your profile has been updated.");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("stays with the page it came with: the next page does not repeat it", async () => {
    window.scrollTo = vi.fn() as never;
    const router = renderAt(REFUSAL);
    await act(() => router.navigate("/about"));
    expect(screen.getByRole("heading", { name: "About" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("nothing to say, nothing shown", () => {
    renderAt(null);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
