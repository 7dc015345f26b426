import type { MessageKey } from "~/i18n/catalogue/en";
import { routePath } from "~/route-table";

/**
 * The menus of spec §2, as data: the header, the mobile menu and the footer all read these. An item
 * names a page of the route table by its id (the table owns every path) and its words by their
 * catalogue key (the catalogue owns the spec's menu words, in each language). Links are the English
 * pages', turned into the page's language where it has them (useLocalHref).
 */

export interface NavLink {
  /** The item's words in the catalogue (`t(item.message)`). */
  message: MessageKey;
  to: string;
}

/** A header menu item with a list under it (a disclosure). */
export interface SubmenuItem {
  kind: "submenu";
  message: MessageKey;
  /** The item's own page, beside the toggle; null when the item only opens its list. */
  to: string | null;
  /** The mobile menu's name for the item's own page, first in its list. */
  overviewMessage?: MessageKey;
  items: readonly NavLink[];
  /** Shown to signed-in people only (the Pharma Edge services, spec §2 and §6). */
  signedInOnly?: boolean;
}

export type MenuItem = ({ kind: "link" } & NavLink) | SubmenuItem;

/**
 * A header menu: its items in order. Every menu ends with Logout for a signed-in person; the mobile
 * one ends with Sign In/Register otherwise.
 */
export interface HeaderMenu {
  id: "main" | "pharma-edge";
  items: readonly MenuItem[];
}

/** The page with route id `id`, in the words of `message`. */
const page = (id: string, message: MessageKey): NavLink => ({ message, to: routePath(id) });
const link = (id: string, message: MessageKey): MenuItem => ({
  kind: "link",
  ...page(id, message),
});

/** Main menu: Home, About Us, Services (the public face of each service line), Testimonials, CSR, Contact Us. */
export const MAIN_MENU: HeaderMenu = {
  id: "main",
  items: [
    link("home", "menu.home"),
    link("about", "menu.about"),
    {
      kind: "submenu",
      message: "menu.services",
      to: routePath("service"),
      overviewMessage: "menu.allServices",
      items: [
        page("pmt-aspirants", "menu.pmt"),
        page("pharma-edge-about", "menu.pharmaEdge"),
        page("rephub", "menu.rephub"),
        page("shatayu-about", "menu.shatayu"),
        page("astira", "menu.astira"),
      ],
    },
    link("testimonials", "menu.testimonials"),
    link("csr", "menu.csr"),
    link("contact", "menu.contact"),
  ],
};

/** The Pharma Edge services, for its menu and its module page. */
export const PHARMA_EDGE_SERVICES: readonly NavLink[] = [
  page("pmt-aspirants", "menu.pmt"),
  page("pharma-sales", "menu.pharmaSales"),
];

/** Pharma Edge header menu: Home, About Us, Services (signed in only), Contact Us. */
export const PHARMA_EDGE_MENU: HeaderMenu = {
  id: "pharma-edge",
  items: [
    link("home", "menu.home"),
    link("pharma-edge-about", "menu.about"),
    {
      kind: "submenu",
      message: "menu.services",
      // No page of its own: /PharmaEdge needs an entitlement that not every signed-in person holds.
      to: null,
      items: PHARMA_EDGE_SERVICES,
      signedInOnly: true,
    },
    link("contact", "menu.contact"),
  ],
};

/**
 * The pages that show the Pharma Edge menu in place of the main one (spec §2): Pharma Edge's own.
 * PMT (/pmt-aspirants and the courses bought there) is an offering of its own in §2's Services
 * list, with its own entitlement, so it keeps the main menu, parent and child alike.
 */
const PHARMA_EDGE_MENU_PATHS: ReadonlySet<string> = new Set(
  ["pharma-edge", "pharma-edge-about", "pharma-sales"].map(routePath),
);

/** The header menu of the page at `pathname` (the spec's case; other cases redirect to it). */
export function headerMenuFor(pathname: string): HeaderMenu {
  return PHARMA_EDGE_MENU_PATHS.has(pathname) ? PHARMA_EDGE_MENU : MAIN_MENU;
}

/** The items a person sees: the signed-in-only ones only when signed in. */
export function visibleItems(menu: HeaderMenu, signedIn: boolean): readonly MenuItem[] {
  return menu.items.filter((item) => signedIn || item.kind !== "submenu" || !item.signedInOnly);
}

/** Footer "Services" column: the modules themselves, shown to signed-in users only (§6). */
export const FOOTER_SERVICE_LINKS: readonly NavLink[] = [
  page("pmt-aspirants", "menu.pmt"),
  page("pharma-edge", "menu.pharmaEdge"),
  page("rephub", "menu.rephub"),
  page("shatayu", "menu.shatayu"),
  page("education-service", "menu.educationGuidance"),
  page("career-service", "menu.careerGuidance"),
  page("micro-service", "menu.microBusiness"),
  page("spiritual-service", "menu.spiritual"),
];

export const SEARCH_PATH = routePath("search");
