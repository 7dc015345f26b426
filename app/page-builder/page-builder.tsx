import type { ReactNode } from "react";
import { type EditMark, useEditMarks } from "~/content/edit-marks";
import { useRootData } from "~/shell/root-data";
import { BLOCK_COMPONENTS } from "./block-components";
import type { BrokenBlock, CheckedBlock, ContentBlock } from "./block-types";
import type { BlockProps } from "./blocks";
import { type PageBuilderData, PageBuilderDataContext } from "./page-builder-data";

/** The document whose field holds the blocks: what click-to-edit names. */
export interface BlockSource {
  id: string;
  type: string;
  /** The page builder field: pageBuilder, layoutOne... */
  field: string;
}

/**
 * A page builder's blocks in their order, each drawn by its component
 * (BLOCK_COMPONENTS). A shared section's blocks take its place, marked as
 * the section's own. A block the site cannot draw (an unknown type, data that
 * is not what its type promises: block-shapes.ts) shows nothing to visitors
 * and a labelled placeholder in an editor's preview.
 */
export function PageBuilder({
  blocks,
  source,
  hasTitle,
  data,
}: {
  blocks: readonly CheckedBlock[];
  source: BlockSource;
  /** The page has its own h1 (a page header); otherwise its first hero's heading is the h1. */
  hasTitle: boolean;
  data?: Partial<PageBuilderData>;
}) {
  const mark = useEditMarks();
  const preview = Boolean(useRootData()?.preview);
  const mainKey = hasTitle ? undefined : blocks.find((block) => block._type === "hero")?._key;
  const drawn: ReactNode[] = [];
  blocks.forEach((block, index) => {
    const path = `${source.field}[_key=="${block._key}"]`;
    if (block._type === "sectionReference") {
      const section = block.section;
      if (!section) {
        if (preview)
          drawn.push(
            <Placeholder key={block._key} text="A shared section block chooses no section." />,
          );
        return;
      }
      section.blocks.forEach((inner, at) => {
        drawn.push(
          drawBlock(inner, {
            key: `${block._key}-${inner._key}`,
            index: index + at,
            main: false,
            preview,
            mark: mark(`blocks[_key=="${inner._key}"]`, "section", section._id),
          }),
        );
      });
      return;
    }
    drawn.push(
      drawBlock(block, {
        key: block._key,
        index,
        main: block._key === mainKey,
        preview,
        mark: mark(path, source.type, source.id),
      }),
    );
  });
  return (
    <PageBuilderDataContext.Provider
      value={{ slides: data?.slides ?? [], enquiry: data?.enquiry ?? null }}
    >
      {drawn}
    </PageBuilderDataContext.Provider>
  );
}

function drawBlock(
  block: ContentBlock | BrokenBlock,
  options: { key: string; index: number; main: boolean; preview: boolean; mark: EditMark },
): ReactNode {
  if (block._type === "brokenBlock") {
    return options.preview ? (
      <Placeholder
        key={options.key}
        text={`This "${block.claimed}" block is not shown to visitors: ${block.reason}.`}
        mark={options.mark}
      />
    ) : null;
  }
  // The map pairs each type with its component; TypeScript cannot follow the pairing through a union.
  const Component = BLOCK_COMPONENTS[block._type] as (
    props: BlockProps<ContentBlock["_type"]>,
  ) => ReactNode;
  return (
    <Component
      key={options.key}
      block={block}
      id={`block-${options.key}`}
      main={options.main}
      mark={options.mark}
      index={options.index}
    />
  );
}

/** What an editor sees in preview where a block cannot be drawn. */
function Placeholder({ text, mark }: { text: string; mark?: EditMark }) {
  return (
    <div className="container section block-placeholder" role="note" {...mark}>
      <p>{text}</p>
    </div>
  );
}
