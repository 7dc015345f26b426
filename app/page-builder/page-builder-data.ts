import { createContext, useContext } from "react";
import type { Slide } from "#contract/wire.ts";
import type { EnquiryAnswer } from "~/contact/enquiry-answer";

/**
 * What some blocks need of the page besides their own fields: the course
 * slider's slides (from the service API), and where the enquiry form posts
 * and its last answer. A page without them shows those blocks as nothing.
 */
export interface PageBuilderData {
  slides: Slide[];
  enquiry: { action: string; answer: EnquiryAnswer | undefined } | null;
}

export const PageBuilderDataContext = createContext<PageBuilderData>({
  slides: [],
  enquiry: null,
});

export function usePageBuilderData(): PageBuilderData {
  return useContext(PageBuilderDataContext);
}
