import type { SERVICE_LINES_QUERY_RESULT } from "../content/sanity.types";

export type ServiceLineKey = NonNullable<SERVICE_LINES_QUERY_RESULT[number]["key"]>;

/**
 * Where each service line lives on the site (spec §2): its public page, if it has one of its own,
 * and its members-only module page. Lines without a public page of their own are described on
 * /service, at their anchor.
 */
export const SERVICE_LINE_PATHS: Record<
  ServiceLineKey,
  { page: string | null; module: string | null }
> = {
  pmt: { page: null, module: "/pmt-aspirants" },
  "pharma-edge": { page: "/PharmaEdge-about", module: "/PharmaEdge" },
  rephub: { page: null, module: "/rephub" },
  shatayu: { page: "/shatayu-about", module: "/shatayu" },
  astira: { page: "/astira", module: null },
  education: { page: null, module: "/EducationService" },
  career: { page: null, module: "/CareerService" },
  "micro-business": { page: null, module: "/MicroService" },
  spiritual: { page: null, module: "/SpiritualService" },
};

/** The public link of a service line: its own page, or its section of /service. */
export function serviceLineHref(key: ServiceLineKey | null | undefined): string {
  if (!key) return "/service";
  if (!(key in SERVICE_LINE_PATHS)) return "/service";
  return SERVICE_LINE_PATHS[key].page ?? `/service#${key}`;
}

/** The service line whose members-only module page is `path` (/shatayu → "shatayu"). */
export function serviceLineForModule(path: string): ServiceLineKey | undefined {
  return (Object.keys(SERVICE_LINE_PATHS) as ServiceLineKey[]).find(
    (key) => SERVICE_LINE_PATHS[key].module === path,
  );
}
