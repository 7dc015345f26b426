import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { ShellUser } from "~/session/shell-user";
import { ChevronDownIcon, UserIcon } from "./icons";

/**
 * Signed in (spec §2): a user icon opening View Profile, the coin balance,
 * My Orders and Scholarship (which leads to /my-orders). A disclosure:
 * Enter/Space/ArrowDown open it, Escape closes it and returns focus.
 */
export function UserMenu({ user }: { user: ShellUser }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the menu closes it
    <div
      ref={rootRef}
      className="user-menu"
      data-open={open}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() =>
              rootRef.current?.querySelector<HTMLAnchorElement>(".user-menu__list a")?.focus(),
            );
          }
        }}
      >
        <UserIcon />
        <span className="visually-hidden">Account menu for </span>
        <span className="user-menu__name">{user.name}</span>
        <ChevronDownIcon />
      </button>
      <ul id={menuId} className="user-menu__list" hidden={!open}>
        <li>
          <Link to="/my-profile">View Profile</Link>
        </li>
        <li className="user-menu__coins">
          <span>Coin balance</span>
          <strong data-testid="coin-balance">{user.abc_coins}</strong>
        </li>
        <li>
          <Link to="/my-orders">My Orders</Link>
        </li>
        <li>
          <Link to="/my-orders">Scholarship</Link>
        </li>
      </ul>
    </div>
  );
}
