import type { PAGE_QUERY_RESULT } from "~/content/sanity.types";

/** A block of a page builder as the queries project it (queries/page-builder.ts). */
type PageBlock = NonNullable<PAGE_QUERY_RESULT>["blocks"][number];

/** Any block but a shared section: what a shared section holds. */
export type ContentBlock = Exclude<PageBlock, { _type: "sectionReference" }>;

export type BlockOf<T extends ContentBlock["_type"]> = Extract<ContentBlock, { _type: T }>;

/** What a block stands in for when its data is not what its type promises (block-shapes.ts). */
export interface BrokenBlock {
  _key: string;
  _type: "brokenBlock";
  /** The type it claimed, for the placeholder editors see. */
  claimed: string;
  reason: string;
}

export type CheckedBlock =
  | ContentBlock
  | BrokenBlock
  | {
      _key: string;
      _type: "sectionReference";
      section: {
        _id: string;
        title: string | null;
        /** The section's language (a page may show one not yet translated into its own). */
        language: string | null;
        blocks: (ContentBlock | BrokenBlock)[];
      } | null;
    };
