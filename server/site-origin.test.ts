import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trustedProxies } from "../service/index.ts";
import { sameOrigin, siteOrigin } from "./site-origin.ts";

/** What the gate and React Router take for the site's origin, from a proxy on loopback (trusted). */
describe("the site's origin", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", trustedProxies().trust);
    app.post("/", (req, res) => {
      const siteUrl = req.get("x-test-site-url");
      res.json({ origin: siteOrigin(req, siteUrl), same: sameOrigin(req, siteUrl) });
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  const ask = async (headers: Record<string, string>) =>
    (await fetch(base, { method: "POST", headers })).json();

  it("is SITE_URL's when set, whatever the proxy sends", async () => {
    expect(
      await ask({
        "x-test-site-url": "https://portal.example",
        "x-forwarded-proto": "http",
        "x-forwarded-host": "other.example",
        origin: "https://portal.example",
      }),
    ).toEqual({ origin: "https://portal.example", same: true });
  });

  it("takes X-Forwarded-Proto and -Host from a trusted proxy, with the forwarded host's port (none)", async () => {
    expect(
      await ask({
        "x-forwarded-proto": "https",
        "x-forwarded-host": "portal.example",
        origin: "https://portal.example",
      }),
    ).toEqual({ origin: "https://portal.example", same: true });
  });

  it("is written as a browser writes it when the proxy names the scheme's own port", async () => {
    for (const [proto, host] of [
      ["https", "portal.example:443"],
      ["http", "Portal.Example:80"],
    ] as const) {
      expect(
        await ask({
          "x-forwarded-proto": proto,
          "x-forwarded-host": host,
          origin: `${proto}://portal.example`,
        }),
      ).toEqual({ origin: `${proto}://portal.example`, same: true });
    }
  });

  it("refuses an origin that is not the site's", async () => {
    expect(
      await ask({
        "x-test-site-url": "https://portal.example",
        origin: "https://portal.example.evil.com",
      }),
    ).toEqual({ origin: "https://portal.example", same: false });
  });
});
