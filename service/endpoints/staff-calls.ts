import type { StaffRole } from "#contract/entitlements.ts";
import type { ServiceContext } from "../context.ts";
import type { Handler } from "../http/router.ts";
import { adminOverview } from "./admin.ts";
import { listAudit } from "./audit-admin.ts";
import {
  listCatalogue,
  saveCategory,
  saveCourse,
  showCourse,
  uploadFile,
} from "./catalogue-admin.ts";
import { answerEnquiry, listEnquiriesForStaff } from "./enquiries-admin.ts";
import { listMailForStaff } from "./mail-admin.ts";
import {
  cancelOrderForStaff,
  confirmOrderForStaff,
  listOrdersForStaff,
  showOrderForStaff,
} from "./orders-admin.ts";
import {
  adjustCoins,
  listPeople,
  setActive,
  setModule,
  setRole,
  showPerson,
  signOutPerson,
} from "./people.ts";
import { listRegistrations, reviewRegistration } from "./registrations.ts";
import { listSlidesForStaff, saveSlide } from "./sliders-admin.ts";
import { approveRegistrations, grantModuleToMany } from "./staff-bulk.ts";

export interface StaffCall {
  method: "GET" | "POST";
  path: string;
  /** The least role the call needs; each handler enforces it (authenticateStaff). */
  role: StaffRole;
  handler: Handler<ServiceContext>;
}

const call = (
  method: StaffCall["method"],
  path: string,
  handler: StaffCall["handler"],
  role: StaffRole = "staff",
): StaffCall => ({ method, path, role, handler });

/**
 * The staff console's calls (ours; decision 0032), in one table:
 * the API registers them from here and the access test refuses every one of
 * them to visitors, members and staff without the role.
 */
export const STAFF_CALLS: readonly StaffCall[] = [
  call("GET", "admin/overview/", adminOverview),
  call("GET", "admin/registrations/", listRegistrations),
  call("POST", "admin/registrations/:id/review/", reviewRegistration),
  call("POST", "admin/registrations/review/", approveRegistrations),
  call("GET", "admin/enquiries/", listEnquiriesForStaff),
  call("POST", "admin/enquiries/:id/answer/", answerEnquiry),
  call("GET", "admin/people/", listPeople),
  call("GET", "admin/people/:id/", showPerson),
  call("POST", "admin/people/:id/coins/", adjustCoins),
  call("POST", "admin/people/:id/modules/", setModule),
  call("POST", "admin/people/:id/sign-out/", signOutPerson),
  call("POST", "admin/people/:id/active/", setActive),
  call("POST", "admin/people/:id/role/", setRole, "admin"),
  call("POST", "admin/people/modules/", grantModuleToMany),
  call("GET", "admin/orders/", listOrdersForStaff),
  call("GET", "admin/orders/:id/", showOrderForStaff),
  call("POST", "admin/orders/:id/confirm/", confirmOrderForStaff),
  call("POST", "admin/orders/:id/cancel/", cancelOrderForStaff),
  call("GET", "admin/audit/", listAudit),
  call("GET", "admin/mail/", listMailForStaff),
  call("GET", "admin/catalogue/", listCatalogue),
  call("POST", "admin/categories/", saveCategory),
  call("POST", "admin/categories/:id/", saveCategory),
  call("GET", "admin/courses/:id/", showCourse),
  call("POST", "admin/courses/", saveCourse),
  call("POST", "admin/courses/:id/", saveCourse),
  call("POST", "admin/uploads/image/", uploadFile("image")),
  call("POST", "admin/uploads/document/", uploadFile("document")),
  ...(["home", "pmt"] as const).flatMap((kind) => {
    const table = kind === "home" ? "home_sliders" : "pmt_sliders";
    return [
      call("GET", `admin/${kind}-sliders/`, listSlidesForStaff(table)),
      call("POST", `admin/${kind}-sliders/`, saveSlide(table)),
      call("POST", `admin/${kind}-sliders/:id/`, saveSlide(table)),
    ];
  }),
];
