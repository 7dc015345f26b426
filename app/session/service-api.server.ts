import type { RouterContextProvider } from "react-router";
import {
  type Category,
  type Course,
  type Me,
  nextPage,
  type Order,
  type OwnedCourse,
  type Purchase,
  readCategory,
  readCourse,
  readList,
  readMe,
  readOrder,
  readOwnedPurchase,
  readPurchase,
  readSlide,
  readTokens,
  type Slide,
  type TokenPair,
} from "#contract/wire.ts";
import { type ServiceTransport, serviceTransportContext } from "~/request-context";
import { ENTITLEMENTS, type Entitlement } from "~/route-table";

/**
 * The site's typed client for the service API (spec §7), over whichever
 * transport the host gave: in-process or SERVICE_API_URL. A network failure,
 * a time-out or a 5xx is "unavailable", never mistaken for bad credentials.
 */

export type MeUser = Me;
export type { TokenPair };

/** What POST api/enquiry/ sends: the enquiry form's fields (spec §7). */
export interface EnquiryInput {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  page: string;
  /** The honeypot: empty from people. */
  website: string;
}

/** The stored enquiry, as the service answers it (201). */
export interface EnquiryReceipt {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  page: string;
  created_at: string;
}

/** The wire shapes of the PMT calls (contract/wire.ts: the core, and our extensions made optional). */
export type { Slide };
export type PmtCategory = Category;
/** A course as listed (api/propmtservice/): what anyone may read before buying it. */
export type PmtCourse = Course;
export type { Order, OwnedCourse, Purchase };

/** What PUT app/user/update/{id}/ accepts. */
export interface ProfileChanges {
  name?: string;
  email?: string;
  phonenumber?: string;
}

export type ApiResult<T> =
  | { kind: "ok"; data: T }
  | { kind: "rejected"; status: number; data: unknown; retryAfter: number | null }
  | { kind: "unavailable" };

/** Pages of a list followed at most (a DRF page is 10 to 100 items). */
const MAX_PAGES = 20;

/**
 * A DRF page's `next` (absolute, on the backend's host) as a path under the
 * API root, so it goes through the same transport; null for another list.
 */
export function relativePage(next: string | null, path: string): string | null {
  if (!next) return null;
  try {
    const url = new URL(next, "http://service.invalid/");
    const listPath = path.split("?")[0] as string;
    const at = url.pathname.lastIndexOf(`/${listPath}`);
    return at === -1 ? null : `${url.pathname.slice(at + 1)}${url.search}`;
  } catch {
    return null;
  }
}

export function serviceApi(context: Readonly<RouterContextProvider>, clientAddress?: string) {
  const transport = context.get(serviceTransportContext);
  if (!transport) throw new Error("No service API transport in the request context.");
  return createServiceApi(transport, clientAddress);
}

