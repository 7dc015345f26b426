import type { ReactNode } from "react";
import { type EditMark, useEditMarks } from "~/content/edit-marks";
import { LanguageAround, LanguageNotice, useOtherLanguage } from "~/i18n/other-language";
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
 * A page builder's blocks in their order, each drawn by its component (BLOCK_COMPONENTS). A shared
 * section's blocks take its place, marked as the section's own. A block the site cannot draw (an
 * unknown type, data that is not what its type promises: block-shapes.ts) shows nothing to visitors
 * and a labelled placeholder in an editor's preview.
 */
export function PageBuilder({
  blocks,
  source,
  hasTitle,
  title,
  data,
}: {
  blocks: readonly CheckedBlock[];
  source: BlockSource;
  /** The page has its own h1 (a page header); otherwise its first hero's heading is the h1. */
  hasTitle: boolean;
  /** Without a title or a hero, the page's h1 for screen readers (a home layout that opens otherwise). */
  title?: string;
  data?: Partial<PageBuilderData>;
}) {
  const mark = useEditMarks();
  const preview = Boolean(useRootData()?.preview);
  const mainIndex = hasTitle ? -1 : blocks.findIndex((block) => block._type === "hero");
  const context = { slides: data?.slides ?? [], enquiry: data?.enquiry ?? null };
  const drawn: ReactNode[] = [];
  // Each drawn block's place on the page (a shared section's blocks take several).
  let position = 0;
  const draw = (block: ContentBlock | BrokenBlock, key: string, main: boolean, where: EditMark) => {
    drawn.push(
      drawBlock(block, { key, index: position, main, preview, mark: where, data: context }),
    );
    position += 1;
  };
  blocks.forEach((block, index) => {
    const own = mark(`${source.field}[_key=="${block._key}"]`, source.type, source.id);
    if (block._type !== "sectionReference") {
      draw(block, block._key, index === mainIndex, own);
      return;
    }
    const section = block.section;
    if (!section) {
      if (preview) {
        drawn.push(
          <Placeholder
            key={block._key}
            text="This shared section block points at no published section: choose one, or publish it."
            mark={own}
          />,
        );
      }
      return;
    }
    const before = drawn.length;
    for (const inner of section.blocks) {
      draw(
        inner,
        `${block._key}-${inner._key}`,
        false,
        mark(`blocks[_key=="${inner._key}"]`, "section", section._id),
      );
    }
    const sectionBlocks = drawn.splice(before);
    drawn.push(
      <SectionLanguage key={block._key} language={section.language}>
        {sectionBlocks}
      </SectionLanguage>,
    );
  });
  return (
    <PageBuilderDataContext.Provider value={context}>
      {mainIndex === -1 && !hasTitle && title ? <h1 className="visually-hidden">{title}</h1> : null}
      {drawn}
    </PageBuilderDataContext.Provider>
  );
}

/**
 * Why a block shows nothing where it is, for an editor's preview: a block that needs what this page
 * does not give it (the enquiry form outside a page of its own, the slider without slides).
 */
function missingData(block: ContentBlock, data: PageBuilderData): string | null {
  if (block._type === "enquiryForm" && !data.enquiry) {
    return "The enquiry form shows on pages (Pages → Page) only, not here.";
  }
  if (block._type === "homeSlider" && data.slides.length === 0) {
    return "The course slider has no active slides (the console: Catalogue → Sliders).";
  }
  return null;
}

function drawBlock(
  block: ContentBlock | BrokenBlock,
  options: {
    key: string;
    index: number;
    main: boolean;
    preview: boolean;
    mark: EditMark;
    data: PageBuilderData;
  },
): ReactNode {
  const missing = block._type === "brokenBlock" ? null : missingData(block, options.data);
  if (missing) {
    return options.preview ? (
      <Placeholder key={options.key} text={missing} mark={options.mark} />
    ) : null;
  }
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

/** A shared section in another language than the page's (no translation yet) is marked so. */
function SectionLanguage({
  language,
  children,
}: {
  language: string | null | undefined;
  children: ReactNode;
}) {
  const other = useOtherLanguage(language);
  if (!other) return children;
  return (
    <div lang={other}>
      <div className="container">
        <LanguageNotice language={other} />
      </div>
      <LanguageAround language={other}>{children}</LanguageAround>
    </div>
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
