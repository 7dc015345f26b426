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
import { cancelOrderForStaff, confirmOrderForStaff, listOrdersForStaff } from "./orders-admin.ts";
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

export interface StaffCall {
  method: "GET" | "POST";
  path: string;
  /** The least role the call needs; each handler enforces it (authenticateStaff). */
  role: StaffRole;
  handler: Handler<ServiceContext>;
}

/**
 * The staff console's calls (ours, issue #13; decision 0032), in one table:
 * the API registers them from here and the access test refuses every one of
 * them to visitors, members and staff without the role.
 */
export const STAFF_CALLS: readonly StaffCall[] = [
  { method: "GET", path: "admin/overview/", role: "staff", handler: adminOverview },
  { method: "GET", path: "admin/registrations/", role: "staff", handler: listRegistrations },
  {
    method: "POST",
    path: "admin/registrations/:id/review/",
    role: "staff",
    handler: reviewRegistration,
  },
  { method: "GET", path: "admin/enquiries/", role: "staff", handler: listEnquiriesForStaff },
  { method: "POST", path: "admin/enquiries/:id/answer/", role: "staff", handler: answerEnquiry },
  { method: "GET", path: "admin/people/", role: "staff", handler: listPeople },
  { method: "GET", path: "admin/people/:id/", role: "staff", handler: showPerson },
  { method: "POST", path: "admin/people/:id/coins/", role: "staff", handler: adjustCoins },
  { method: "POST", path: "admin/people/:id/modules/", role: "staff", handler: setModule },
  { method: "POST", path: "admin/people/:id/sign-out/", role: "staff", handler: signOutPerson },
  { method: "POST", path: "admin/people/:id/active/", role: "staff", handler: setActive },
  { method: "POST", path: "admin/people/:id/role/", role: "admin", handler: setRole },
  { method: "GET", path: "admin/orders/", role: "staff", handler: listOrdersForStaff },
  {
    method: "POST",
    path: "admin/orders/:id/confirm/",
    role: "staff",
    handler: confirmOrderForStaff,
  },
  { method: "POST", path: "admin/orders/:id/cancel/", role: "staff", handler: cancelOrderForStaff },
  { method: "GET", path: "admin/audit/", role: "staff", handler: listAudit },
  { method: "GET", path: "admin/catalogue/", role: "staff", handler: listCatalogue },
  { method: "POST", path: "admin/categories/", role: "staff", handler: saveCategory },
  { method: "POST", path: "admin/categories/:id/", role: "staff", handler: saveCategory },
  { method: "GET", path: "admin/courses/:id/", role: "staff", handler: showCourse },
  { method: "POST", path: "admin/courses/", role: "staff", handler: saveCourse },
  { method: "POST", path: "admin/courses/:id/", role: "staff", handler: saveCourse },
  { method: "POST", path: "admin/uploads/image/", role: "staff", handler: uploadFile("image") },
  ...(["home", "pmt"] as const).flatMap((kind): StaffCall[] => {
    const table = kind === "home" ? "home_sliders" : "pmt_sliders";
    return [
      {
        method: "GET",
        path: `admin/${kind}-sliders/`,
        role: "staff",
        handler: listSlidesForStaff(table),
      },
      { method: "POST", path: `admin/${kind}-sliders/`, role: "staff", handler: saveSlide(table) },
      {
        method: "POST",
        path: `admin/${kind}-sliders/:id/`,
        role: "staff",
        handler: saveSlide(table),
      },
    ];
  }),
  {
    method: "POST",
    path: "admin/uploads/document/",
    role: "staff",
    handler: uploadFile("document"),
  },
];
