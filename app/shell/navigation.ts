import type { MessageKey } from "~/i18n/catalogue/en";
import type { Translate } from "~/i18n/translate";

/**
 * The menus of spec §2, as data: the header, the mobile menu and the footer all read these.
 * Each item has its English label (the spec's word) and the catalogue's key for the words
 * the page shows in its language (`t(item.message)`); links are the English pages', turned
 * into the page's language where it has them (useLocalHref).
 */

export interface NavLink {
  label: string;
  /** The label's key in the catalogue; without one, the label is said as it is. */
  message?: MessageKey;
  to: string;
}

/** A header menu item with a list under it (a disclosure). */
export interface SubmenuItem {
  kind: "submenu";
  label: string;
  message?: MessageKey;
  /** The item's own page, beside the toggle; null when the item only opens its list. */
  to: string | null;
  /** The mobile menu's name for the item's own page, first in its list. */
  overviewLabel?: string;
  overviewMessage?: MessageKey;
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

const link = (label: string, message: MessageKey, to: string): MenuItem => ({
  kind: "link",
  label,
  message,
  to,
});

/** Main menu: Home, About Us, Services (the public face of each service line), Testimonials, CSR, Contact Us. */
export const MAIN_MENU: HeaderMenu = {
  id: "main",
  items: [
    link("Home", "menu.home", "/"),
    link("About Us", "menu.about", "/about"),
    {
      kind: "submenu",
      label: "Services",
      message: "menu.services",
      to: "/service",
      overviewLabel: "All services",
      overviewMessage: "menu.allServices",
      items: [
        { label: "PMT Aspirants", message: "menu.pmt", to: "/pmt-aspirants" },
        { label: "Pharma Edge", message: "menu.pharmaEdge", to: "/PharmaEdge-about" },
        { label: "RepHub", message: "menu.rephub", to: "/rephub" },
        { label: "Shatayu", message: "menu.shatayu", to: "/shatayu-about" },
        { label: "Astira", message: "menu.astira", to: "/astira" },
      ],
    },
    link("Testimonials", "menu.testimonials", "/testimonials"),
    link("CSR", "menu.csr", "/csr"),
    link("Contact Us", "menu.contact", "/contact"),
  ],
};

/** The Pharma Edge services, for its menu and its module page. */
export const PHARMA_EDGE_SERVICES: readonly NavLink[] = [
  { label: "PMT Aspirants", message: "menu.pmt", to: "/pmt-aspirants" },
  { label: "Pharma Sales", message: "menu.pharmaSales", to: "/pharma-sales" },
];

/** Pharma Edge header menu: Home, About Us, Services (signed in only), Contact Us. */
export const PHARMA_EDGE_MENU: HeaderMenu = {
  id: "pharma-edge",
  items: [
    link("Home", "menu.home", "/"),
    link("About Us", "menu.about", "/PharmaEdge-about"),
    {
      kind: "submenu",
      label: "Services",
      message: "menu.services",
      // No page of its own: /PharmaEdge needs an entitlement that not every signed-in person holds.
      to: null,
      items: PHARMA_EDGE_SERVICES,
      signedInOnly: true,
    },
    link("Contact Us", "menu.contact", "/contact"),
  ],
};

/**
 * The pages that show the Pharma Edge menu in place of the main one (spec §2): Pharma Edge's
 * own. PMT (/pmt-aspirants and the courses bought there) is an offering of its own in §2's
 * Services list, with its own entitlement, so it keeps the main menu, parent and child alike.
 */
const PHARMA_EDGE_MENU_PATHS: ReadonlySet<string> = new Set([
  "/PharmaEdge",
  "/PharmaEdge-about",
  "/pharma-sales",
]);

/** The header menu of the page at `pathname` (the spec's case; other cases redirect to it). */
export function headerMenuFor(pathname: string): HeaderMenu {
  return PHARMA_EDGE_MENU_PATHS.has(pathname) ? PHARMA_EDGE_MENU : MAIN_MENU;
}

/** An item's label in the page's language. */
export function labelOf(t: Translate, item: { label: string; message?: MessageKey }): string {
  return item.message ? t(item.message) : item.label;
}

/** The items a person sees: the signed-in-only ones only when signed in. */
export function visibleItems(menu: HeaderMenu, signedIn: boolean): readonly MenuItem[] {
  return menu.items.filter((item) => signedIn || item.kind !== "submenu" || !item.signedInOnly);
}

/** Footer "Services" column: the modules themselves, shown to signed-in users only (§6). */
export const FOOTER_SERVICE_LINKS: readonly NavLink[] = [
  { label: "PMT Aspirants", message: "menu.pmt", to: "/pmt-aspirants" },
  { label: "Pharma Edge", message: "menu.pharmaEdge", to: "/PharmaEdge" },
  { label: "RepHub", message: "menu.rephub", to: "/rephub" },
  { label: "Shatayu", message: "menu.shatayu", to: "/shatayu" },
  { label: "Education Guidance", message: "menu.educationGuidance", to: "/EducationService" },
  { label: "Career Guidance", message: "menu.careerGuidance", to: "/CareerService" },
  { label: "Micro-Business", message: "menu.microBusiness", to: "/MicroService" },
  { label: "Spiritual", message: "menu.spiritual", to: "/SpiritualService" },
];

export const SIGN_IN_PATH = "/Signup";
export const SEARCH_PATH = "/search";
