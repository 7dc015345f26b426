import { useRootData } from "~/shell/root-data";

/**
 * Click-to-edit marks for previews that have no Content Source Maps (the
 * embedded dataset): an element showing a document's field carries
 * `data-sanity="id=…;type=…;path=…;base=…"`, the format of
 * @sanity/visual-editing's createDataAttribute, which the studio's overlays
 * read. Written here rather than imported, and kept this small, because it is
 * in every page's JavaScript while the library is not (decision 0049). The
 * root's data holds the studio's address (URI-encoded) in such a preview,
 * and null everywhere else, where no element carries a mark.
 */
export type EditMark = { "data-sanity": string } | undefined;

/**
 * `mark(path, type, id)`: the attribute to spread on the element that shows
 * field `path` (`title`, `hero.heading`, `values[0].title`) of the document
 * `id` of `type`; a singleton's id is its type, so it may be left out.
 */
export function useEditMarks(): (path: string, type: string, id?: string | null) => EditMark {
  const base = useRootData()?.editMarks;
  return (path, type, id = type) =>
    base && id ? { "data-sanity": `id=${id};type=${type};path=${path};base=${base}` } : undefined;
}
