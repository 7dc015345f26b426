import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { MAX_SEARCH } from "#contract/staff.ts";

/** A GET form: the answer is an address to share and bookmark; the page starts again at 1. */
export function ListSearch({
  id,
  label,
  q,
  sort,
  keep = {},
  children,
}: {
  id: string;
  label: string;
  q: string;
  sort?: string;
  keep?: Readonly<Record<string, string | undefined>>;
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
