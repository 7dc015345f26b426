// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { MyOrders } from "~/account/orders.server";
import { PENDING_PAYMENT } from "~/courses/enrol-messages";
import {
  realService,
  recordedSite,
  runRoute,
  signedInCookie,
} from "../../tests/pages/page-harness.ts";
import {
  addOrder,
  addPurchase,
  backdate,
  ordersOf,
  purchasesOf,
  userRow,
} from "../../tests/pages/service-rows.ts";
import { answerJson, unreachable, withFault } from "../../tests/support/service-faults.ts";
import MyOrdersPage, { loader } from "./my-orders";

/** /my-orders on the real service: each state of the page, then the page itself. */

const service = realService("test");
const site = recordedSite(service);
afterEach(cleanup);

/** The paths the site asked the service for, as "/api/orders/". */
const asked = () => site.calls.map((call) => `/${call.split(" ")[1]}`);

const openOrders = (init: { as?: string; cookie?: string } = {}) =>
  runRoute<MyOrders>(loader as never, {
    path: "/my-orders",
    pattern: "/my-orders",
    as: init.as,
    transport: site.transport,
    init: init.cookie ? { headers: { cookie: init.cookie } } : undefined,
  });

const userId = async (email: string) => (await userRow(service.db, email)).id;
function renderPage(loaderData: MyOrders) {
  const Stub = createRoutesStub([
    {
      id: "my-orders",
      path: "/my-orders",
      loader: () => loaderData,
      Component: MyOrdersPage as never,
      HydrateFallback: () => null,
    },
  ]);
  return render(<Stub initialEntries={["/my-orders"]} />);
}

describe("/my-orders: success", () => {
  it("demo@ sees its paid order, linked to the purchased course", async () => {
    const demo = await userId("demo@portal.test");
    await backdate(service.db, demo, new Date("2025-02-01T10:00:00Z"));
    const { data, response } = await openOrders({ as: "demo@portal.test" });
    expect(response).toBeNull();
    const [order] = await ordersOf(service.db, demo);
    const [purchase] = await purchasesOf(service.db, demo);
    expect(order && purchase).toBeTruthy();
    expect(data?.rows).toEqual([
      {
        id: order?.id,
        course: "NEET Full-Length Test Series",
        coursePath: `/my-courses/${purchase?.id}`,
        status: "paid",
        statusLabel: "Paid",
        payment: `₹${Number(order?.amount).toLocaleString("en-IN")}`,
        date: "1 February 2025",
        dateTime: "2025-02-01T10:00:00.000Z",
      },
    ]);
    expect(data?.title).toBe("My Orders");
  });

  it("lists newest first: a pending order in rupees, a coin order with its course link", async () => {
    const pmt = await userId("pmt@portal.test");
    for (const order of [
      {
        id: 900,
        user_id: pmt,
        service_id: 2,
        amount: "125000.50",
        coins: 0,
        paid_with: "manual",
        status: "pending",
        created_at: new Date("2025-03-01T06:00:00Z"),
      },
      {
        id: 901,
        user_id: pmt,
        service_id: 1,
        amount: "0.00",
        coins: 30,
        paid_with: "coins",
        status: "paid",
        created_at: new Date("2025-03-05T20:00:00Z"),
      },
      {
        id: 902,
        user_id: pmt,
        service_id: 3,
        amount: "1999.00",
        coins: 0,
        paid_with: "manual",
        status: "cancelled",
        created_at: new Date("2025-01-20T06:00:00Z"),
      },
    ] as const) {
      await addOrder(service.db, order);
    }
    await addPurchase(service.db, {
      id: 950,
      user_id: pmt,
      service_id: 1,
      order_id: 901,
      purchased_at: new Date("2025-03-05T20:00:00Z"),
    });
    const { data } = await openOrders({ as: "pmt@portal.test" });
    expect(data?.rows.map((row) => [row.id, row.statusLabel, row.payment, row.coursePath])).toEqual(
      [
        [901, "Paid", "30 coins", "/my-courses/950"],
        [900, "Pending", "₹1,25,000.50", null],
        [902, "Cancelled", "₹1,999", null],
      ],
    );
    // 20:00 UTC on 5 March is already 6 March in India.
    expect(data?.rows[0]?.date).toBe("6 March 2025");
  });

  it("keeps the table but drops the course links when the purchases cannot be read", async () => {
    site.transport = withFault(
      site.transport,
      { method: "GET", path: "api/purchasedservices/my-services/" },
      () => answerJson({ detail: "You do not have permission." }, 403),
    );
    const { data, response } = await openOrders({ as: "demo@portal.test" });
    expect(response).toBeNull();
    expect(data?.rows).toHaveLength(1);
    expect(data?.rows[0]?.coursePath).toBeNull();
  });
});