export function createServiceApi(transport: ServiceTransport, clientAddress?: string) {
  /**
   * One call. `read` turns the answer into the site's type (contract/wire.ts);
   * an answer it cannot read is "unavailable", never a 500 of ours.
   */
  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    read: (data: unknown) => T | null = (data) => data as T,
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { accept: "application/json" };
    // A file's bytes go as they are (the staff console's uploads); anything else as JSON.
    const raw = body instanceof Uint8Array;
    if (body !== undefined)
      headers["content-type"] = raw ? "application/octet-stream" : "application/json";
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await transport.fetch(path, {
        method,
        headers,
        body: raw
          ? new Blob([new Uint8Array(body)])
          : body === undefined
            ? undefined
            : JSON.stringify(body),
        clientAddress,
      });
    } catch {
      return { kind: "unavailable" };
    }
    if (response.status >= 500) return { kind: "unavailable" };
    let data: unknown = null;
    try {
      data = await response.json();
    } catch {
      if (response.ok) return { kind: "unavailable" };
    }
    if (response.ok) {
      const value = read(data);
      return value === null ? { kind: "unavailable" } : { kind: "ok", data: value };
    }
    const retryAfter = Number(response.headers.get("retry-after"));
    return {
      kind: "rejected",
      status: response.status,
      data,
      retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    };
  }

  /** A list: a plain array, or DRF pages followed to the end (at most MAX_PAGES). */
  async function list<T>(
    path: string,
    token: string | undefined,
    readItem: (item: unknown) => T | null,
  ): Promise<ApiResult<T[]>> {
    const items: T[] = [];
    let next: string | null = path;
    for (let page = 0; next !== null && page < MAX_PAGES; page += 1) {
      let raw: unknown = null;
      const answer: ApiResult<T[]> = await call("GET", next, undefined, token, (data) => {
        raw = data;
        return readList(data, readItem);
      });
      if (answer.kind !== "ok") return answer;
      items.push(...answer.data);
      next = relativePage(nextPage(raw), path);
    }
    return { kind: "ok", data: items };
  }

  return {
    /** Any call, for the staff console's own (app/staff/staff-api.server.ts). */
    call,
    login: (username: string, password: string) =>
      call("POST", "auth/jwt/create/", { username, password }, undefined, readTokens),
    /** The answer has no refresh token when the backend does not rotate them (simplejwt's default). */
    refresh: (refresh: string) =>
      call("POST", "auth/jwt/refresh/", { refresh }, undefined, readTokens),
    logout: (refresh: string) => call<unknown>("POST", "auth/jwt/blacklist/", { refresh }),
    /** Our extension: every token of this member stops working. Other backends answer 404. */
    logoutAll: (access: string) => call<unknown>("POST", "app/logout-all/", {}, access),
    me: (access: string) => call("GET", "app/me/", undefined, access, readMe),
    /**
     * A course document (ours: api/resources/), as the service answers it:
     * the bytes for an owner, a refusal otherwise. Not JSON, so not `call`.
     */
    courseFile: async (access: string, file: string): Promise<Response | null> => {
      try {
        return await transport.fetch(`api/resources/${file}`, {
          method: "GET",
          headers: { authorization: `Bearer ${access}` },
          clientAddress,
        });
      } catch {
        return null;
      }
    },
    register: (form: Record<string, string>) => call<unknown>("POST", "app/register/", form),
    requestOtp: (contact: { email?: string; phonenumber?: string }) =>
      call<unknown>("POST", "app/request-otp/", contact),
    /**
     * The spec shows neither payload nor answer: the new password goes as
     * `password` (ours) and `new_password` (djoser's and most DRF code's name).
     */
    verifyOtp: (form: { email?: string; phonenumber?: string; otp: string; password: string }) =>
      call<unknown>("POST", "app/verify-otp/", { ...form, new_password: form.password }),
    enquiry: (form: EnquiryInput) => call<EnquiryReceipt>("POST", "api/enquiry/", form),
    homeSliders: () => list("api/homesliders/", undefined, readSlide),
    pmtSliders: () => list("api/pmtsliders/", undefined, readSlide),
    pmtCategories: (access: string) => list("api/pmtcategory/", access, readCategory),
    pmtCourses: (access: string, category?: number) =>
      list(
        category === undefined ? "api/propmtservice/" : `api/propmtservice/?category=${category}`,
        access,
        readCourse,
      ),
    /** Spec §7: sent without an Authorization header; the service answers no paid content. */
    pmtCourse: (id: number) =>
      call("GET", `api/propmtservice/${id}/`, undefined, undefined, readCourse),
    myCourses: (access: string) => list("api/purchasedservices/my-services/", access, readPurchase),
    myCourse: (access: string, id: number) =>
      call("GET", `api/purchasedservices/${id}/my-service/`, undefined, access, readOwnedPurchase),
    orders: (access: string) => list("api/orders/", access, readOrder),
    placeOrder: (access: string, order: { service: number; pay_with_coins: boolean }) =>
      call("POST", "api/orders/", order, access, readOrder),
    /**
     * PUT with the whole record (spec §7's method): DRF's PUT is a full update,
     * so the unchanged fields, the username first, go too.
     */
    updateProfile: (access: string, me: MeUser, changes: ProfileChanges) =>
      call(
        "PUT",
        `app/user/update/${me.id}/`,
        {
          username: me.username,
          name: me.name,
          email: me.email,
          phonenumber: me.phonenumber,
          ...changes,
        },
        access,
        readMe,
      ),
  };
}

export type ServiceApi = ReturnType<typeof createServiceApi>;

export function entitlementsOf(user: MeUser): Entitlement[] {
  return ENTITLEMENTS.filter((key) => user[key] === true);
}
