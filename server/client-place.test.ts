import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { trustedProxies } from "../service/index.ts";
import { clientPlace } from "./client-place.ts";

const request = (peer: string, headers: Record<string, string>) =>
  ({ socket: { remoteAddress: peer }, headers }) as unknown as IncomingMessage;

describe("the visitor's country from the proxy in front (PLACE_HEADER)", () => {
  const proxies = trustedProxies(["10.0.0.0/8"]);

  it("is believed from a trusted proxy only", () => {
    expect(
      clientPlace(request("10.1.2.3", { "cf-ipcountry": "IN" }), "cf-ipcountry", proxies),
    ).toBe("IN");
    expect(
      clientPlace(request("203.0.113.9", { "cf-ipcountry": "IN" }), "cf-ipcountry", proxies),
    ).toBe("");
  });

  it("is nothing when no header is set up, or the proxy sent none", () => {
    expect(clientPlace(request("10.1.2.3", { "cf-ipcountry": "IN" }), undefined, proxies)).toBe("");
    expect(clientPlace(request("10.1.2.3", {}), "cf-ipcountry", proxies)).toBe("");
  });

  it("keeps no more than a code's length of whatever was sent", () => {
    const long = "X".repeat(10_000);
    expect(
      clientPlace(request("10.1.2.3", { "cf-ipcountry": long }), "cf-ipcountry", proxies),
    ).toBe("XXXXXXXX");
  });
});
