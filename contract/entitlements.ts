/**
 * The eight module entitlements (spec §3, §6), by their wire names. The odd
 * spellings (micro_bussiness, spritual) are the backend's and stay.
 */
export const ENTITLEMENTS = [
  "education",
  "career",
  "micro_bussiness",
  "spritual",
  "shatayu",
  "pro_pmt",
  "pharma_edge",
  "rephub",
] as const;

export type Entitlement = (typeof ENTITLEMENTS)[number];

/** Whether a text (a form value, an audit key, a command's argument) names one of the eight. */
export function isEntitlement(value: string): value is Entitlement {
  return (ENTITLEMENTS as readonly string[]).includes(value);
}

/** Each module as people read its name (the titles of its pages in the route table). */
export const ENTITLEMENT_NAMES: Record<Entitlement, string> = {
  education: "Education Guidance",
  career: "Career Guidance",
  micro_bussiness: "Micro-Business",
  spritual: "Spiritual",
  shatayu: "Shatayu",
  pro_pmt: "PMT Aspirants",
  pharma_edge: "Pharma Edge",
  rephub: "RepHub",
};

export { holdsRole, type StaffRole } from "./roles.ts";
