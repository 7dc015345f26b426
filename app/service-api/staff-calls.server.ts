import type { MailItem } from "#contract/mail.ts";
import type {
  AuditItem,
  Catalogue,
  CatalogueCourse,
  EnquiryItem,
  Overview,
  PersonDetail,
  PersonItem,
  RegistrationItem,
  SliderKind,
  StaffOrder,
  StaffPage,
  StaffSlide,
} from "#contract/staff.ts";
import type {
  EnquiriesQuery,
  MailQuery,
  OrdersQuery,
  PeopleQuery,
  RegistrationsQuery,
} from "#contract/staff-lists.ts";
import type { ServiceApi } from "./service-api.server";
import type { ApiResult } from "./transport.server";

/**
 * The staff console's calls (contract/staff.ts), with the staff member's token. Only our service
 * answers them: another backend answers 404, which the console reads as "not available here"
 * (app/staff/staff-request.server.ts).
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** A DRF page of our own answers: its shape is checked, its items trusted (they are ours). */
function readPage<T>(data: unknown): StaffPage<T> | null {
  if (!isObject(data) || typeof data.count !== "number" || !Array.isArray(data.results))
    return null;
  return data as unknown as StaffPage<T>;
}

function readOverview(data: unknown): Overview | null {
  return isObject(data) && isObject(data.attention) && Array.isArray(data.weeks)
    ? (data as unknown as Overview)
    : null;
}

function readPerson(data: unknown): PersonDetail | null {
  return isObject(data) && typeof data.id === "number" && Array.isArray(data.ledger)
    ? (data as unknown as PersonDetail)
    : null;
}

/** `?a=1&b=` without the empty values. */
function query(values: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export type StaffCallResult = ApiResult<unknown>;

export function staffApi(api: ServiceApi, access: string) {
  const get = <T>(path: string, read: (data: unknown) => T | null) =>
    api.call("GET", path, undefined, access, read);
  const post = (path: string, body: unknown = {}): Promise<StaffCallResult> =>
    api.call<unknown>("POST", path, body, access);
  return {
    overview: () => get("admin/overview/", readOverview),
    registrations: (filters: RegistrationsQuery, page: number) =>
      get(`admin/registrations/${query({ ...filters, page })}`, readPage<RegistrationItem>),
    approveMany: (body: unknown) => post("admin/registrations/review/", body),
    review: (id: number, body: unknown) => post(`admin/registrations/${id}/review/`, body),
    enquiries: (filters: EnquiriesQuery, page: number) =>
      get(`admin/enquiries/${query({ ...filters, page })}`, readPage<EnquiryItem>),
    answer: (id: number, body: unknown) => post(`admin/enquiries/${id}/answer/`, body),
    people: (filters: PeopleQuery, page: number) =>
      get(`admin/people/${query({ ...filters, page })}`, readPage<PersonItem>),
    grantMany: (body: unknown) => post("admin/people/modules/", body),
    person: (id: number) => get(`admin/people/${id}/`, readPerson),
    coins: (id: number, body: unknown) => post(`admin/people/${id}/coins/`, body),
    module: (id: number, body: unknown) => post(`admin/people/${id}/modules/`, body),
    signOut: (id: number) => post(`admin/people/${id}/sign-out/`),
    active: (id: number, body: unknown) => post(`admin/people/${id}/active/`, body),
    role: (id: number, body: unknown) => post(`admin/people/${id}/role/`, body),
    orders: (filters: OrdersQuery, page: number) =>
      get(`admin/orders/${query({ ...filters, page })}`, readPage<StaffOrder>),
    order: (id: number) =>
      get(`admin/orders/${id}/`, (data) =>
        isObject(data) && typeof data.id === "number" ? (data as unknown as StaffOrder) : null,
      ),
    confirm: (id: number) => post(`admin/orders/${id}/confirm/`),
    cancel: (id: number) => post(`admin/orders/${id}/cancel/`),
    catalogue: () =>
      get("admin/catalogue/", (data) =>
        isObject(data) && Array.isArray(data.categories) && Array.isArray(data.courses)
          ? (data as unknown as Catalogue)
          : null,
      ),
    course: (id: number) =>
      get(`admin/courses/${id}/`, (data) =>
        isObject(data) && typeof data.id === "number" ? (data as unknown as CatalogueCourse) : null,
      ),
    saveCategory: (id: number | null, body: unknown) =>
      post(id === null ? "admin/categories/" : `admin/categories/${id}/`, body),
    saveCourse: (id: number | null, body: unknown) =>
      api.call(
        "POST",
        id === null ? "admin/courses/" : `admin/courses/${id}/`,
        body,
        access,
        (data) =>
          isObject(data) && typeof data.id === "number"
            ? (data as unknown as CatalogueCourse)
            : null,
      ),
    /** A file's bytes; the service checks what they are and answers its address. */
    upload: (kind: "image" | "document", bytes: Uint8Array) =>
      api.call("POST", `admin/uploads/${kind}/`, bytes, access, (data) =>
        isObject(data) && typeof data.url === "string" ? { url: data.url } : null,
      ),
    slides: (kind: SliderKind) =>
      get(`admin/${kind}-sliders/`, (data) =>
        Array.isArray(data) ? (data as StaffSlide[]) : null,
      ),
    saveSlide: (kind: SliderKind, id: number | null, body: unknown) =>
      post(id === null ? `admin/${kind}-sliders/` : `admin/${kind}-sliders/${id}/`, body),
    audit: (filters: { actor: string; subject: string; action: string }, page: number) =>
      get(`admin/audit/${query({ ...filters, page })}`, readPage<AuditItem>),
    /** The mail queue's page, with the whole queue's counts of waiting and failed messages beside it. */
    mail: (filters: MailQuery, page: number) =>
      get(`admin/mail/${query({ ...filters, page })}`, readPage<MailItem>),
  };
}

export type StaffApi = ReturnType<typeof staffApi>;
