import { Link } from "react-router";
import { formatCount } from "~/lib/format";
import type { ShellUser } from "~/session/shell-user";
import { ChevronDownIcon, UserIcon } from "./icons";
import { useDisclosure } from "./use-disclosure";

/** Spec §2; My courses is ours. */
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
      {/* No JavaScript: CSS shows it on hover and focus. */}
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
          <Link to="/my-courses">My courses</Link>
        </li>
        <li>
          {/* Spec §2: Scholarship leads to /my-orders. */}
          <Link to="/my-orders#scholarship">Scholarship</Link>
        </li>
        {user.staff && (
          // Ours: staff sign in like everyone else.
          <li>
            <Link to="/staff">Staff console</Link>
          </li>
        )}
      </ul>
    </div>
  );
}
