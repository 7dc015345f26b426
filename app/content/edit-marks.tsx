import { createContext, type ReactNode, useContext } from "react";

/**
 * Click-to-edit marks for previews that have no Content Source Maps (the
 * embedded dataset): an element showing a document's field carries
 * `data-sanity="id=…;type=…;path=…;base=…"`, the format of
 * @sanity/visual-editing's createDataAttribute, which the studio's overlays
 * read. Written here rather than imported: this module is in every page's
 * JavaScript, the library's is not (decision 0049). Outside a preview the
 * context is null and no element carries a mark.
 */
const EditMarksContext = createContext<string | null>(null);

export function EditMarksProvider({
  base,
  children,
}: {
  base: string | null;
  children: ReactNode;
}) {
  return <EditMarksContext.Provider value={base}>{children}</EditMarksContext.Provider>;
}

/** A document as the marks name it: its id (published or draft) and type. */
export interface EditableDocument {
  _id?: string | null;
  _type: string;
}

export type EditMark = { "data-sanity": string } | undefined;

/** The attribute value naming `path` (`title`, `hero.heading`, `features[0].title`) of `doc`. */
export function editMarkValue(base: string, doc: { _id: string; _type: string }, path: string) {
  const id = doc._id.replace(/^drafts\./, "");
  return `id=${id};type=${doc._type};path=${path};base=${encodeURIComponent(base)}`;
}

/** `mark(doc, path)`: the attribute to spread on the element that shows that field, in preview. */
export function useEditMarks(): (
  doc: EditableDocument | null | undefined,
  path: string,
) => EditMark {
  const base = useContext(EditMarksContext);
  return (doc, path) =>
    base && doc?._id
      ? { "data-sanity": editMarkValue(base, { _id: doc._id, _type: doc._type }, path) }
      : undefined;
}

/** The singletons' fixed ids (one document each, id equal to the type). */
export const SINGLETON = {
  siteSettings: { _id: "siteSettings", _type: "siteSettings" },
  homePage: { _id: "homePage", _type: "homePage" },
  aboutPage: { _id: "aboutPage", _type: "aboutPage" },
  listingPages: { _id: "listingPages", _type: "listingPages" },
} as const;
