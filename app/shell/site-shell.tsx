import type { ReactNode } from "react";
import type { RootData } from "~/root";
import { Footer } from "./footer";
import { Header } from "./header";
import { ScrollTopButton } from "./scroll-top-button";
import { Toasts } from "./toasts";

/** The frame of every page, error pages included (spec §2 Menus). */
export function SiteShell({ data, children }: { data: RootData | undefined; children: ReactNode }) {
  const user = data?.user ?? null;
  const settings = data?.settings ?? null;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header user={user} companyName={settings?.companyName ?? "Aarogya Bharat Collective"} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer
        settings={settings}
        signedIn={user !== null}
        year={data?.year ?? new Date().getFullYear()}
      />
      <ScrollTopButton />
      <Toasts message={data?.toast ?? null} />
    </>
  );
}
