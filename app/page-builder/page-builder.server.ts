import type { RouterContextProvider } from "react-router";
import type { Slide } from "#contract/wire.ts";
import { serviceApi } from "~/service-api/service-api.server";
import type { CheckedBlock, ContentBlock } from "./block-types";

/** Every block a page draws, a shared section's own in its place. */
function drawnBlocks(blocks: readonly CheckedBlock[]): ContentBlock[] {
  return blocks.flatMap((block): ContentBlock[] => {
    if (block._type === "brokenBlock") return [];
    if (block._type === "sectionReference") {
      return (block.section?.blocks ?? []).filter(
        (inner): inner is ContentBlock => inner._type !== "brokenBlock",
      );
    }
    return [block];
  });
}

/** Whether the page draws a block of `type` (the loader fetches the slider's slides only then). */
export function usesBlock(blocks: readonly CheckedBlock[], type: ContentBlock["_type"]): boolean {
  return drawnBlocks(blocks).some((block) => block._type === type);
}

/**
 * The course slider's slides (the service API's home sliders), asked only when the page draws a
 * slider; when that call fails the page renders without it.
 */
export async function slidesFor(
  context: Readonly<RouterContextProvider>,
  blocks: readonly CheckedBlock[],
): Promise<Slide[]> {
  if (!usesBlock(blocks, "homeSlider")) return [];
  const answer = await serviceApi(context).homeSliders();
  return answer.kind === "ok" && Array.isArray(answer.data) ? answer.data : [];
}

/**
 * The structured data a page's blocks say: its questions and answers as one FAQPage (Google reads
 * one per page). buildSeo cleans it of stega.
 */
export function pageBuilderJsonLd(blocks: readonly CheckedBlock[]): Record<string, unknown>[] {
  const questions = drawnBlocks(blocks).flatMap((block) =>
    block._type === "faq" ? (block.items ?? []).filter((item) => item.question && item.answer) : [],
  );
  if (!questions.length) return [];
  return [
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: questions.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    },
  ];
}
