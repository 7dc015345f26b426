// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { SiteSettings } from "~/content/types";
import { phoneDigits } from "~/lib/phone";
import { SessionProvider } from "~/session/session-provider";
import type { ShellUser } from "~/session/shell-user";
import { Footer } from "./footer";
import { Header } from "./header";

const settings: SiteSettings = {
  companyName: "Test Co",
  tagline: null,
  description: "A test company.",
  shareImage: null,
  notFound: null,
  contactNumber: "+91 11 2345 6789",
  whatsappNumber: "+91 98200 41377",
  email: "team@test.example",
  address: "1 Test Road, Pune",
  socialLinks: null,
  footerLinks: [
    { label: "About Us", href: "/about" },
    { label: "Partner", href: "https://partner.example" },
  ],
};

const user: ShellUser = {
  id: 1,
  name: "Asha",
  email: "asha@test.example",
  abc_coins: 250,
  entitlements: [],
};

// Links and forms need a router: each test's element is the one route's content.
let routeContent: React.ReactElement | null = null;
function RouteContent() {
  return (
    <SessionProvider user={null} hasSession={false}>
      {routeContent}
    </SessionProvider>
  );
}
const RouterStub = createRoutesStub([{ path: "/", Component: RouteContent }]);

function renderInRouter(element: React.ReactElement) {
  routeContent = element;
  return render(<RouterStub initialEntries={["/"]} />);
}

afterEach(cleanup);

describe("Header", () => {
  it("signed out: the Signin/register button to /Signup, no Logout", () => {
    renderInRouter(<Header user={null} companyName="Test Co" />);
    expect(screen.getByRole("link", { name: "Signin/register" }).getAttribute("href")).toBe(
      "/Signup",
    );
    expect(screen.queryByRole("button", { name: "Logout" })).toBeNull();
  });

  it("signed in: Logout in the main menu (a POST form), no sign-in button", () => {
    renderInRouter(<Header user={user} companyName="Test Co" />);
    const menu = screen.getByRole("navigation", { name: "Main" });
    const logout = within(menu).getByRole("button", { name: "Logout" });
    const form = logout.closest("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/logout");
    expect(screen.queryByRole("link", { name: "Signin/register" })).toBeNull();
  });

  it("lists the main menu in the spec's order", () => {
    renderInRouter(<Header user={null} companyName="Test Co" />);
    const menu = screen.getByRole("navigation", { name: "Main" });
    const names = within(menu)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names.slice(0, 3)).toEqual(["Home", "About Us", "Services"]);
    expect(names.slice(-3)).toEqual(["Testimonials", "CSR", "Contact Us"]);
  });
});

describe("Footer", () => {
  it("shows the Services links to signed-in users only", () => {
    renderInRouter(<Footer settings={settings} signedIn={false} year={2026} />);
    expect(screen.queryByRole("navigation", { name: "Services" })).toBeNull();
    cleanup();
    renderInRouter(<Footer settings={settings} signedIn={true} year={2026} />);
    const services = screen.getByRole("navigation", { name: "Services" });
    expect(within(services).getByRole("link", { name: "Shatayu" }).getAttribute("href")).toBe(
      "/shatayu",
    );
  });

  it("links WhatsApp, phone and e-mail from the site settings", () => {
    renderInRouter(<Footer settings={settings} signedIn={false} year={2026} />);
    expect(screen.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")).toBe(
      "https://wa.me/919820041377",
    );
    expect(screen.getByRole("link", { name: /Call/ }).getAttribute("href")).toBe(
      "tel:+911123456789",
    );
    expect(screen.getByRole("link", { name: "team@test.example" }).getAttribute("href")).toBe(
      "mailto:team@test.example",
    );
  });

  it("renders internal links in the app and external ones as plain links", () => {
    renderInRouter(<Footer settings={settings} signedIn={false} year={2026} />);
    expect(screen.getByRole("link", { name: "About Us" }).getAttribute("href")).toBe("/about");
    expect(screen.getByRole("link", { name: "Partner" }).getAttribute("rel")).toContain("noopener");
  });

  it("prints the copyright line with the year it is given", () => {
    renderInRouter(<Footer settings={settings} signedIn={false} year={2031} />);
    expect(screen.getByText(/© 2031 Test Co/)).toBeTruthy();
  });

  it("still renders without site settings", () => {
    renderInRouter(<Footer settings={null} signedIn={false} year={2026} />);
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).toBeNull();
  });

  it("reduces phone numbers to digits for wa.me and tel:", () => {
    expect(phoneDigits("+91 (98200) 41-377")).toBe("919820041377");
  });
});
