import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { useLocalHref, useT } from "~/i18n/use-translation";
import { SIGN_IN_PATH } from "~/shell-paths";
import { CloseIcon, MenuIcon } from "./icons";
import { LanguageSwitch } from "./language-switch";
import { LogoutForm } from "./logout-form";
import { type HeaderMenu, visibleItems } from "./navigation";
import { hasInvokerCommands, useDialog } from "./use-dialog";

/**
 * Signed in, Logout replaces "Sign In/Register" (decision 0036); invoker commands open it without
 * JavaScript.
 */
const MOBILE_MENU_ID = "mobile-menu";

export function MobileMenu({ menu, signedIn }: { menu: HeaderMenu; signedIn: boolean }) {
  const dialog = useDialog();
  const t = useT();
  const localHref = useLocalHref();
  return (
    <>
      <MenuButton
        command="show-modal"
        label={t("menu.open")}
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
        aria-label={t("menu.dialog")}
        onClick={dialog.onBackdropClick}
      >
        <div className="mobile-menu__panel">
          <MenuButton
            command="close"
            label={t("menu.close")}
            className="mobile-menu__close"
            onClick={dialog.close}
          >
            <CloseIcon />
          </MenuButton>
          <nav aria-label={t("menu.mobileLabel")} data-menu={menu.id}>
            <ul className="mobile-menu__list">
              {visibleItems(menu, signedIn).map((item) =>
                item.kind === "submenu" ? (
                  <li key={item.message}>
                    <details className="mobile-menu__group">
                      <summary>{t(item.message)}</summary>
                      <ul>
                        {item.to !== null && (
                          <li>
                            <NavLink to={localHref(item.to)} end>
                              {t(item.overviewMessage ?? item.message)}
                            </NavLink>
                          </li>
                        )}
                        {item.items.map((link) => (
                          <li key={link.to}>
                            <NavLink to={localHref(link.to)}>{t(link.message)}</NavLink>
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                ) : (
                  <li key={item.to}>
                    <NavLink to={localHref(item.to)} end>
                      {t(item.message)}
                    </NavLink>
                  </li>
                ),
              )}
              <li className="mobile-menu__last">
                {signedIn ? (
                  <LogoutForm className="button button--ghost" />
                ) : (
                  <NavLink to={localHref(SIGN_IN_PATH)} className="button button--primary">
                    {t("menu.signInMobile")}
                  </NavLink>
                )}
              </li>
            </ul>
          </nav>
          <LanguageSwitch className="button button--ghost mobile-menu__language" />
        </div>
      </dialog>
    </>
  );
}

/** Never both command and onClick: the command would find the dialog already open and warn. */
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
