import { NavLink } from "react-router";
import { useLocalHref, useT } from "~/i18n/use-translation";
import { ChevronDownIcon } from "./icons";
import type { SubmenuItem } from "./navigation";
import { useDisclosure } from "./use-disclosure";

/**
 * "Services" with its sub-menu (spec §2), a disclosure. In the main menu the link goes to /service
 * and the chevron button beside it opens the list; in the Pharma Edge menu, which has no services
 * page, the button is the item. Opens on hover for a mouse, on Enter/Space/ArrowDown for a
 * keyboard; Escape closes and returns focus. The open and close animation lasts 1000 ms (spec §9,
 * --submenu-duration). Without JavaScript, CSS opens it on hover and on focus.
 */
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
