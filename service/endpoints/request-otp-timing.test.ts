import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mannWhitney } from "../../tests/support/mann-whitney.ts";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { sendWebResponse, toWebRequest } from "../node-adapter.ts";

/**
 * request-otp must not tell known accounts from unknown ones by its answer
 * time. Measured over real HTTP (where work left running after the answer
 * would slow its writing), 50 known and 50 unknown accounts, interleaved in
 * pairs; a two-sided Mann-Whitney U test must find no difference (p > 0.01).
 */
describe("request-otp timing", () => {
  let t: TestService;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    t = await startTestService();
    // The test's own HTTP front: each simulated person gets an address of their own.
    server = createServer(async (req, res) => {
      const request = toWebRequest(req, "http://127.0.0.1");
      const address = String(req.headers["x-test-address"] ?? "127.0.0.1");
      await sendWebResponse(await t.service.handle(request, { clientAddress: address }), res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await t?.close();
  });

  const post = (path: string, body: unknown, address: string) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-test-address": address },
      body: JSON.stringify(body),
    });

  it("answers known and unknown accounts in the same time, with the same words", async () => {
    // Accounts of their own, so the per-account limit (3 codes an hour) never answers instead.
    const known = Array.from({ length: 50 }, (_, i) => `timing-${i}@example.com`);
    for (const [i, email] of known.entries()) {
      const registered = await post(
        "app/register/",
        {
          name: "Timing Test",
          email,
          phonenumber: `+91 95${String(i).padStart(8, "0")}`,
          password: "Timing2026",
        },
        `198.18.${i}.1`,
      );
      expect(registered.status, await registered.text()).toBe(201);
    }
    const timings: Record<"known" | "unknown", number[]> = { known: [], unknown: [] };
    const bodies = new Set<string>();
    const ask = async (kind: "known" | "unknown", i: number) => {
      const email = kind === "known" ? known[i] : `nobody-timing-${i}@example.com`;
      const start = performance.now();
      const reply = await post("app/request-otp/", { email }, `198.19.${i}.${kind.length}`);
      const text = await reply.text();
      timings[kind].push(performance.now() - start);
      bodies.add(`${reply.status} ${text}`);
    };
    for (let i = 0; i < 50; i++) {
      // The order alternates, so whatever else the machine does falls on both kinds alike.
      if (i % 2 === 0) {
        await ask("known", i);
        await ask("unknown", i);
      } else {
        await ask("unknown", i);
        await ask("known", i);
      }
    }
    expect([...bodies]).toHaveLength(1);
    expect([...bodies][0]).toMatch(/^200 /);
    const { p } = mannWhitney(timings.known, timings.unknown);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[25]?.toFixed(1);
    expect(
      p,
      `medians: known ${median(timings.known)} ms, unknown ${median(timings.unknown)} ms`,
    ).toBeGreaterThan(0.01);
  }, 90_000);
});
