/** The menus of spec §2, as data: the header, the mobile menu and the footer all read these. */

export interface NavLink {
  label: string;
  to: string;
}

/** Services sub-menu: the public face of each service line. */
export const SERVICES_SUBMENU: readonly NavLink[] = [
  { label: "PMT Aspirants", to: "/pmt-aspirants" },
  { label: "Pharma Edge", to: "/PharmaEdge-about" },
  { label: "RepHub", to: "/rephub" },
  { label: "Shatayu", to: "/shatayu-about" },
  { label: "Astira", to: "/astira" },
];

export const MAIN_MENU_BEFORE_SERVICES: readonly NavLink[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
];

export const SERVICES_LINK: NavLink = { label: "Services", to: "/service" };

export const MAIN_MENU_AFTER_SERVICES: readonly NavLink[] = [
  { label: "Testimonials", to: "/testimonials" },
  { label: "CSR", to: "/csr" },
  { label: "Contact Us", to: "/contact" },
];

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
