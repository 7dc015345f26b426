import { describe, expect, it } from "vitest";
import type { Access } from "~/route-table";
import { decideAccess, NO_ACCESS_MESSAGE } from "./access";

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
