import { z } from "zod";
import { ENTITLEMENTS } from "./entitlements.ts";
import { MAIL_STATUSES } from "./mail.ts";
import { printable } from "./schemas.ts";
import { MAX_SEARCH, ORDER_STATUSES } from "./staff.ts";

// One query schema per staff list for the console's address and the staff calls alike, so an
// unknown sort or filter is the same 400 wherever it is typed. Sorts follow DRF's `ordering`.

z.config({ jitless: true });

export const STAFF_PAGE_SIZE = 20;

/** The most people one bulk action changes: a page and more, never the whole database. */
const MAX_BULK = 100;

// A control character (a NUL, say) is refused with words: PostgreSQL would refuse the text outright.
const search = printable(
  z.string().trim().max(MAX_SEARCH, `Search with at most ${MAX_SEARCH} characters.`),
)
  .optional()
  .transform((value) => value ?? "");

const oneOf = <const T extends readonly [string, ...string[]]>(choices: T, words: string) =>
  z.enum(choices, words).optional();

const quoted = (choices: readonly string[]) =>
  choices.length === 1
    ? `"${choices[0]}"`
    : `${choices
        .slice(0, -1)
        .map((c) => `"${c}"`)
        .join(", ")} or "${choices.at(-1)}"`;

function sortsOf<const C extends string>(columns: readonly C[]): (C | `-${C}`)[] {
  return columns.flatMap((column) => [column, `-${column}` as const]);
}

const sortOf = <const C extends string>(columns: readonly C[]) => {
  const sorts = sortsOf(columns) as [C | `-${C}`, ...(C | `-${C}`)[]];
  return oneOf(sorts, `Sort by ${quoted(sorts)}.`);
};

const PEOPLE_SORT_COLUMNS = ["name", "coins", "joined"] as const;
export const PEOPLE_DEFAULT_SORT = "-joined";

export const PeopleQuerySchema = z.object({
  q: search,
  sort: sortOf(PEOPLE_SORT_COLUMNS),
  module: oneOf(ENTITLEMENTS, "Filter by one of the eight modules, or leave it out."),
  active: oneOf(["yes", "no"], 'Use active "yes" or "no", or leave it out.'),
  role: oneOf(["member", "staff"], 'Use role "member" or "staff", or leave it out.'),
});
export type PeopleQuery = z.output<typeof PeopleQuerySchema>;

const ORDER_SORT_COLUMNS = ["number", "amount", "placed"] as const;
export const ORDERS_DEFAULT_SORT = "-placed";
const PAYMENT_WAYS = ["coins", "manual"] as const;

export const OrdersQuerySchema = z.object({
  q: search,
  sort: sortOf(ORDER_SORT_COLUMNS),
  status: oneOf(ORDER_STATUSES, 'Use "pending", "paid", "cancelled", or leave it out.'),
  paid_with: oneOf(PAYMENT_WAYS, 'Use paid_with "coins" or "manual", or leave it out.'),
});
export type OrdersQuery = z.output<typeof OrdersQuerySchema>;

const REGISTRATION_SORT_COLUMNS = ["joined"] as const;
export const REGISTRATIONS_DEFAULT_SORT = "-joined";

export const RegistrationsQuerySchema = z.object({
  q: search,
  sort: sortOf(REGISTRATION_SORT_COLUMNS),
});
export type RegistrationsQuery = z.output<typeof RegistrationsQuerySchema>;

export const EnquiriesQuerySchema = z.object({
  q: search,
  answered: oneOf(["yes", "no"], 'Use "yes", "no", or leave it out.'),
});
export type EnquiriesQuery = z.output<typeof EnquiriesQuerySchema>;

export const MailQuerySchema = z.object({
  status: oneOf(MAIL_STATUSES, 'Use "waiting", "sent", "failed", or leave it out.'),
});
export type MailQuery = z.output<typeof MailQuerySchema>;

type ListSchema = z.ZodObject<Record<string, z.ZodType<string | undefined, string | undefined>>>;

export interface QueryRefusal {
  name: string;
  words: string;
}

/** Only the schema's fields (`page` is someone else's), each at most once; empty means left out. */
export function readListQuery<S extends ListSchema>(
  schema: S,
  params: URLSearchParams,
): { ok: true; query: z.output<S> } | ({ ok: false } & QueryRefusal) {
  const raw: Record<string, string> = {};
  for (const name of Object.keys(schema.shape)) {
    const values = params.getAll(name);
    if (values.length > 1) return { ok: false, name, words: `Give ${name} once.` };
    if (values[0] !== undefined && values[0] !== "") raw[name] = values[0];
  }
  const read = schema.safeParse(raw);
  if (read.success) return { ok: true, query: read.data };
  const issue = read.error.issues[0];
  return { ok: false, name: String(issue?.path[0] ?? ""), words: issue?.message ?? "" };
}

const BulkIdsSchema = z
  .array(
    z.number("Each id is a whole number.").int("Each id is a whole number.").min(1).max(2e9),
    "Send the ids as a list.",
  )
  .min(1, "Tick at least one person first.")
  .max(MAX_BULK, `At most ${MAX_BULK} people at a time: tick fewer.`)
  .refine((ids) => new Set(ids).size === ids.length, "Each person once.");

/** POST admin/people/modules/ */
export const BulkGrantSchema = z.strictObject({
  ids: BulkIdsSchema,
  module: z.enum(ENTITLEMENTS, "Choose the module to grant."),
});

/** POST admin/registrations/review/ */
export const BulkApproveSchema = z.strictObject({
  ids: BulkIdsSchema,
  grant: z
    .array(z.enum(ENTITLEMENTS, "Not one of the eight modules."))
    .min(1, "Choose at least one module to grant.")
    .max(ENTITLEMENTS.length)
    .refine((modules) => new Set(modules).size === modules.length, "Each module once."),
});

export interface BulkAnswer {
  done: { id: number; name: string }[];
  refused: { id: number; name: string; detail: string }[];
}

const ticks = z
  .union([z.string(), z.array(z.string())], "Send the choices as text.")
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

/** Anything not a plain number reads as NaN, which the ids refuse. */
const tickedIds = ticks.transform((values) =>
  values.map((value) => (/^\d{1,10}$/.test(value) ? Number(value) : Number.NaN)),
);

export const BulkGrantFormSchema = z
  .object({
    ids: tickedIds,
    module: z
      .string()
      .optional()
      .transform((value) => value ?? ""),
  })
  .pipe(BulkGrantSchema);

export const BulkApproveFormSchema = z
  .object({ ids: tickedIds, grant: ticks })
  .pipe(BulkApproveSchema);
