import { render, screen } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";
import { createRoutesStub, Outlet } from "react-router";
import type { Language } from "#contract/languages.ts";
import { shellLanguage } from "~/i18n/shell-language.server";

/**
 * Renders one page under a root that sends `language`'s shell words as the root loader does, at
 * `address` (its query included).
 */
export function renderUnderRoot(
  language: Language,
  address: string,
  page: { Component: ComponentType; loader?: () => unknown },
): void {
  const { pathname } = new URL(address, "http://site.invalid");
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ ...shellLanguage(language), preview: null, editMarks: null }),
      Component: () => <Outlet />,
      HydrateFallback: () => null,
      children: [{ path: pathname.slice(1), ...page }],
    },
  ]);
  render(<Stub initialEntries={[address]} />);
}

/** Renders `children` as a page's `<main>` in `language`, and finds it. */
export function renderInMain(language: Language, children: ReactNode): Promise<HTMLElement> {
  renderUnderRoot(language, language === "hi" ? "/hi/page" : "/page", {
    Component: () => <main>{children}</main>,
  });
  return screen.findByRole("main");
}

/** The language notices under `root`: each one's words and language. */
export const languageNotices = (root: HTMLElement) =>
  [...root.querySelectorAll("[data-language-notice]")].map((notice) => ({
    text: notice.textContent,
    lang: notice.getAttribute("lang"),
  }));
