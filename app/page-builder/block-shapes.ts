import { z } from "zod";
import type { BrokenBlock, CheckedBlock, ContentBlock } from "./block-types";

/**
 * What each block's data must be before a component draws it. The queries
 * promise these shapes, but the content is whatever an editor (or an import,
 * or an older schema) left in the dataset: a heading that is an object, a
 * list that is a string. A block that does not fit becomes a "broken block",
 * which visitors never see and editors see as a labelled placeholder, so a
 * bad block costs its own place on the page and never the page (a 500).
 * Only what the components read is checked; anything else passes through.
 */

// Above the studio's own limits (its longest text is 1,200 characters, its longest list 20), so a
// page stays a page: 40 blocks of the most there could be is a few megabytes, not hundreds.
const text = z.string().max(5_000).nullish();
const list = <T extends z.ZodType>(item: T) => z.array(item).max(50).nullish();
const keyed = z.object({ _key: z.string().nullish() }).loose();
const figure = z
  .object({ alt: text, caption: text, asset: z.object({ _id: z.string() }).loose().nullish() })
  .loose()
  .nullish();
const link = z.object({ label: text, href: text }).loose().nullish();
const card = z.object({ _id: z.string(), title: text }).loose();
const withHeading = { heading: text };

const SHAPES: Record<ContentBlock["_type"], z.ZodType> = {
  hero: z.object({
    ...withHeading,
    eyebrow: text,
    text,
    variant: text,
    image: figure,
    links: list(link),
  }),
  richText: z.object({ body: list(keyed) }),
  callToAction: z.object({ ...withHeading, text, link }),
  featureGrid: z.object({
    ...withHeading,
    intro: text,
    features: list(keyed.extend({ title: text, description: text })),
  }),
  stats: z.object({ ...withHeading, stats: list(keyed.extend({ value: text, label: text })) }),
  media: z.object({ width: text, image: figure }),
  servicesGrid: z.object({ ...withHeading, layout: text, services: list(card.nullable()) }),
  workGrid: z.object({ ...withHeading, work: list(card.nullable()) }),
  testimonials: z.object({
    ...withHeading,
    layout: text,
    testimonials: list(z.object({ _id: z.string(), quote: text, name: text }).loose().nullable()),
  }),
  latestPosts: z.object({ ...withHeading, layout: text, posts: list(card) }),
  faq: z.object({
    ...withHeading,
    items: list(keyed.extend({ question: text, answer: text })),
  }),
  enquiryForm: z.object({ ...withHeading, intro: text }),
  homeSlider: z.object({}),
};

export const BLOCK_TYPES = Object.keys(SHAPES) as ContentBlock["_type"][];

function broken(raw: { _key?: unknown; _type?: unknown }, reason: string): BrokenBlock {
  return {
    _key: typeof raw._key === "string" ? raw._key : "",
    _type: "brokenBlock",
    claimed: typeof raw._type === "string" ? raw._type.slice(0, 60) : "(no type)",
    reason,
  };
}

function checkContentBlock(raw: unknown, index: number): ContentBlock | BrokenBlock {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return broken({ _key: `at-${index}` }, "not a block");
  }
  const block = raw as { _key?: unknown; _type?: unknown };
  const key = typeof block._key === "string" ? block._key : `at-${index}`;
  const shape =
    typeof block._type === "string" ? SHAPES[block._type as ContentBlock["_type"]] : undefined;
  if (!shape || !Object.hasOwn(SHAPES, block._type as string)) {
    return broken({ ...block, _key: key }, "the site has no block of this type");
  }
  const result = shape.safeParse(raw);
  if (!result.success) {
    const [issue] = result.error.issues;
    return broken(
      { ...block, _key: key },
      `${issue?.path.join(".") || "the block"}: ${issue?.message}`,
    );
  }
  // Arrays lose their empty places (a reference to a deleted document) so components map plain lists.
  return { ...stripNulls(raw as Record<string, unknown>), _key: key } as ContentBlock;
}

function stripNulls(block: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(block).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.filter((item) => item !== null && item !== undefined) : value,
    ]),
  );
}

/** The studio's caps (studio/schemaTypes/page-builder): what a page builder and a shared section hold at most. */
const MAX_PAGE_BLOCKS = 40;
const MAX_SECTION_BLOCKS = 10;

/**
 * A page's blocks, each drawn as it is or replaced by a broken block; a
 * shared section's blocks are checked the same way. Keys are made unique
 * (a copied block can repeat one: ids and click-to-edit need them apart).
 * Not a list: no blocks.
 */
export function checkBlocks(blocks: unknown): CheckedBlock[] {
  if (!Array.isArray(blocks)) return [];
  const keys = uniqueKeys();
  return blocks.slice(0, MAX_PAGE_BLOCKS).map((raw, index): CheckedBlock => {
    const key = keys(raw, index);
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
      return broken({ _key: key }, "not a block");
    }
    const block = { ...raw, _key: key } as { _type?: unknown; _key: string; section?: unknown };
    if (block._type !== "sectionReference") return checkContentBlock(block, index);
    const section = block.section as {
      _id?: unknown;
      _type?: unknown;
      title?: unknown;
      blocks?: unknown;
    } | null;
    if (section === null || section === undefined) {
      return { _key: key, _type: "sectionReference", section: null };
    }
    if (
      typeof section !== "object" ||
      typeof section._id !== "string" ||
      section._type !== "section"
    ) {
      return broken(block, "it points at something that is not a shared section");
    }
    const innerKeys = uniqueKeys();
    return {
      _key: key,
      _type: "sectionReference",
      section: {
        _id: section._id,
        title: typeof section.title === "string" ? section.title : null,
        blocks: Array.isArray(section.blocks)
          ? section.blocks.slice(0, MAX_SECTION_BLOCKS).map((item, at) => {
              const innerKey = innerKeys(item, at);
              return item && typeof item === "object" && !Array.isArray(item)
                ? checkContentBlock({ ...item, _key: innerKey }, at)
                : broken({ _key: innerKey }, "not a block");
            })
          : [],
      },
    };
  });
}

/** A block's key as given when it is a plain one, else its place; a repeat gets its place added. */
function uniqueKeys(): (raw: unknown, index: number) => string {
  const seen = new Set<string>();
  return (raw, index) => {
    const given = (raw as { _key?: unknown } | null)?._key;
    let key = typeof given === "string" && /^[\w-]{1,64}$/.test(given) ? given : `at-${index}`;
    if (seen.has(key)) key = `${key}-${index}`;
    seen.add(key);
    return key;
  };
}
