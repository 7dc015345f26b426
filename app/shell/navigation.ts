import type { MessageKey } from "~/i18n/catalogue/en";
import { SHELL_PATHS, type ShellRouteId } from "~/shell-paths";

/**
 * The menus of spec §2: items name route ids (their paths in shell-paths.ts, which the route table
 * reads) and catalogue keys, so paths and words have one home.
 */

export interface NavLink {
  message: MessageKey;
  to: string;
}

export interface SubmenuItem {
  kind: "submenu";
  message: MessageKey;
  /** Null when the item only opens its list. */
  to: string | null;
  overviewMessage?: MessageKey;
  items: readonly NavLink[];
  /** Spec §2 and §6. */
  signedInOnly?: boolean;
}

export type MenuItem = ({ kind: "link" } & NavLink) | SubmenuItem;

export interface HeaderMenu {
  id: "main" | "pharma-edge";
  items: readonly MenuItem[];
}

const page = (id: ShellRouteId, message: MessageKey): NavLink => ({ message, to: SHELL_PATHS[id] });
const link = (id: ShellRouteId, message: MessageKey): MenuItem => ({
  kind: "link",
  ...page(id, message),
});

export const MAIN_MENU: HeaderMenu = {
  id: "main",
  items: [
    link("home", "menu.home"),
    link("about", "menu.about"),
    {
      kind: "submenu",
      message: "menu.services",
      to: SHELL_PATHS.service,
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

export const PHARMA_EDGE_SERVICES: readonly NavLink[] = [
  page("pmt-aspirants", "menu.pmt"),
  page("pharma-sales", "menu.pharmaSales"),
];

export const PHARMA_EDGE_MENU: HeaderMenu = {
  id: "pharma-edge",
  items: [
    link("home", "menu.home"),
    link("pharma-edge-about", "menu.about"),
    {
      kind: "submenu",
      message: "menu.services",
      // /PharmaEdge needs an entitlement not every signed-in person holds.
      to: null,
      items: PHARMA_EDGE_SERVICES,
      signedInOnly: true,
    },
    link("contact", "menu.contact"),
  ],
};

/** PMT is an offering of its own in §2's Services list, so it keeps the main menu. */
const PHARMA_EDGE_MENU_PATHS: ReadonlySet<string> = new Set([
  SHELL_PATHS["pharma-edge"],
  SHELL_PATHS["pharma-edge-about"],
  SHELL_PATHS["pharma-sales"],
]);

export function headerMenuFor(pathname: string): HeaderMenu {
  return PHARMA_EDGE_MENU_PATHS.has(pathname) ? PHARMA_EDGE_MENU : MAIN_MENU;
}

export function visibleItems(menu: HeaderMenu, signedIn: boolean): readonly MenuItem[] {
  return menu.items.filter((item) => signedIn || item.kind !== "submenu" || !item.signedInOnly);
}

/** Shown to signed-in users only (§6). */
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

export const SEARCH_PATH = SHELL_PATHS.search;
