// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub, Outlet, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "#contract/languages.ts";
import type { SiteSettings } from "~/content/types";
import { contact as englishContact } from "~/i18n/catalogue/en/contact";
import { core as englishCore } from "~/i18n/catalogue/en/core";
import { shell as englishShell } from "~/i18n/catalogue/en/shell";
import { hi } from "~/i18n/catalogue/hi";
import { shellLanguage } from "~/i18n/shell-language.server";
import { SessionProvider } from "~/session/session-provider";
import { NotFoundPage } from "./error-pages";
import { Footer } from "./footer";
import { Header } from "./header";
import type { RootData } from "./root-data";

/** The shell on a Hindi page (issue #30): Hindi words, Hindi links, and the way back to English. */

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
  socialLinks: [{ label: "Instagram", href: "https://instagram.example/testco" }],
  footerLinks: [{ label: "हमारे बारे में", href: "/about" }],
};

function rootData(language: Language): Partial<RootData> {
  return { ...shellLanguage(language), settings, year: 2026 };
}

/** The about page says where it is in each language, as its loader does (its hreflang alternates). */
const aboutSeo = {
  seo: {
    alternates: [
      { language: "en", href: "http://site.test/about" },
      { language: "hi", href: "http://site.test/hi/about" },
    ],
  },
};