describe("/my-orders: empty", () => {
  it("visitor@ has no orders: the empty state points to the services, no course call made", async () => {
    const { data } = await openOrders({ as: "visitor@portal.test" });
    expect(data?.rows).toEqual([]);
    expect(data?.browse).toEqual({ path: "/service", label: "See our services" });
    expect(asked()).toContain("/api/orders/");
    expect(asked()).not.toContain("/api/purchasedservices/my-services/");
  });

  it("pmt@ (pro_pmt, no orders): the empty state points to the PMT courses", async () => {
    const { data } = await openOrders({ as: "pmt@portal.test" });
    expect(data?.rows).toEqual([]);
    expect(data?.browse.path).toBe("/pmt-aspirants");
  });
});

describe("/my-orders: errors", () => {
  it("signed out: to /Signup, coming back here", async () => {
    const { response } = await openOrders();
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/Signup?redirectTo=%2Fmy-orders");
  });

  it("the service is down: 503 with Retry-After", async () => {
    const cookie = await signedInCookie("demo@portal.test");
    site.transport = withFault(site.transport, { path: /^/ }, unreachable);
    const { response } = await openOrders({ cookie });
    expect(response?.status).toBe(503);
    expect(Number(response?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it.each([
    ["does not answer", unreachable],
    ["answers 502", () => new Response("Bad gateway", { status: 502 })],
  ])("the orders call %s (the sign-in check did): 503 with Retry-After", async (_name, fault) => {
    site.transport = withFault(site.transport, { method: "GET", path: "api/orders/" }, fault);
    const { response } = await openOrders({ as: "demo@portal.test" });
    expect(response?.status).toBe(503);
    expect(Number(response?.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("the page", () => {
  it("is a table with a caption and column headers; status in words; what happens next", async () => {
    renderPage({
      title: "My Orders",
      browse: { path: "/service", label: "See our services" },
      rows: [
        {
          id: 7,
          course: "Human Physiology Sprint",
          coursePath: "/my-courses/3",
          status: "paid",
          statusLabel: "Paid",
          payment: "30 coins",
          date: "6 March 2025",
          dateTime: "2025-03-05T20:00:00.000Z",
        },
        {
          id: 5,
          course: "Organic Chemistry Mastery",
          coursePath: null,
          status: "pending",
          statusLabel: "Pending",
          payment: "₹2,999",
          date: "1 March 2025",
          dateTime: "2025-03-01T06:00:00.000Z",
        },
      ],
    });
    const table = await screen.findByRole("table", { name: "Your orders, newest first" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => [cell.textContent, cell.getAttribute("scope")]);
    expect(headers).toEqual([
      ["Order", "col"],
      ["Course", "col"],
      ["Status", "col"],
      ["Amount", "col"],
      ["Date", "col"],
    ]);
    const [, first, second] = within(table).getAllByRole("row");
    expect(within(first as HTMLElement).getByRole("rowheader").textContent).toBe("Order number 7");
    expect(
      within(first as HTMLElement)
        .getByRole("link", { name: "Human Physiology Sprint" })
        .getAttribute("href"),
    ).toBe("/my-courses/3");
    expect(first?.textContent).toContain("Paid");
    expect(first?.textContent).not.toContain(PENDING_PAYMENT);
    expect(second?.textContent).toContain("Pending");
    expect(second?.textContent).toContain(PENDING_PAYMENT);
    expect(within(second as HTMLElement).queryByRole("link")).toBeNull();
    // The region that scrolls on a narrow screen can be reached and scrolled from the keyboard.
    const region = screen.getByRole("region", { name: "Your orders, newest first" });
    expect(region.getAttribute("tabindex")).toBe("0");
    expect(screen.queryByText("No orders yet")).toBeNull();
  });

  it("empty: 'No orders yet' with the way to the courses; the scholarship note in both states", async () => {
    renderPage({
      title: "My Orders",
      browse: { path: "/pmt-aspirants", label: "Browse the PMT courses" },
      rows: [],
    });
    expect(await screen.findByRole("heading", { name: "No orders yet" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByRole("link", { name: "Browse the PMT courses" }).getAttribute("href")).toBe(
      "/pmt-aspirants",
    );
    const note = screen.getByRole("region", { name: "Scholarships" });
    expect(note.id).toBe("scholarship");
    expect(
      within(note).getByRole("link", { name: "Ask about a scholarship" }).getAttribute("href"),
    ).toBe("/contact?subject=Scholarship");
  });
});
