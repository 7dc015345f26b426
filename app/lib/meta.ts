import type { MetaDescriptor } from "react-router";

const SITE_NAME = "Aarogya Bharat Collective";

/** Title and description for a page. Issue #4 adds canonical, Open Graph and JSON-LD. */
export function pageMeta(title: string, description?: string): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [
    { title: title === "Home" ? SITE_NAME : `${title} | ${SITE_NAME}` },
  ];
  if (description) meta.push({ name: "description", content: description });
  return meta;
}
