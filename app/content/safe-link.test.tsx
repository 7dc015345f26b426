// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SafeLink } from "./safe-link";

afterEach(cleanup);

function show(href: unknown, whenUnsafe?: "text" | "nothing") {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <p data-testid="holder">
          <SafeLink href={href} whenUnsafe={whenUnsafe}>
            Label
          </SafeLink>
        </p>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return screen.getByTestId("holder");
}

describe("SafeLink (addresses from editors and services)", () => {
  it("links a site path through the router", () => {
    show("/contact?subject=Hi");
    expect(screen.getByRole("link", { name: "Label" }).getAttribute("href")).toBe(
      "/contact?subject=Hi",
    );
  });

  it("links another site without our referrer, and mail and phone plainly", () => {
    show("https://example.in/page");
    const link = screen.getByRole("link", { name: "Label" });
    expect(link.getAttribute("href")).toBe("https://example.in/page");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    cleanup();
    show("mailto:care@example.in");
    expect(screen.getByRole("link").getAttribute("rel")).toBeNull();
  });

  it.each([
    "javascript:alert(1)",
    "  JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.example/x",
    "/\\evil.example",
    "vbscript:msgbox(1)",
    null,
    42,
  ])("does not link %s: the text alone, or nothing for a button", (href) => {
    expect(show(href).textContent).toBe("Label");
    expect(screen.queryByRole("link")).toBeNull();
    cleanup();
    expect(show(href, "nothing").textContent).toBe("");
  });
});
