import type { RouterContextProvider } from "react-router";
import { MODULE_HOMES } from "~/route-table";
import { readOrThrow } from "~/service-api/answers.server";
import { memberRequest } from "./member.server";
import { type OrderRow, orderRows } from "./order-rows";

/**
 * /my-orders: the member's orders, newest first. A paid course links to its page when the member
 * may open courses (pro_pmt); the purchases say which purchase belongs to which order.
 */

export interface MyOrders {
  title: string;
  rows: OrderRow[];
  /** Where the empty state sends people to find a course. */
  browse: { path: string; label: string };
}

export async function loadMyOrders(
  context: Readonly<RouterContextProvider>,
  url: URL,
  pattern: string,
): Promise<MyOrders> {
  const { entry, me, access, api } = memberRequest(context, url, pattern);
  const [orders, purchases] = await Promise.all([
    api.orders(access),
    me.pro_pmt ? api.myCourses(access) : null,
  ]);
  // Without the purchases the table still says everything but the links: no reason to fail the page.
  const owned = purchases?.kind === "ok" ? purchases.data : null;
  const placed = readOrThrow(orders, context, url);
  // A backend without our `service_title` numbers the courses: the catalogue names them.
  const catalogue =
    me.pro_pmt && placed.some((order) => order.service_title === null)
      ? await api.pmtCourses(access)
      : null;
  const courses = MODULE_HOMES.get("pro_pmt");
  return {
    title: entry.title,
    rows: orderRows(placed, owned, catalogue?.kind === "ok" ? catalogue.data : null),
    browse:
      me.pro_pmt && courses
        ? { path: courses.path, label: "Browse the PMT courses" }
        : { path: "/service", label: "See our services" },
  };
}
