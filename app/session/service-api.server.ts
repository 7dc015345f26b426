import type { RouterContextProvider } from "react-router";
import { type ServiceTransport, serviceTransportContext } from "~/request-context";
import { ENTITLEMENTS, type Entitlement } from "~/route-table";
import type {
  serializeOrder,
  serializeOwnedService,
  serializeService,
} from "../../service/endpoints/serializers.ts";

/**
 * The site's typed client for the service API (spec §7), over whichever
 * transport the host gave: in-process or SERVICE_API_URL. A network failure,
 * a time-out or a 5xx is "unavailable", never mistaken for bad credentials.
 */

export interface MeUser {
  id: number;
  username: string;
  name: string;
  email: string;
  phonenumber: string;
  access_for: string;
  abc_coins: number;
  education: boolean;
  career: boolean;
  micro_bussiness: boolean;
  spritual: boolean;
  shatayu: boolean;
  pro_pmt: boolean;
  pharma_edge: boolean;
  rephub: boolean;
  is_staff: boolean;
  date_joined: string;
}

export interface TokenPair {
  access: string;
  refresh: string;
}

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

/** A slide of api/homesliders/ or api/pmtsliders/. */
export interface Slide {
  id: number;
  title: string;
  subtitle: string | null;
  image: string;
  link: string | null;
  position: number;
}

/** The wire shapes of the PMT calls, as the service serializes them (spec §3's "not shown" fields). */
export type PmtCategory = { id: number; name: string; slug: string };
/** A course as listed (api/propmtservice/): what anyone may read before buying it. */
export type PmtCourse = ReturnType<typeof serializeService>;
/** A course its owner bought: the lessons and resources too. */
export type OwnedCourse = ReturnType<typeof serializeOwnedService>;
export type Order = ReturnType<typeof serializeOrder>;
/** An entry of api/purchasedservices/my-services/ (the listed course) or {id}/my-service/ (owned). */
export interface Purchase<Course = PmtCourse> {
  id: number;
  order: number;
  purchased_at: string;
  service: Course;
}
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

export function serviceApi(context: Readonly<RouterContextProvider>, clientAddress?: string) {
  const transport = context.get(serviceTransportContext);
  if (!transport) throw new Error("No service API transport in the request context.");
  return createServiceApi(transport, clientAddress);
}

export function createServiceApi(transport: ServiceTransport, clientAddress?: string) {
  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await transport.fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
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
    if (response.ok) return { kind: "ok", data: data as T };
    const retryAfter = Number(response.headers.get("retry-after"));
    return {
      kind: "rejected",
      status: response.status,
      data,
      retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    };
  }

  return {
    login: (username: string, password: string) =>
      call<TokenPair>("POST", "auth/jwt/create/", { username, password }),
    refresh: (refresh: string) => call<TokenPair>("POST", "auth/jwt/refresh/", { refresh }),
    logout: (refresh: string) => call<unknown>("POST", "auth/jwt/blacklist/", { refresh }),
    /** Our extension: every token of this member stops working. Other backends answer 404. */
    logoutAll: (access: string) => call<unknown>("POST", "app/logout-all/", {}, access),
    me: (access: string) => call<MeUser>("GET", "app/me/", undefined, access),
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
    homeSliders: () => call<Slide[]>("GET", "api/homesliders/"),
    pmtSliders: () => call<Slide[]>("GET", "api/pmtsliders/"),
    pmtCategories: (access: string) =>
      call<PmtCategory[]>("GET", "api/pmtcategory/", undefined, access),
    pmtCourses: (access: string, category?: number) =>
      call<PmtCourse[]>(
        "GET",
        category === undefined ? "api/propmtservice/" : `api/propmtservice/?category=${category}`,
        undefined,
        access,
      ),
    /** Spec §7: sent without an Authorization header; the service answers no paid content. */
    pmtCourse: (id: number) => call<PmtCourse>("GET", `api/propmtservice/${id}/`),
    myCourses: (access: string) =>
      call<Purchase[]>("GET", "api/purchasedservices/my-services/", undefined, access),
    myCourse: (access: string, id: number) =>
      call<Purchase<OwnedCourse>>(
        "GET",
        `api/purchasedservices/${id}/my-service/`,
        undefined,
        access,
      ),
    orders: (access: string) => call<Order[]>("GET", "api/orders/", undefined, access),
    placeOrder: (access: string, order: { service: number; pay_with_coins: boolean }) =>
      call<Order>("POST", "api/orders/", order, access),
    updateProfile: (access: string, id: number, changes: ProfileChanges) =>
      call<MeUser>("PUT", `app/user/update/${id}/`, changes, access),
  };
}

export type ServiceApi = ReturnType<typeof createServiceApi>;

export function entitlementsOf(user: MeUser): Entitlement[] {
  return ENTITLEMENTS.filter((key) => user[key] === true);
}
