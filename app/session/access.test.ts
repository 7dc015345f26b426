import { describe, expect, it } from "vitest";
import { ADMIN_ONLY, STAFF_ONLY } from "#contract/messages.ts";
import type { Access } from "~/route-table";
import { decideAccess, decideGuard, NO_ACCESS_MESSAGE } from "./access";

const shatayu: Access = { kind: "entitlement", entitlement: "shatayu" };
const member = { entitlements: ["shatayu", "pro_pmt"] as const };
const visitor = { entitlements: [] as const };

describe("decideAccess", () => {
  it("lets anyone open a public page", () => {
    expect(decideAccess({ kind: "public" }, null, "/about")).toEqual({ kind: "allow" });
    expect(decideAccess({ kind: "public" }, member, "/about")).toEqual({ kind: "allow" });
  });

  it("sends a signed-out visitor to /Signup, remembering where they were going", () => {
    expect(decideAccess(shatayu, null, "/shatayu?tab=2")).toEqual({
      kind: "sign-in",
      to: "/Signup?redirectTo=%2Fshatayu%3Ftab%3D2",
    });
    expect(decideAccess({ kind: "signed-in" }, null, "/my-orders").kind).toBe("sign-in");
  });

  it("shows the page to a user holding the entitlement", () => {
    expect(decideAccess(shatayu, member, "/shatayu")).toEqual({ kind: "allow" });
  });

  it("sends a user without the entitlement home with the spec's message", () => {
    expect(decideAccess(shatayu, visitor, "/shatayu")).toEqual({
      kind: "no-access",
      to: "/",
      message: "You Don't Have Access Of This Module",
    });
    expect(NO_ACCESS_MESSAGE).toBe("You Don't Have Access Of This Module");
  });

  it("lets any signed-in user into the signed-in area", () => {
    expect(decideAccess({ kind: "signed-in" }, visitor, "/my-orders")).toEqual({ kind: "allow" });
  });

  it("sends a signed-in user away from /Signup", () => {
    expect(decideAccess({ kind: "signed-out-only" }, visitor, "/Signup")).toEqual({
      kind: "already-signed-in",
      to: "/",
    });
    expect(decideAccess({ kind: "signed-out-only" }, null, "/Signup")).toEqual({ kind: "allow" });
  });
});

describe("decideGuard (spec §4, in order)", () => {
  const rephub: Access = { kind: "entitlement", entitlement: "rephub" };
  const base = {
    checkAuthLoading: false,
    loading: false,
    hasToken: true,
    isAuthenticated: true,
    user: member,
  };

  it("1. while the authentication check runs: the loading heading", () => {
    expect(
      decideGuard(rephub, { ...base, checkAuthLoading: true, loading: true }, "/rephub"),
    ).toEqual({
      kind: "loading-heading",
    });
  });

  it("2. while loading: the loading text", () => {
    expect(decideGuard(rephub, { ...base, loading: true }, "/rephub")).toEqual({
      kind: "loading-text",
    });
  });

  it("3a. a token, authenticated, entitled: the page", () => {
    expect(decideGuard(shatayu, base, "/shatayu")).toEqual({ kind: "allow" });
  });

  it("3b. a token, authenticated, not entitled: the toast and /", () => {
    expect(decideGuard(rephub, base, "/rephub")).toEqual({
      kind: "no-access",
      to: "/",
      message: "You Don't Have Access Of This Module",
    });
  });

  it("3c. isAuthenticated not yet known (null) still counts as signed in", () => {
    expect(decideGuard(shatayu, { ...base, isAuthenticated: null }, "/shatayu")).toEqual({
      kind: "allow",
    });
  });

  it("4. no token, or not authenticated: /Signup", () => {
    for (const state of [
      { ...base, hasToken: false },
      { ...base, isAuthenticated: false },
    ]) {
      expect(decideGuard(shatayu, state, "/shatayu")).toEqual({
        kind: "sign-in",
        to: "/Signup?redirectTo=%2Fshatayu",
      });
    }
  });

  it("the signed-in area needs only a signed-in user", () => {
    expect(decideGuard({ kind: "signed-in" }, { ...base, user: visitor }, "/my-orders")).toEqual({
      kind: "allow",
    });
  });
});

describe("decideAccess for the staff console", () => {
  const console: Access = { kind: "staff", role: "staff" };
  const adminOnly: Access = { kind: "staff", role: "admin" };
  const everyModule = {
    entitlements: [
      "education",
      "career",
      "micro_bussiness",
      "spritual",
      "shatayu",
      "pro_pmt",
      "pharma_edge",
      "rephub",
    ] as const,
  };

  it("sends a signed-out visitor to sign in, and turns members away with words", () => {
    expect(decideAccess(console, null, "/staff").kind).toBe("sign-in");
    for (const user of [visitor, member, everyModule]) {
      expect(decideAccess(console, user, "/staff")).toEqual({
        kind: "no-access",
        to: "/",
        message: STAFF_ONLY,
      });
    }
  });

  it("lets staff and admins in; admin pages only admins", () => {
    expect(decideAccess(console, { ...visitor, staff: "staff" }, "/staff")).toEqual({
      kind: "allow",
    });
    expect(decideAccess(console, { ...visitor, staff: "admin" }, "/staff")).toEqual({
      kind: "allow",
    });
    expect(decideAccess(adminOnly, { ...visitor, staff: "staff" }, "/staff")).toEqual({
      kind: "no-access",
      to: "/",
      message: ADMIN_ONLY,
    });
    expect(decideAccess(adminOnly, { ...visitor, staff: "admin" }, "/staff")).toEqual({
      kind: "allow",
    });
  });
});
