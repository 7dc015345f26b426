import { createContext, useContext } from "react";
import type { Slide } from "#contract/wire.ts";
import type { EnquiryAnswer } from "~/contact/enquiry-answer";
import type { EnquiryForm } from "~/contact/enquiry-form";

/**
 * What some blocks need of the page besides their own fields: the course slider's slides (from the
 * service API), and the enquiry form with where it posts and its last answer. The form comes from
 * the page's route, so it is in that route's JavaScript and hydrates with the page, and in no other
 * route's (the home page's first load). A page without them shows those blocks as nothing.
 */
export interface PageBuilderData {
  slides: Slide[];
  enquiry: { Form: typeof EnquiryForm; action: string; answer: EnquiryAnswer | undefined } | null;
}

export const PageBuilderDataContext = createContext<PageBuilderData>({
  slides: [],
  enquiry: null,
});

export function usePageBuilderData(): PageBuilderData {
  return useContext(PageBuilderDataContext);
}
