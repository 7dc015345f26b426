/**
 * The addresses the shell links from every page (menus, footer, sign-in, search). The route table's
 * rows take their paths from here, so the first load carries these few and not the whole table.
 */
export const SHELL_PATHS = {
  home: "/",
  about: "/about",
  service: "/service",
  testimonials: "/testimonials",
  csr: "/csr",
  contact: "/contact",
  signup: "/Signup",
  "request-otp": "/request-otp",
  search: "/search",
  "shatayu-about": "/shatayu-about",
  "pharma-edge-about": "/PharmaEdge-about",
  astira: "/astira",
  rephub: "/rephub",
  shatayu: "/shatayu",
  "pharma-edge": "/PharmaEdge",
  "pharma-sales": "/pharma-sales",
  "pmt-aspirants": "/pmt-aspirants",
  "education-service": "/EducationService",
  "career-service": "/CareerService",
  "micro-service": "/MicroService",
  "spiritual-service": "/SpiritualService",
} as const;

export type ShellRouteId = keyof typeof SHELL_PATHS;

/** Where a visitor signs in or registers (spec §2: /Signup). */
export const SIGN_IN_PATH = SHELL_PATHS.signup;
/** Where a visitor who forgot the password asks for a code (spec §2). */
export const FORGOT_PASSWORD_PATH = SHELL_PATHS["request-otp"];
