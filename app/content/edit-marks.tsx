import { useRootData } from "~/shell/root-data";

/**
 * createDataAttribute's format, written here to keep the library out of every page (decision 0049).
 */
export type EditMark = { "data-sanity": string } | undefined;

export function useEditMarks(): (path: string, type: string, id?: string | null) => EditMark {
  const base = useRootData()?.editMarks;
  return (path, type, id = type) =>
    base && id ? { "data-sanity": `id=${id};type=${type};path=${path};base=${base}` } : undefined;
}
