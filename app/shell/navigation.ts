/** The menus of spec §2, as data: the header, the mobile menu and the footer all read these. */

export interface NavLink {
  label: string;
  to: string;
}

/** A header menu item with a list under it (a disclosure). */
export interface SubmenuItem {
  kind: "submenu";
  label: string;
  /** The item's own page, beside the toggle; null when the item only opens its list. */
  to: string | null;
  /** The mobile menu's name for the item's own page, first in its list. */
  overviewLabel?: string;
  items: readonly NavLink[];
  /** Shown to signed-in people only (the Pharma Edge services, spec §2 and §6). */
  signedInOnly?: boolean;
}

export type MenuItem = ({ kind: "link" } & NavLink) | SubmenuItem;

/**
 * A header menu: its items in order. Every menu ends with Logout for a
 * signed-in person; the mobile one ends with Sign In/Register otherwise.
 */
export interface HeaderMenu {
  id: "main" | "pharma-edge";
  items: readonly MenuItem[];
}

const link = (label: string, to: string): MenuItem => ({ kind: "link", label, to });

/** Main menu: Home, About Us, Services (the public face of each service line), Testimonials, CSR, Contact Us. */
export const MAIN_MENU: HeaderMenu = {
  id: "main",
  items: [
    link("Home", "/"),
    link("About Us", "/about"),
    {
      kind: "submenu",
      label: "Services",
      to: "/service",
      overviewLabel: "All services",
      items: [
        { label: "PMT Aspirants", to: "/pmt-aspirants" },
        { label: "Pharma Edge", to: "/PharmaEdge-about" },
        { label: "RepHub", to: "/rephub" },
        { label: "Shatayu", to: "/shatayu-about" },
        { label: "Astira", to: "/astira" },
      ],
    },
    link("Testimonials", "/testimonials"),
    link("CSR", "/csr"),
    link("Contact Us", "/contact"),
  ],
};

/** The Pharma Edge services, for its menu and its module page. */
export const PHARMA_EDGE_SERVICES: readonly NavLink[] = [
  { label: "PMT Aspirants", to: "/pmt-aspirants" },
  { label: "Pharma Sales", to: "/pharma-sales" },
];

/** Pharma Edge header menu: Home, About Us, Services (signed in only), Contact Us. */
export const PHARMA_EDGE_MENU: HeaderMenu = {
  id: "pharma-edge",
  items: [
    link("Home", "/"),
    link("About Us", "/PharmaEdge-about"),
    {
      kind: "submenu",
      label: "Services",
      // No page of its own: /PharmaEdge needs an entitlement that not every signed-in person holds.
      to: null,
      items: PHARMA_EDGE_SERVICES,
      signedInOnly: true,
    },
    link("Contact Us", "/contact"),
  ],
};

/**
 * The pages that show the Pharma Edge menu in place of the main one (spec §2): Pharma Edge's
 * own. PMT (/pmt-aspirants and the courses bought there) is an offering of its own in §2's
 * Services list, with its own entitlement, so it keeps the main menu, parent and child alike.
 */
export const PHARMA_EDGE_MENU_PATHS: ReadonlySet<string> = new Set([
  "/PharmaEdge",
  "/PharmaEdge-about",
  "/pharma-sales",
]);

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
  { label: "PMT Aspirants", to: "/pmt-aspirants" },
  { label: "Pharma Edge", to: "/PharmaEdge" },
  { label: "RepHub", to: "/rephub" },
  { label: "Shatayu", to: "/shatayu" },
  { label: "Education Guidance", to: "/EducationService" },
  { label: "Career Guidance", to: "/CareerService" },
  { label: "Micro-Business", to: "/MicroService" },
  { label: "Spiritual", to: "/SpiritualService" },
];

export const SIGN_IN_PATH = "/Signup";
export const SEARCH_PATH = "/search";
