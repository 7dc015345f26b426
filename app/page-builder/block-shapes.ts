import { MAX_PAGE_BLOCKS, MAX_SECTION_BLOCKS } from "#contract/page-builder.ts";
import { BLOCK_SHAPES } from "./block-shapes.generated";
import type { BrokenBlock, CheckedBlock, ContentBlock } from "./block-types";

/**
 * What each block's data must be before a component draws it: its shape, generated from the
 * studio's schema and the blocks' projection (block-shapes.generated.ts), as strict as TypeGen's
 * types. The content is whatever an editor (or an import, or an older schema) left in the dataset:
 * a heading that is an object, a draft without its heading. A block that does not fit becomes a
 * "broken block", which visitors never see and editors see as a labelled placeholder, so a bad
 * block costs its own place on the page and never the page (a 500).
 */
export const BLOCK_TYPES = Object.keys(BLOCK_SHAPES).sort() as ContentBlock["_type"][];

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
  const shape = Object.hasOwn(BLOCK_SHAPES, block._type as string)
    ? BLOCK_SHAPES[block._type as ContentBlock["_type"]]
    : undefined;
  if (!shape) return broken({ ...block, _key: key }, "the site has no block of this type");
  // A reference to a deleted document leaves an empty place in its list: dropped, not fatal.
  const result = shape.safeParse({ ...withoutEmptyPlaces(block), _key: key });
  if (!result.success) {
    const [issue] = result.error.issues;
    return broken(
      { ...block, _key: key },
      `${issue?.path.join(".") || "the block"}: ${issue?.message}`,
    );
  }
  return result.data as ContentBlock;
}

function withoutEmptyPlaces(block: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(block).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.filter((item) => item !== null && item !== undefined) : value,
    ]),
  );
}

/**
 * A page's blocks, each drawn as it is or replaced by a broken block; a shared section's blocks are
 * checked the same way. Keys are made unique (a copied block can repeat one: ids and click-to-edit
 * need them apart). Not a list: no blocks.
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
      language?: unknown;
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
        language: typeof section.language === "string" ? section.language : null,
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
