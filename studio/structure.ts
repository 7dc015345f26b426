import { CogIcon } from "@sanity/icons/Cog";
import { DocumentsIcon } from "@sanity/icons/Documents";
import { HomeIcon } from "@sanity/icons/Home";
import { InfoOutlineIcon } from "@sanity/icons/InfoOutline";
import { ThListIcon } from "@sanity/icons/ThList";
import type { ComponentType } from "react";
import type { StructureBuilder, StructureResolver } from "sanity/structure";

/**
 * The desk editors see. Singletons open straight into their one document
 * (id = type name); every other type sits in a group. STRUCTURE_GROUPS is
 * exported so a test can check that no document type is left out.
 */
export const SINGLETON_ITEMS = [
  { type: "siteSettings", title: "Site settings", icon: CogIcon },
  { type: "homePage", title: "Home page", icon: HomeIcon },
  { type: "aboutPage", title: "About page", icon: InfoOutlineIcon },
  { type: "listingPages", title: "Listing pages", icon: ThListIcon },
] as const;

export const STRUCTURE_GROUPS = [
  { title: "Pages", types: ["page", "section"] },
  { title: "Blog", types: ["post", "author", "category", "tag"] },
  { title: "Work", types: ["work"] },
  { title: "Testimonials", types: ["testimonial"] },
  { title: "CSR", types: ["csrInitiative"] },
  { title: "Service lines", types: ["serviceLine"] },
  { title: "Redirects", types: ["redirect"] },
] as const;

const singletonItem = (
  S: StructureBuilder,
  { type, title, icon }: { type: string; title: string; icon: ComponentType },
) =>
  S.listItem()
    .id(type)
    .title(title)
    .icon(icon)
    .child(S.document().schemaType(type).documentId(type).title(title));

const groupItem = (
  S: StructureBuilder,
  { title, types }: { title: string; types: readonly string[] },
) => {
  const [only] = types;
  if (types.length === 1 && only) return S.documentTypeListItem(only).title(title);
  return S.listItem()
    .id(title.toLowerCase())
    .title(title)
    .icon(DocumentsIcon)
    .child(
      S.list()
        .title(title)
        .items(types.map((type) => S.documentTypeListItem(type))),
    );
};

export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      ...SINGLETON_ITEMS.map((item) => singletonItem(S, item)),
      S.divider(),
      ...STRUCTURE_GROUPS.map((group) => groupItem(S, group)),
    ]);
