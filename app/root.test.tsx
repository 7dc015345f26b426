// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

afterEach(cleanup);

function renderFailingRoute(loader: () => never) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader,
      Component: () => null,
      ErrorBoundary,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("root error boundary", () => {
  it("shows the 404 page for a 404 response", async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toBeTruthy();
  });

  it("shows a calm message for an unexpected error, without its details", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new Error("secret database detail");
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain("secret database detail");
    expect(screen.getByRole("link", { name: "Reload page" }).getAttribute("href")).toBe("/");
    // The boundary logs in an effect, which may run after the heading shows.
    await waitFor(() => expect(logged).toHaveBeenCalled());
  });

  it("offers a retry when the service API is down (503), and says it is the account service", async () => {
    renderFailingRoute(() => {
      throw data(
        { message: "Service temporarily unavailable, please try again.", source: "service" },
        { status: 503 },
      );
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Service temporarily unavailable" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/");
    expect(document.body.textContent).toContain("account service");
  });

  it("does not blame the account service when the content is what is missing", async () => {
    renderFailingRoute(() => {
      throw data("Content is unavailable right now.", { status: 503 });
    });
    expect(await screen.findByRole("link", { name: "Try again" })).toBeTruthy();
    expect(document.body.textContent).toContain("this page's content");
    expect(document.body.textContent).not.toContain("account service");
  });

  it("explains a chunk that failed to load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailingRoute(() => {
      const error = new Error("The file /assets/about-1.js could not be loaded.");
      error.name = "ChunkLoadError";
      throw error;
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "This page could not be loaded" }),
    ).toBeTruthy();
    expect(document.body.textContent).toContain("/assets/about-1.js");
  });
});
