import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { CloseIcon, MenuIcon } from "./icons";
import { LogoutForm } from "./logout-form";
import { type HeaderMenu, SIGN_IN_PATH, visibleItems } from "./navigation";
import { hasInvokerCommands, useDialog } from "./use-dialog";

/**
 * The menu on narrow screens: the page's menu items (main or Pharma Edge),
 * ending with "Sign In/Register" for a visitor (spec §2). A signed-in person
 * gets Logout there instead, since a sign-in link would only bounce them home
 * (decision 0036). Its buttons also carry the HTML invoker commands, so the
 * browser opens and closes it without JavaScript; the page behind it does not
 * scroll while it is open (CSS).
 */
const MOBILE_MENU_ID = "mobile-menu";

export function MobileMenu({ menu, signedIn }: { menu: HeaderMenu; signedIn: boolean }) {
  const dialog = useDialog();
  return (
    <>
      <MenuButton
        command="show-modal"
        label="Open menu"
        className="mobile-menu__open"
        onClick={dialog.open}
        aria-haspopup="dialog"
      >
        <MenuIcon />
      </MenuButton>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively */}
      <dialog
        ref={dialog.ref}
        id={MOBILE_MENU_ID}
        className="mobile-menu"
        aria-label="Menu"
        onClick={dialog.onBackdropClick}
      >
        <div className="mobile-menu__panel">
          <MenuButton
            command="close"
            label="Close menu"
            className="mobile-menu__close"
            onClick={dialog.close}
          >
            <CloseIcon />
          </MenuButton>
          <nav aria-label="Mobile" data-menu={menu.id}>
            <ul className="mobile-menu__list">
              {visibleItems(menu, signedIn).map((item) =>
                item.kind === "submenu" ? (
                  <li key={item.label}>
                    <details className="mobile-menu__group">
                      <summary>{item.label}</summary>
                      <ul>
                        {item.to !== null && (
                          <li>
                            <NavLink to={item.to} end>
                              {item.overviewLabel ?? item.label}
                            </NavLink>
                          </li>
                        )}
                        {item.items.map((link) => (
                          <li key={link.to}>
                            <NavLink to={link.to}>{link.label}</NavLink>
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                ) : (
                  <li key={item.to}>
                    <NavLink to={item.to} end>
                      {item.label}
                    </NavLink>
                  </li>
                ),
              )}
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

/**
 * A button that opens or closes the menu: by its invoker command where the
 * browser runs those (with or without JavaScript), else by `onClick`. Never
 * both: the command would find the dialog already open and warn.
 */
function MenuButton({
  command,
  label,
  className,
  onClick,
  children,
  ...aria
}: {
  command: "show-modal" | "close";
  label: string;
  className: string;
  onClick: () => void;
  children: ReactNode;
  "aria-haspopup"?: "dialog";
}) {
  return (
    <button
      type="button"
      className={`icon-button ${className}`}
      aria-label={label}
      {...aria}
      command={command}
      commandfor={MOBILE_MENU_ID}
      onClick={() => {
        if (!hasInvokerCommands()) onClick();
      }}
    >
      {children}
    </button>
  );
}
