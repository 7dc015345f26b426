import { NavLink } from "react-router";
import { useLocalHref, useT } from "~/i18n/use-translation";
import { LogoutForm } from "./logout-form";
import { type HeaderMenu, visibleItems } from "./navigation";
import { ServicesSubmenu } from "./services-submenu";

export function MainMenu({ menu, signedIn }: { menu: HeaderMenu; signedIn: boolean }) {
  const t = useT();
  const localHref = useLocalHref();
  return (
    <nav className="main-menu" aria-label={t("menu.mainLabel")} data-menu={menu.id}>
      <ul className="main-menu__list">
        {visibleItems(menu, signedIn).map((item) =>
          item.kind === "submenu" ? (
            <ServicesSubmenu key={item.message} item={item} />
          ) : (
            <li key={item.to}>
              <NavLink to={localHref(item.to)} end className="main-menu__link">
                {t(item.message)}
              </NavLink>
            </li>
          ),
        )}
        {signedIn && (
          <li>
            <LogoutForm className="main-menu__link main-menu__logout" />
          </li>
        )}
      </ul>
    </nav>
  );
}
