import { NavLink } from "react-router";
import { LogoutForm } from "./logout-form";
import { MAIN_MENU_AFTER_SERVICES, MAIN_MENU_BEFORE_SERVICES } from "./navigation";
import { ServicesSubmenu } from "./services-submenu";

export function MainMenu({ signedIn }: { signedIn: boolean }) {
  return (
    <nav className="main-menu" aria-label="Main">
      <ul className="main-menu__list">
        {MAIN_MENU_BEFORE_SERVICES.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className="main-menu__link">
              {link.label}
            </NavLink>
          </li>
        ))}
        <ServicesSubmenu />
        {MAIN_MENU_AFTER_SERVICES.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="main-menu__link">
              {link.label}
            </NavLink>
          </li>
        ))}
        {signedIn && (
          <li>
            <LogoutForm className="main-menu__link main-menu__logout" />
          </li>
        )}
      </ul>
    </nav>
  );
}
