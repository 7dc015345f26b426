// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SessionProvider } from "~/session/session-provider";
import type { ShellUser } from "~/session/shell-user";
import { Header } from "./header";
import { headerMenuFor, MAIN_MENU, PHARMA_EDGE_MENU } from "./navigation";

/** Which header menu a page shows (spec §2), and what the Pharma Edge one holds. */

const user: ShellUser = {
  id: 1,
  name: "Asha",
  email: "asha@test.example",
  abc_coins: 250,
  entitlements: ["pharma_edge"],
};

function renderHeaderAt(path: string, signedIn: boolean) {
  function Page() {
    return (
      <SessionProvider user={signedIn ? user : null} hasSession={signedIn}>
        <Header user={signedIn ? user : null} companyName="Test Co" />
      </SessionProvider>
    );
  }
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  return render(<Stub initialEntries={[path]} />);
}

/** The mobile menu's top-level items (its dialog is closed, so read from the DOM). */
function mobileItems(): string[] {
  const items = document.querySelectorAll('nav[aria-label="Mobile"] .mobile-menu__list > li');
  return Array.from(items, (item) => {
    const first = item.querySelector("summary, a, button");
    return first?.textContent?.trim() ?? "";
  });
}

afterEach(cleanup);

describe("headerMenuFor", () => {
  it.each(["/PharmaEdge", "/PharmaEdge-about", "/pharma-sales"])(
    "%s has the Pharma Edge menu",
    (path) => expect(headerMenuFor(path)).toBe(PHARMA_EDGE_MENU),
  );

  // PMT is an offering of its own (§2's main Services list; pro_pmt, not pharma_edge): the
  // catalogue and the courses bought from it share the main menu.
  it.each([
    "/",
    "/about",
    "/service",
    "/shatayu",
    "/pmt-aspirants",
    "/my-courses/3",
    "/pharmaedge-about",
  ])("%s has the main menu", (path) => expect(headerMenuFor(path)).toBe(MAIN_MENU));
});

describe("the Pharma Edge menu, signed out (/PharmaEdge-about)", () => {
  it("Home, About Us, Contact Us: no Services, no Logout", async () => {
    renderHeaderAt("/PharmaEdge-about", false);
    const menu = await screen.findByRole("navigation", { name: "Main" });
    expect(menu.dataset.menu).toBe("pharma-edge");
    const links = within(menu)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Home", "/"],
      ["About Us", "/PharmaEdge-about"],
      ["Contact Us", "/contact"],
    ]);
    expect(within(menu).queryByRole("button")).toBeNull();
    expect(document.body.textContent).not.toMatch(/Pharma Sales/);
  });

  it("on a narrow screen: the same items, ending with Sign In/Register", async () => {
    renderHeaderAt("/PharmaEdge-about", false);
    await screen.findByRole("navigation", { name: "Main" });
    expect(mobileItems()).toEqual(["Home", "About Us", "Contact Us", "Sign In/Register"]);
  });
});

describe("the Pharma Edge menu, signed in", () => {
  it("Home, About Us, Services (PMT Aspirants, Pharma Sales), Contact Us, Logout", async () => {
    renderHeaderAt("/PharmaEdge-about", true);
    const menu = await screen.findByRole("navigation", { name: "Main" });
    const items = Array.from(menu.querySelectorAll(".main-menu__list > li"), (item) =>
      item.querySelector("a, button")?.textContent?.trim(),
    );
    expect(items).toEqual(["Home", "About Us", "Services", "Contact Us", "Logout"]);
    const services = within(menu).getByRole("button", { name: "Services" });
    expect(services.getAttribute("aria-expanded")).toBe("false");
    const list = document.getElementById(services.getAttribute("aria-controls") ?? "");
    expect(
      Array.from(list?.querySelectorAll("a") ?? [], (link) => [
        link.textContent,
        link.getAttribute("href"),
      ]),
    ).toEqual([
      ["PMT Aspirants", "/pmt-aspirants"],
      ["Pharma Sales", "/pharma-sales"],
    ]);
    expect(within(menu).queryByRole("link", { name: "Testimonials" })).toBeNull();
  });

  it("Services opens from the keyboard and Escape closes it, focus back on the button", async () => {
    renderHeaderAt("/pharma-sales", true);
    const services = await screen.findByRole("button", { name: "Services" });
    services.focus();
    fireEvent.keyDown(services, { key: "ArrowDown" });
    expect(services.getAttribute("aria-expanded")).toBe("true");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("PMT Aspirants"));
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowDown" });
    expect(document.activeElement?.textContent).toBe("Pharma Sales");
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(services.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(services);
    fireEvent.click(services);
    expect(services.getAttribute("aria-expanded")).toBe("true");
  });

  it("on a narrow screen: the same items, ending with Logout", async () => {
    renderHeaderAt("/PharmaEdge", true);
    await screen.findByRole("navigation", { name: "Main" });
    expect(mobileItems()).toEqual(["Home", "About Us", "Services", "Contact Us", "Logout"]);
    const group = document.querySelector('nav[aria-label="Mobile"] details');
    expect(Array.from(group?.querySelectorAll("a") ?? [], (link) => link.textContent)).toEqual([
      "PMT Aspirants",
      "Pharma Sales",
    ]);
  });
});

describe("every other page keeps the main menu", () => {
  it("/shatayu, signed in: the main menu with its Services link and sub-menu", async () => {
    renderHeaderAt("/shatayu", true);
    const menu = await screen.findByRole("navigation", { name: "Main" });
    expect(menu.dataset.menu).toBe("main");
    expect(within(menu).getByRole("link", { name: "Services" }).getAttribute("href")).toBe(
      "/service",
    );
    expect(within(menu).getByRole("button", { name: "Services menu" })).toBeTruthy();
    expect(within(menu).getByRole("link", { name: "About Us" }).getAttribute("href")).toBe(
      "/about",
    );
    expect(mobileItems()).toEqual([
      "Home",
      "About Us",
      "Services",
      "Testimonials",
      "CSR",
      "Contact Us",
      "Logout",
    ]);
  });
});
