import { NavLink } from "react-router";
import { CloseIcon, MenuIcon } from "./icons";
import { LogoutForm } from "./logout-form";
import {
  MAIN_MENU_AFTER_SERVICES,
  MAIN_MENU_BEFORE_SERVICES,
  SERVICES_LINK,
  SERVICES_SUBMENU,
  SIGN_IN_PATH,
} from "./navigation";
import { useDialog } from "./use-dialog";

/**
 * The menu on narrow screens: the main menu's items, ending with
 * "Sign In/Register" for a visitor (spec §2). A signed-in person gets Logout
 * there instead, since a sign-in link would only bounce them home.
 */
export function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const dialog = useDialog();
  return (
    <>
      <button
        type="button"
        className="icon-button mobile-menu__open"
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={dialog.open}
      >
        <MenuIcon />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively */}
      <dialog
        ref={dialog.ref}
        className="mobile-menu"
        aria-label="Menu"
        onClick={dialog.onBackdropClick}
      >
        <div className="mobile-menu__panel">
          <button
            type="button"
            className="icon-button mobile-menu__close"
            aria-label="Close menu"
            onClick={dialog.close}
          >
            <CloseIcon />
          </button>
          <nav aria-label="Mobile">
            <ul className="mobile-menu__list">
              {MAIN_MENU_BEFORE_SERVICES.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <details className="mobile-menu__group">
                  <summary>{SERVICES_LINK.label}</summary>
                  <ul>
                    <li>
                      <NavLink to={SERVICES_LINK.to} end>
                        All services
                      </NavLink>
                    </li>
                    {SERVICES_SUBMENU.map((link) => (
                      <li key={link.to}>
                        <NavLink to={link.to}>{link.label}</NavLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
              {MAIN_MENU_AFTER_SERVICES.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to}>{link.label}</NavLink>
                </li>
              ))}
              <li className="mobile-menu__last">
                {signedIn ? (
                  <LogoutForm className="button button--ghost" />
                ) : (
                  <NavLink to={SIGN_IN_PATH} className="button button--primary">
                    Sign In/Register
                  </NavLink>
                )}
              </li>
            </ul>
          </nav>
        </div>
      </dialog>
    </>
  );
}
