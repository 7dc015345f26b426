import type { RouterContextProvider } from "react-router";
import { COURSES_PATH } from "~/courses/links";
import { MODULE_HOMES } from "~/route-table";
import { readOrThrow } from "~/service-api/answers.server";
import { serviceLineHref } from "~/services/service-line-paths";
import { memberRequest } from "./member.server";
import { accessRequestPath } from "./modules";
import { type CourseRow, paidOrderRows, purchaseRows } from "./my-courses-rows";

/**
 * /my-courses: every course the member bought, newest first. Opening one (/my-courses/{id}) needs
 * pro_pmt: without it the page lists the courses and says how to ask for access instead of linking
 * to a refusal.
 */

export interface MyCourses {
  title: string;
  rows: CourseRow[];
  /** The contact form asking for pro_pmt, for a member without it; null with it. */
  askAccess: { path: string; module: string } | null;
  /** Where the empty state sends people to find a course. */
  browse: { path: string; label: string };
}

const PMT_MODULE = MODULE_HOMES.get("pro_pmt")?.title ?? "PMT Aspirants";

export async function loadMyCourses(
  context: Readonly<RouterContextProvider>,
  url: URL,
  pattern: string,
): Promise<MyCourses> {
  const { entry, me, access, api } = memberRequest(context, url, pattern);
  const canOpen = me.pro_pmt;
  const purchases = await api.myCourses(access);
  // Our service lists purchases to pro_pmt holders only (Django's to anyone signed in): for a
  // member without it, the paid orders name the same courses.
  const ordersInstead = !canOpen && purchases.kind === "rejected" && purchases.status === 403;
  const rows = ordersInstead
    ? paidOrderRows(readOrThrow(await api.orders(access), context, url))
    : purchaseRows(readOrThrow(purchases, context, url), canOpen);
  return {
    title: entry.title,
    rows,
    askAccess: canOpen ? null : { path: accessRequestPath(PMT_MODULE), module: PMT_MODULE },
    browse: canOpen
      ? { path: COURSES_PATH, label: "Browse the PMT courses" }
      : { path: serviceLineHref("pmt"), label: "Read about our PMT courses" },
  };
}
