import { NavLink } from "react-router";
import { LogoutForm } from "./logout-form";
import { type HeaderMenu, visibleItems } from "./navigation";
import { ServicesSubmenu } from "./services-submenu";

/** The header's menu on wide screens: the page's menu (main or Pharma Edge), then Logout. */
export function MainMenu({ menu, signedIn }: { menu: HeaderMenu; signedIn: boolean }) {
  return (
    <nav className="main-menu" aria-label="Main" data-menu={menu.id}>
      <ul className="main-menu__list">
        {visibleItems(menu, signedIn).map((item) =>
          item.kind === "submenu" ? (
            <ServicesSubmenu key={item.label} item={item} />
          ) : (
            <li key={item.to}>
              <NavLink to={item.to} end className="main-menu__link">
                {item.label}
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
