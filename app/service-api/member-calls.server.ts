import type { z } from "zod";
import type { EnquirySchema } from "#contract/schemas.ts";
import type { EnquiryItem } from "#contract/staff.ts";
import {
  type Me,
  readCategory,
  readCourse,
  readMe,
  readOrder,
  readOwnedPurchase,
  readPurchase,
  readSlide,
} from "#contract/wire.ts";
import type { ProfileChanges } from "~/account/profile-fields";
import { ENTITLEMENTS, type Entitlement } from "~/route-table";
import type { Caller } from "./transport.server";

/** What POST api/enquiry/ sends: the enquiry form's fields, the honeypot included. */
type EnquiryInput = Required<z.output<typeof EnquirySchema>>;

/** The stored enquiry, as the service answers it (201). */
type EnquiryReceipt = Omit<EnquiryItem, "answered_at">;

/** What a visitor or a member reads and does: sliders, courses, orders, the profile, enquiries. */
export function memberCalls({ call, list, fetchRaw }: Caller) {
  return {
    /**
     * A course document (ours: api/resources/), as the service answers it: the bytes for an owner,
     * a refusal otherwise.
     */
    courseFile: (access: string, file: string) => fetchRaw(`api/resources/${file}`, access),
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
     * PUT with the whole record (spec §7's method): DRF's PUT is a full update, so the unchanged
     * fields, the username first, go too.
     */
    updateProfile: (access: string, me: Me, changes: ProfileChanges) =>
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

export function entitlementsOf(user: Me): Entitlement[] {
  return ENTITLEMENTS.filter((key) => user[key] === true);
}
