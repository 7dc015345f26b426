import { Fragment, type ReactNode } from "react";
import type { StaffPage } from "#contract/staff.ts";
import { FilterLinks } from "./filter-links";
import { BulkForm } from "./list-bulk";
import { ListPager } from "./list-pager";
import { ListFilter, ListSearch, RefusedQuery } from "./list-search";
import { SelectAll, SelectRow } from "./list-select-all";
import { SortHeader } from "./list-sort";
import { listHref } from "./list-url";
import { StaffLayout } from "./staff-layout";
import { StaffTable } from "./staff-table";

/** Decision 0047. */

interface StaffListData<Row> {
  title: string;
  page: number;
  query: object;
  list: StaffPage<Row>;
  search: string;
  refused: string | null;
}

interface ShowLinks<Data, Choice extends string> {
  label: string;
  param: string;
  choices: readonly Choice[];
  omitted: Choice;
  shown: (data: Data) => Choice;
  labelOf: (choice: Choice) => string;
}

interface ListFilterField<Data> {
  name: string;
  label: string;
  all: string;
  choices: readonly { value: string; label: string }[];
  value: (data: Data) => string | undefined;
}

interface BulkAction<Row, Data> {
  formId: string;
  intent: string;
  legend: string;
  submit: string;
  choice: (data: Data) => ReactNode;
  rowName: (row: Row) => string;
}

interface TableColumn<Row> {
  label: string;
  sort?: { column: string; first?: "asc" | "desc" };
  className?: string;
  cell: (row: Row) => ReactNode;
}

interface TableRows<Row> {
  kind: "table";
  caption: string;
  defaultSort?: string;
  rowClassName?: string;
  columns: readonly TableColumn<Row>[];
}

interface CardRows<Row> {
  kind: "cards";
  card: (row: Row, select: ReactNode) => ReactNode;
}

export interface StaffListView<Row, Data, Choice extends string = string> {
  id: string;
  path: string;
  noun: readonly [string, string];
  lead?: ReactNode;
  summary?: (data: Data) => ReactNode;
  show?: ShowLinks<Data, Choice>;
  search?: { label: string; filters?: readonly ListFilterField<Data>[] };
  bulk?: BulkAction<Row, Data>;
  empty: (data: Data) => ReactNode;
  rows: TableRows<Row> | CardRows<Row>;
}

export function StaffListPage<
  Row extends { id: number },
  Data extends StaffListData<Row>,
  Choice extends string,
>({ data, view }: { data: Data; view: StaffListView<Row, Data, Choice> }) {
  const { title, list, page, search, refused } = data;
  const query: { q?: string; sort?: string } = data.query;
  const { show, bulk, rows } = view;
  const shown = show?.shown(data);
  const keep =
    show && shown !== undefined && shown !== show.omitted && show.param !== "sort"
      ? { [show.param]: shown }
      : {};
  const select = (row: Row) =>
    bulk ? <SelectRow formId={bulk.formId} id={row.id} name={bulk.rowName(row)} /> : null;
  return (
    <StaffLayout title={title}>
      {view.lead}
      {view.summary?.(data)}
      {show && shown !== undefined && (
        <FilterLinks
          label={show.label}
          choices={show.choices}
          shown={shown}
          to={(choice) =>
            listHref(search, { [show.param]: choice === show.omitted ? null : choice })
          }
          labelOf={show.labelOf}
        />
      )}
      {view.search && (
        <ListSearch
          id={view.id}
          label={view.search.label}
          q={query.q ?? ""}
          sort={query.sort}
          keep={keep}
        >
          {view.search.filters?.map((filter) => (
            <ListFilter
              key={filter.name}
              id={view.id}
              name={filter.name}
              label={filter.label}
              value={filter.value(data)}
              all={filter.all}
              choices={filter.choices}
            />
          ))}
        </ListSearch>
      )}
      {refused !== null ? (
        <RefusedQuery words={refused} to={view.path} />
      ) : list.results.length === 0 ? (
        view.empty(data)
      ) : (
        <>
          {bulk && (
            <BulkForm
              id={bulk.formId}
              intent={bulk.intent}
              legend={bulk.legend}
              submit={bulk.submit}
            >
              {bulk.choice(data)}
              <SelectAll formId={bulk.formId} label="Select all on this page" />
            </BulkForm>
          )}
          {rows.kind === "table" ? (
            <StaffTable
              caption={rows.caption}
              rows={list.results}
              rowKey={(row) => row.id}
              rowClassName={rows.rowClassName}
              select={bulk ? select : undefined}
              columns={rows.columns.map((column) => ({
                ...column,
                head: column.sort && (
                  <SortHeader
                    column={column.sort.column}
                    label={column.label}
                    sort={query.sort ?? rows.defaultSort ?? ""}
                    search={search}
                    first={column.sort.first}
                  />
                ),
              }))}
            />
          ) : (
            <ol className="staff-list">
              {list.results.map((row) => (
                <Fragment key={row.id}>{rows.card(row, select(row))}</Fragment>
              ))}
            </ol>
          )}
        </>
      )}
      <ListPager
        search={search}
        page={page}
        count={list.count}
        shown={list.results.length}
        noun={list.count === 1 ? view.noun[0] : view.noun[1]}
      />
    </StaffLayout>
  );
}
