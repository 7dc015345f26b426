import { NavLink } from "react-router";
import { useLocalHref, useT } from "~/i18n/use-translation";
import { ChevronDownIcon } from "./icons";
import type { SubmenuItem } from "./navigation";
import { useDisclosure } from "./use-disclosure";

/** Spec §2 and §9; without JavaScript, CSS opens it on hover and focus. */
export function ServicesSubmenu({ item }: { item: SubmenuItem }) {
  const { open, setOpen, rootRef, rootProps, buttonProps, listId } = useDisclosure<HTMLLIElement>();
  const t = useT();
  const localHref = useLocalHref();
  const label = t(item.message);

  const focusItem = (index: number) => {
    const links = rootRef.current?.querySelectorAll<HTMLAnchorElement>(".submenu a");
    links?.[(index + (links?.length ?? 0)) % (links?.length ?? 1)]?.focus();
  };

  return (
    <li
      ref={rootRef}
      className="main-menu__item has-submenu"
      data-open={open}
      onMouseEnter={(event) => {
        if ((event.nativeEvent as PointerEvent).pointerType !== "touch") setOpen(true);
      }}
      onMouseLeave={() => setOpen(false)}
      {...rootProps}
    >
      {item.to === null ? (
        <button {...buttonProps} className="main-menu__link submenu-button">
          {label}
          <ChevronDownIcon />
        </button>
      ) : (
        <>
          <NavLink to={localHref(item.to)} end className="main-menu__link">
            {label}
          </NavLink>
          <button
            {...buttonProps}
            className="submenu-toggle"
            aria-label={t("menu.submenuToggle", { label })}
          >
            <ChevronDownIcon />
          </button>
        </>
      )}
      <ul
        id={listId}
        className="submenu"
        onKeyDown={(event) => {
          const links = Array.from(
            rootRef.current?.querySelectorAll<HTMLAnchorElement>(".submenu a") ?? [],
          );
          const index = links.indexOf(document.activeElement as HTMLAnchorElement);
          if (event.key === "ArrowDown") {
            event.preventDefault();
            focusItem(index + 1);
          } else if (event.key === "ArrowUp") {
            event.preventDefault();
            focusItem(index - 1);
          }
        }}
      >
        {item.items.map((link) => (
          <li key={link.to}>
            <NavLink to={localHref(link.to)} className="submenu__link">
              {t(link.message)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
