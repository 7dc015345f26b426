import { Link } from "react-router";
import { formatCount } from "~/lib/format";
import type { ShellUser } from "~/session/shell-user";
import { ChevronDownIcon, UserIcon } from "./icons";
import { useDisclosure } from "./use-disclosure";

/**
 * Signed in (spec §2): a user icon opening View Profile, the coin balance, My Orders, My courses
 * (ours) and Scholarship (which leads to /my-orders). A disclosure: Enter/Space/ArrowDown open it,
 * Escape closes it and returns focus.
 */
export function UserMenu({ user }: { user: ShellUser }) {
  const { open, rootRef, rootProps, buttonProps, listId } = useDisclosure<HTMLDivElement>();

  return (
    <div ref={rootRef} className="user-menu" data-open={open} {...rootProps}>
      <button {...buttonProps} className="user-menu__button">
        <UserIcon />
        <span className="visually-hidden">Account menu for </span>
        <span className="user-menu__name">{user.name}</span>
        <ChevronDownIcon />
      </button>
      {/* Shown by CSS from data-open, or on hover and focus before scripts run (no JavaScript). */}
      <ul id={listId} className="user-menu__list">
        <li>
          <Link to="/my-profile">View Profile</Link>
        </li>
        <li className="user-menu__coins">
          <span>Coin balance</span>
          <strong data-testid="coin-balance">{formatCount(user.abc_coins)}</strong>
        </li>
        <li>
          <Link to="/my-orders">My Orders</Link>
        </li>
        <li>
          {/* Ours: the courses the member owns, each opening its course page. */}
          <Link to="/my-courses">My courses</Link>
        </li>
        <li>
          {/* The orders page, at its scholarship note (spec §2: Scholarship leads to /my-orders). */}
          <Link to="/my-orders#scholarship">Scholarship</Link>
        </li>
        {user.staff && (
          // Ours: the way in for staff, who sign in like everyone else.
          <li>
            <Link to="/staff">Staff console</Link>
          </li>
        )}
      </ul>
    </div>
  );
}
