// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ShellUser } from "~/session/shell-user";
import { UserMenu } from "./user-menu";

const member: ShellUser = {
  id: 1,
  name: "Asha",
  email: "a@test.example",
  abc_coins: 5,
  entitlements: [],
};

function open(user: ShellUser) {
  const Stub = createRoutesStub([{ path: "*", Component: () => <UserMenu user={user} /> }]);
  render(<Stub initialEntries={["/"]} />);
  fireEvent.click(screen.getByRole("button", { name: /Account menu for/ }));
}

afterEach(cleanup);

describe("the account menu's way into the staff console", () => {
  it("is there for staff and administrators", () => {
    for (const staff of ["staff", "admin"] as const) {
      open({ ...member, staff });
      expect(screen.getByRole("link", { name: "Staff console" }).getAttribute("href")).toBe(
        "/staff",
      );
      cleanup();
    }
  });

  it("is not there for members", () => {
    open(member);
    expect(screen.getByRole("link", { name: "View Profile" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Staff console" })).toBeNull();
  });
});

describe("the account menu's own pages", () => {
  it("lists the profile, the orders and the member's courses", () => {
    open(member);
    const links = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(links).toEqual(["/my-profile", "/my-orders", "/my-courses", "/my-orders#scholarship"]);
    expect(screen.getByRole("link", { name: "My courses" }).getAttribute("href")).toBe(
      "/my-courses",
    );
  });
});
