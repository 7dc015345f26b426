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
