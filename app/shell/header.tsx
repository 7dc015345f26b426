import { Link, useLocation } from "react-router";
import { unprefixedPath } from "~/i18n/language-path";
import { useLocalHref, useT } from "~/i18n/use-translation";
import type { ShellUser } from "~/session/shell-user";
import { SIGN_IN_PATH } from "~/shell-paths";
import { Brand } from "./brand";
import { LanguageSwitch } from "./language-switch";
import { MainMenu } from "./main-menu";
import { MobileMenu } from "./mobile-menu";
import { headerMenuFor } from "./navigation";
import { SearchOverlay } from "./search-overlay";
import { useScrolledPast } from "./use-scroll";
import { UserMenu } from "./user-menu";

/** Its height stays, so nothing below moves. */
const STICKY_AFTER_PX = 24;

export function Header({ user, companyName }: { user: ShellUser | null; companyName: string }) {
  const stuck = useScrolledPast(STICKY_AFTER_PX);
  const t = useT();
  const localHref = useLocalHref();
  // Pharma Edge pages have their own menu (spec §2).
  const menu = headerMenuFor(unprefixedPath(useLocation().pathname));
  return (
    <header className="site-header" data-stuck={stuck}>
      <div className="container site-header__inner">
        <Brand companyName={companyName} />
        <MainMenu menu={menu} signedIn={user !== null} />
        <div className="site-header__actions">
          <div className="main-menu">
            <LanguageSwitch className="main-menu__link" />
          </div>
          <SearchOverlay />
          {user === null ? (
            <Link
              to={localHref(SIGN_IN_PATH)}
              className="button button--primary site-header__signin"
            >
              {t("menu.signIn")}
            </Link>
          ) : (
            <UserMenu user={user} />
          )}
          <MobileMenu menu={menu} signedIn={user !== null} />
        </div>
      </div>
    </header>
  );
}
