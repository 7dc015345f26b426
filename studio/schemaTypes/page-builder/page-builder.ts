import { defineArrayMember, defineType } from "sanity";
import { MAX_PAGE_BLOCKS, MAX_SECTION_BLOCKS } from "../../../contract/page-builder.ts";
import { CONTENT_BLOCKS } from "./blocks";

/**
 * The insert menu's groups: what an editor looks for first. Every block is
 * in one group (a test checks it); "All" is the menu's own. The grid view
 * shows a sketch of each block (studio/static/blocks/<type>.svg, one per block,
 * also checked), the list view its icon and title.
 */
export const INSERT_MENU_GROUPS = [
  { name: "intro", title: "Openings", of: ["hero", "callToAction"] },
  { name: "text", title: "Text and pictures", of: ["richText", "media", "faq"] },
  {
    name: "lists",
    title: "Lists of content",
    of: ["servicesGrid", "workGrid", "testimonials", "latestPosts"],
  },
  { name: "figures", title: "Figures and features", of: ["stats", "featureGrid"] },
  { name: "actions", title: "Forms and sliders", of: ["enquiryForm", "homeSlider"] },
  { name: "shared", title: "Shared", of: ["sectionReference"] },
];

const blockMembers = (names: string[]) => names.map((type) => defineArrayMember({ type }));

/** The sketch of a block the insert menu's grid shows (the studio serves studio/static/ at /static/). */
export const blockSketchUrl = (type: string) => `/static/blocks/${type}.svg`;

const VIEWS = [
  { name: "grid" as const, previewImageUrl: blockSketchUrl },
  { name: "list" as const },
];

const CONTENT_BLOCK_NAMES = CONTENT_BLOCKS.map((block) => block.name);

/** Sections in order: a page's body, a home layout, a service line's lower half. */
export const pageBuilder = defineType({
  name: "pageBuilder",
  title: "Sections",
  type: "array",
  of: blockMembers([...CONTENT_BLOCK_NAMES, "sectionReference"]),
  options: {
    insertMenu: {
      filter: true,
      groups: INSERT_MENU_GROUPS,
      views: VIEWS,
    },
  },
  validation: (rule) => rule.max(MAX_PAGE_BLOCKS),
});

/** What a shared section holds: any block but another shared section (no section inside itself). */
export const sectionBlocks = defineType({
  name: "sectionBlocks",
  title: "Blocks",
  type: "array",
  of: blockMembers(CONTENT_BLOCK_NAMES),
  options: {
    insertMenu: {
      filter: true,
      groups: INSERT_MENU_GROUPS.filter((group) => group.name !== "shared"),
      views: VIEWS,
    },
  },
  validation: (rule) => rule.required().min(1).max(MAX_SECTION_BLOCKS),
});
