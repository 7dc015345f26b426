/** Spec §3, §6; the odd spellings (micro_bussiness, spritual) are the backend's and stay. */
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

export function isEntitlement(value: string): value is Entitlement {
  return (ENTITLEMENTS as readonly string[]).includes(value);
}

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
