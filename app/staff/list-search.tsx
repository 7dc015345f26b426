import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { MAX_SEARCH } from "#contract/staff.ts";

/**
 * A list's search and filters: a GET form, so the answer is an address that can be shared,
 * bookmarked and gone back to, with or without scripts. The sort is kept; the page starts again at
 * 1.
 */
export function ListSearch({
  id,
  label,
  q,
  sort,
  keep = {},
  children,
}: {
  /** Makes the fields' ids. */
  id: string;
  /** What the search looks in ("Name, e-mail or phone"). */
  label: string;
  q: string;
  /** The list's sort when it is not the default, kept across a search. */
  sort?: string;
  /** Other values kept across a search (a filter shown as links, not fields). */
  keep?: Readonly<Record<string, string | undefined>>;
  /** The list's filters (ListFilter). */
  children?: ReactNode;
}) {
  return (
    <Form method="get" className="staff-search" role="search" aria-label={`Search ${id}`}>
      <div className="field">
        <label htmlFor={`${id}-q`}>{label}</label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={q} maxLength={MAX_SEARCH} />
      </div>
      {children}
      {sort ? <input type="hidden" name="sort" value={sort} /> : null}
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <button type="submit" className="button button--primary">
        Search
      </button>
    </Form>
  );
}

/** A filter of a list: a choice of values, "All" (left out of the address) first. */
export function ListFilter<Value extends string>({
  id,
  name,
  label,
  value,
  all,
  choices,
}: {
  id: string;
  name: string;
  label: string;
  value: Value | undefined;
  /** The words for no filter ("All modules"). */
  all: string;
  choices: readonly { value: Value; label: string }[];
}) {
  return (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select id={`${id}-${name}`} name={name} defaultValue={value ?? ""}>
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A query the list's schema refused: what is wrong, and the way back to the whole list. */
export function RefusedQuery({ words, to }: { words: string; to: string }) {
  return (
    <div className="staff-form__message staff-refused" role="alert">
      <p>This list cannot be shown that way: {words}</p>
      <p>
        <Link to={to}>Show the whole list</Link>
      </p>
    </div>
  );
}
