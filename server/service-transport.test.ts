import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendWebResponse, toWebRequest } from "../service/index.ts";
import { startTestService, type TestService } from "../tests/support/test-service.ts";
import { inProcessTransport, remoteTransport } from "./service-transport.ts";

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => t?.close());

describe("remote transport (SERVICE_API_URL, e.g. the Django backend)", () => {
  /** The real service over HTTP, noting each request's headers; one path never answers. */
  let server: Server;
  let base: string;
  const seen: IncomingHttpHeaders[] = [];
  beforeAll(async () => {
    server = createServer(async (req, res) => {
      seen.push(req.headers);
      if (req.url === "/app/me/") return; // holds the request open: a backend that hangs
      const response = await t.service.handle(toWebRequest(req, `http://${req.headers.host}`), {
        clientAddress: req.socket.remoteAddress ?? "",
      });
      await sendWebResponse(response, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("calls the API under the base address, forwarding the client's address", async () => {
    seen.length = 0;
    const response = await remoteTransport(base).fetch("api/homesliders/", {
      clientAddress: "203.0.113.7",
    });
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
    expect(seen[0]?.["x-forwarded-for"]).toBe("203.0.113.7");
  });

  it("signs in against the backend", async () => {
    const response = await remoteTransport(`${base}/`).fetch("auth/jwt/create/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "demo@portal.test", password: "Demo12345" }),
    });
    expect(response.status).toBe(200);
    expect(Object.keys(await response.json()).sort()).toEqual(["access", "refresh"]);
  });

  it("gives up on a server that does not answer", async () => {
    const started = Date.now();
    await expect(remoteTransport(base, 200).fetch("app/me/")).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe("in-process transport (the bundled service)", () => {
  it("answers without a network hop", async () => {
    const response = await inProcessTransport(t.service).fetch("/api/pmtsliders/");
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });
});
