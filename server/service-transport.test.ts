import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createServiceHandlers, FAKE_SERVICE_URL } from "../tests/msw/handlers.ts";
import { startTestService } from "../tests/support/test-service.ts";
import { inProcessTransport, remoteTransport } from "./service-transport.ts";

describe("remote transport (SERVICE_API_URL, e.g. the Django backend)", () => {
  const { handlers } = createServiceHandlers();
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it("calls the API under the base address, forwarding the client's address", async () => {
    let forwarded: string | null = null;
    server.use(
      http.get(`${FAKE_SERVICE_URL}api/homesliders/`, ({ request }) => {
        forwarded = request.headers.get("x-forwarded-for");
        return HttpResponse.json([{ id: 1, title: "Slide" }]);
      }),
    );
    const transport = remoteTransport(FAKE_SERVICE_URL.replace(/\/$/, ""));
    const response = await transport.fetch("api/homesliders/", { clientAddress: "203.0.113.7" });
    expect(await response.json()).toEqual([{ id: 1, title: "Slide" }]);
    expect(forwarded).toBe("203.0.113.7");
  });

  it("signs in against the foreign backend", async () => {
    const transport = remoteTransport(FAKE_SERVICE_URL);
    const response = await transport.fetch("auth/jwt/create/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "demo@portal.test", password: "Demo12345" }),
    });
    expect(response.status).toBe(200);
    expect(Object.keys(await response.json()).sort()).toEqual(["access", "refresh"]);
  });

  it("gives up on a server that does not answer", async () => {
    server.use(
      http.get(`${FAKE_SERVICE_URL}app/me/`, async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    await expect(remoteTransport(FAKE_SERVICE_URL, 200).fetch("app/me/")).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe("in-process transport (the bundled service)", () => {
  it("answers without a network hop", async () => {
    const t = await startTestService();
    try {
      const transport = inProcessTransport(t.service);
      const response = await transport.fetch("/api/pmtsliders/");
      expect(response.status).toBe(200);
      expect(Array.isArray(await response.json())).toBe(true);
    } finally {
      await t.close();
    }
  });
});
