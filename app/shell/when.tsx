import { formatDate } from "~/lib/format";

/** A date as the site writes it, with its exact value for machines; nothing when there is none. */
export function When({ at }: { at: string | null | undefined }) {
  if (!at) return null;
  return <time dateTime={at}>{formatDate(at)}</time>;
}
