import { describe, expect, it } from "vitest";
import { ENTITLEMENTS, MODULE_HOMES } from "~/route-table";
import { accessRequestPath, modulesFor } from "./modules";

describe("modulesFor", () => {
  it("splits every module into held (with its page) and locked (with how to ask)", () => {
    const { held, locked } = modulesFor(["pro_pmt", "rephub"]);
    expect(held).toEqual([
      { entitlement: "pro_pmt", title: "PMT Aspirants", path: "/pmt-aspirants" },
      { entitlement: "rephub", title: "RepHub", path: "/rephub" },
    ]);
    expect(locked.map((module) => module.entitlement)).toEqual(
      ENTITLEMENTS.filter((key) => key !== "pro_pmt" && key !== "rephub"),
    );
    const pharmaEdge = locked.find((module) => module.entitlement === "pharma_edge");
    expect(pharmaEdge).toEqual({
      entitlement: "pharma_edge",
      title: "Pharma Edge",
      path: "/PharmaEdge",
      askPath: "/contact?subject=Access%20to%20Pharma%20Edge",
    });
  });

  it("covers every entitlement exactly once, whatever is held", () => {
    for (const held of [[], [...ENTITLEMENTS]] as const) {
      const { held: open, locked } = modulesFor(held);
      expect([...open, ...locked].map((module) => module.entitlement).sort()).toEqual(
        [...MODULE_HOMES.keys()].sort(),
      );
      expect(open).toHaveLength(held.length);
    }
  });
});

describe("accessRequestPath", () => {
  it("encodes the subject for the contact form", () => {
    expect(accessRequestPath("Micro-Business & more")).toBe(
      "/contact?subject=Access%20to%20Micro-Business%20%26%20more",
    );
  });
});
