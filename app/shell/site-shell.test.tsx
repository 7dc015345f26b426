// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, data, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CONSOLE_FRAME_ID } from "~/staff/console-frame-id";
import { SiteShell } from "./site-shell";

afterEach(cleanup);

/** The root (its error page in the site's shell, as root.tsx's Layout does) over the console's frame. */
function renderAt(path: string, rootLoader?: () => unknown) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: rootLoader,
      Component: () => (
        <SiteShell data={undefined}>
          <Outlet />
        </SiteShell>
      ),
      ErrorBoundary: () => (
        <SiteShell data={undefined}>
          <h1>Service temporarily unavailable</h1>
        </SiteShell>
      ),
      HydrateFallback: () => null,
      children: [
        {
          id: CONSOLE_FRAME_ID,
          path: "staff",
          Component: () => (
            <main id="console-main">
              <h1>Staff console</h1>
            </main>
          ),
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe("the site's shell and the console's frame", () => {
  it("leaves a console page to the console's frame: no site header, one main", async () => {
    renderAt("/staff");
    await screen.findByRole("heading", { name: "Staff console" });
    expect(screen.queryByRole("banner")).toBeNull();
    expect(document.querySelectorAll("main")).toHaveLength(1);
  });

  it("frames the root's error page on a console address: the console's frame never renders then", async () => {
    renderAt("/staff", () => {
      throw data(null, { status: 503 });
    });
    await screen.findByRole("heading", { name: "Service temporarily unavailable" });
    expect(document.querySelector("main#main")).not.toBeNull();
    expect(screen.getByRole("link", { name: "Skip to content" }).getAttribute("href")).toBe(
      "#main",
    );
  });
});