function renderAt(path: string, language: Language, signedIn = false) {
  const user = signedIn
    ? { id: 1, name: "Asha", email: "asha@test.example", abc_coins: 5, entitlements: [] }
    : null;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData(language),
      HydrateFallback: () => null,
      Component: () => (
        <SessionProvider user={user} hasSession={signedIn}>
          <Header user={user} companyName="Test Co" />
          <main>
            <Outlet />
          </main>
          <Footer settings={settings} signedIn={signedIn} year={2026} />
        </SessionProvider>
      ),
      children: [
        { path: "about", loader: () => aboutSeo, Component: () => <h1>About</h1> },
        { path: "hi/about", loader: () => aboutSeo, Component: () => <h1>परिचय</h1> },
        // The English address as the not-found route's loader finds it (routes/not-found.tsx).
        { path: "*", Component: NotFoundHere },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

/**
 * What a person meets on the page: its text, and the words in its attributes (names of
 * buttons and regions, the search box's placeholder). Not the account menu's: it leads to the
 * members' pages, which are English only, and says their names.
 */
function everythingSaid(): string {
  const page = document.body.cloneNode(true) as HTMLElement;
  for (const accountMenu of page.querySelectorAll(".user-menu")) accountMenu.remove();
  const attributes = Array.from(page.querySelectorAll("*")).flatMap((element) =>
    ["aria-label", "placeholder", "title"].map((name) => element.getAttribute(name) ?? ""),
  );
  return [page.textContent ?? "", ...attributes].join("\n");
}

/** The English catalogue's words of the shell (the fixed parts of a message with values). */
function englishWords(): string[] {
  const english: Record<string, string> = { ...englishCore, ...englishShell, ...englishContact };
  const hindi: Record<string, string> = hi;
  // Words the Hindi says as well (brand names: Pharma Edge, WhatsApp) are not English ones.
  return Object.entries(english).flatMap(([key, text]) =>
    text
      .split(/\{[^}]*\}/)
      .map((part) => part.replace(/^[\s,.©:;]+|[\s,.:;]+$/g, ""))
      .filter((part) => part.length > 2 && !hindi[key]?.includes(part)),
  );
}

afterEach(cleanup);

describe("the shell on a Hindi page (/hi/about)", () => {
  it("says none of the shell's English words", async () => {
    renderAt("/hi/about", "hi", true);
    await screen.findByRole("heading", { name: "परिचय" });
    const said = everythingSaid();
    expect(englishWords().filter((words) => said.includes(words))).toEqual([]);
    expect(said).toContain("सर्वाधिकार सुरक्षित");
    expect(screen.getByRole("navigation", { name: "मुख्य" })).toBeTruthy();
  });

  it("signed out too: the sign-in button in Hindi, to the (English) sign-in page", async () => {
    renderAt("/hi/about", "hi");
    await screen.findByRole("heading", { name: "परिचय" });
    const said = everythingSaid();
    expect(englishWords().filter((words) => said.includes(words))).toEqual([]);
    expect(screen.getByRole("link", { name: "साइन इन/रजिस्टर" }).getAttribute("href")).toBe(
      "/Signup",
    );
  });

  it("links the Hindi pages, and leaves members' pages in English", async () => {
    renderAt("/hi/about", "hi", true);
    await screen.findByRole("heading", { name: "परिचय" });
    const menu = screen.getByRole("navigation", { name: "मुख्य" });
    expect(within(menu).getByRole("link", { name: "हमारे बारे में" }).getAttribute("href")).toBe(
      "/hi/about",
    );
    expect(within(menu).getByRole("link", { name: "मुखपृष्ठ" }).getAttribute("href")).toBe("/hi");
    expect(screen.getByRole("link", { name: "Test Co, मुखपृष्ठ" }).getAttribute("href")).toBe("/hi");
    expect(document.querySelector("form[role=search]")?.getAttribute("action")).toBe("/hi/search");
    const services = screen.getByRole("navigation", { name: "सेवाएँ" });
    expect(within(services).getByRole("link", { name: "Shatayu" }).getAttribute("href")).toBe(
      "/shatayu",
    );
  });

  it("offers the same page in English: a plain link, named in English", async () => {
    renderAt("/hi/about", "hi");
    await screen.findByRole("heading", { name: "परिचय" });
    // On wide screens in the header, on narrow ones in the mobile menu (a closed dialog).
    const switches = Array.from(document.querySelectorAll("a.language-switch"));
    expect(switches).toHaveLength(2);
    expect(screen.getByRole("link", { name: "English" })).toBe(switches[0]);
    for (const link of switches) {
      expect(link.textContent).toBe("English");
      expect(link.getAttribute("href")).toBe("/language?to=en&next=%2Fabout");
      expect(link.getAttribute("lang")).toBe("en");
      expect(link.getAttribute("hreflang")).toBe("en");
    }
  });
});

describe("the language switch on an English page", () => {
  it("leads to the Hindi page, named in Hindi", async () => {
    renderAt("/about", "en");
    await screen.findByRole("heading", { name: "About" });
    const [link] = screen.getAllByRole("link", { name: "हिन्दी" });
    expect(link?.getAttribute("href")).toBe("/language?to=hi&next=%2Fhi%2Fabout");
    expect(link?.getAttribute("lang")).toBe("hi");
    expect(link?.getAttribute("hreflang")).toBe("hi");
  });

  it("leads to the same address in Hindi from a page not in Hindi: its notice, not the home", async () => {
    renderAt("/my-orders", "en");
    await screen.findByRole("heading", { name: "Page not found" });
    const [link] = screen.getAllByRole("link", { name: "हिन्दी" });
    expect(link?.getAttribute("href")).toBe("/language?to=hi&next=%2Fhi%2Fmy-orders");
  });

  it("keeps the query, on the translation's own address", async () => {
    renderAt("/about?from=mail", "en");
    await screen.findByRole("heading", { name: "About" });
    const [link] = screen.getAllByRole("link", { name: "हिन्दी" });
    expect(link?.getAttribute("href")).toBe(
      `/language?to=hi&next=${encodeURIComponent("/hi/about?from=mail")}`,
    );
  });
});

describe("the language switch on a Hindi 404", () => {
  it("comes back to the address the reader was at, with its query", async () => {
    renderAt("/hi/blog-details/english-only?x=1", "hi");
    await screen.findByRole("heading", { name: "पृष्ठ नहीं मिला" });
    const [link] = screen.getAllByRole("link", { name: "English" });
    expect(link?.getAttribute("href")).toBe(
      `/language?to=en&next=${encodeURIComponent("/blog-details/english-only?x=1")}`,
    );
  });
});

/**
 * The 404 with what the server says of its address: a page of the site in English, or nothing (a
 * 404 thrown without words, as a missing document's).
 */
function NotFoundHere() {
  const { pathname } = useLocation();
  return (
    <NotFoundPage words={null} english={pathname === "/hi/my-orders" ? "/my-orders" : undefined} />
  );
}

describe("the 404 page on a Hindi address", () => {
  it("in Hindi, with no English word of the shell", async () => {
    renderAt("/hi/Not_A_Page", "hi");
    await screen.findByRole("heading", { name: "पृष्ठ नहीं मिला" });
    const said = everythingSaid();
    expect(englishWords().filter((words) => said.includes(words))).toEqual([]);
    expect(screen.getByRole("link", { name: "मुखपृष्ठ पर जाएँ" }).getAttribute("href")).toBe("/hi");
    expect(screen.queryByRole("link", { name: "अंग्रेज़ी में पढ़ें" })).toBeNull();
    expect(screen.queryByText("यह पृष्ठ अंग्रेज़ी में है")).toBeNull();
    // Its own search box, in Hindi, to the Hindi search.
    const box = screen.getByRole("searchbox", { name: "इसे साइट पर खोजें" });
    expect(box.closest("form")?.getAttribute("action")).toBe("/hi/search");
  });

  it("says nothing of English for a page no language has, whatever the address looks like", async () => {
    renderAt("/hi/no-such-page", "hi");
    await screen.findByRole("heading", { name: "पृष्ठ नहीं मिला" });
    expect(screen.queryByText("यह पृष्ठ अंग्रेज़ी में है")).toBeNull();
    expect(screen.queryByRole("link", { name: "अंग्रेज़ी में पढ़ें" })).toBeNull();
  });

  it("leads to the English page when the site has one there", async () => {
    renderAt("/hi/my-orders", "hi");
    await screen.findByRole("heading", { name: "पृष्ठ नहीं मिला" });
    expect(screen.getByText("यह पृष्ठ अंग्रेज़ी में है")).toBeTruthy();
    const link = screen.getByRole("link", { name: "अंग्रेज़ी में पढ़ें" });
    expect(link.getAttribute("href")).toBe("/my-orders");
    expect(link.getAttribute("hreflang")).toBe("en");
  });

  it("on an English address: English words, as before", async () => {
    renderAt("/no-such/page", "en");
    await screen.findByRole("heading", { name: "Page not found" });
    expect(
      screen.getByText(
        "There is no page at this address. It may have moved, or the link may be mistyped.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe(
      "/",
    );
    expect(screen.queryByRole("link", { name: "Read it in English" })).toBeNull();
  });
});
