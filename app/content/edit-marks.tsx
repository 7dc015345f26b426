import { useRootData } from "~/shell/root-data";

/**
 * Click-to-edit marks where there are no Content Source Maps (the embedded dataset), in the format
 * of @sanity/visual-editing's createDataAttribute. Written here because it is in every page's
 * JavaScript and the library is not (decision 0049).
 */
export type EditMark = { "data-sanity": string } | undefined;

/** `mark(path, type, id)`: the attribute for the element showing that field; a singleton's id is its type. */
export function useEditMarks(): (path: string, type: string, id?: string | null) => EditMark {
  const base = useRootData()?.editMarks;
  return (path, type, id = type) =>
    base && id ? { "data-sanity": `id=${id};type=${type};path=${path};base=${base}` } : undefined;
}
