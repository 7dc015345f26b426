import type { InputHTMLAttributes } from "react";
import { MAX_SEARCH_LENGTH } from "./search-terms";

/** The search box and its button, in the header's overlay and on the search page. */
export function SearchRow({
  rowClass,
  ...input
}: { rowClass: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={rowClass}>
      <input
        name="q"
        type="search"
        maxLength={MAX_SEARCH_LENGTH}
        placeholder="Courses, articles, services…"
        enterKeyHint="search"
        {...input}
      />
      <button type="submit" className="button button--primary">
        Search
      </button>
    </div>
  );
}
