// @vitest-environment jsdom
import { existsSync } from "node:fs";
import path from "node:path";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { sessionStorageFor } from "~/session/session-storage.server";
import { pageSettings, realService, runRoute } from "../../tests/pages/page-harness.ts";
import PharmaSalesPage, { loader, meta } from "./pharma-sales";

/** /pharma-sales: a static Pharma Edge page behind pharma_edge (spec §2, §6). */

type PageData = Awaited<ReturnType<typeof loader>>;

realService();
afterEach(cleanup);

const open = (as?: string) =>
  runRoute<PageData>(loader as never, { path: "/pharma-sales", pattern: "/pharma-sales", as });

describe("who may open it", () => {
  it("demo@ (holds pharma_edge): the page, titled with the spec's spelling", async () => {
    const { data, response } = await open("demo@portal.test");
    expect(response).toBeNull();
    expect(data?.title).toBe("Education Guidence");
  });

  it.each(["pmt@portal.test", "visitor@portal.test"])(
    "%s (no pharma_edge): back to / with the no-access toast",
    async (as) => {
      const { response, setCookie } = await open(as);
      expect(response?.headers.get("location")).toBe("/");
      const session = await sessionStorageFor(pageSettings()).getSession(setCookie?.split(";")[0]);
      expect(session.get("toast")).toBe("You Don't Have Access Of This Module");
    },
  );

  it("signed out: to /Signup, coming back here afterwards", async () => {
    const { response } = await open();
    expect(response?.headers.get("location")).toBe("/Signup?redirectTo=%2Fpharma-sales");
  });

  it("is never indexed", () => {
    expect(meta({ loaderData: { title: "Education Guidence" } } as never)).toContainEqual({
      name: "robots",
      content: "noindex",
    });
  });
});

describe("the page", () => {
  function renderPage() {
    const Stub = createRoutesStub([
      {
        path: "/pharma-sales",
        loader: () => ({ title: "Education Guidence" }),
        Component: PharmaSalesPage as never,
        HydrateFallback: () => null,
      },
    ]);
    return render(<Stub initialEntries={["/pharma-sales"]} />);
  }

  it("has its title and the breadcrumb Home › Pharma Edge › Education Guidence", async () => {
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Education Guidence" }),
    ).toBeTruthy();
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    const items = crumbs.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual(["Home", "Pharma Edge", "Education Guidence"]);
    expect(crumbs.getByRole("link", { name: "Pharma Edge" }).getAttribute("href")).toBe(
      "/PharmaEdge",
    );
    expect(crumbs.getByText("Education Guidence").getAttribute("aria-current")).toBe("page");
  });

  it("introduces digital marketing, with an illustration that exists and says what it shows", async () => {
    renderPage();
    await screen.findByRole("heading", { level: 1 });
    expect(document.body.textContent).toMatch(/digital marketing/i);
    const image = screen.getByRole("img");
    expect(image.getAttribute("alt")?.length).toBeGreaterThan(20);
    expect(image.getAttribute("width")).toBe("800");
    expect(image.getAttribute("height")).toBe("600");
    const src = image.getAttribute("src") ?? "";
    expect(existsSync(path.resolve(import.meta.dirname, "../../public", `.${src}`))).toBe(true);
  });
});
