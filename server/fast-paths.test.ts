import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accessTokenOf,
  startTestService,
  type TestService,
} from "../tests/support/test-service.ts";
import { fastPaths, ME_PATH } from "./fast-paths.ts";

/** The raw answer: status, headers as sent, and the body. */
function get(port: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      request({ host: "127.0.0.1", port, path: ME_PATH, headers }, (answer) => {
        let body = "";
        answer.setEncoding("utf8");
        answer.on("data", (chunk: string) => {
          body += chunk;
        });
        answer.on("end", () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }),
        );
      })
        .on("error", reject)
        .end();
    },
  );
}

describe("the app/me/ fast path", () => {
  let t: TestService;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    t = await startTestService();
    const fast = fastPaths({ service: t.service });
    server = createServer((req, res) => {
      if (!fast(req, res, () => res.writeHead(599).end())) res.writeHead(598).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t?.close();
  });

  it("answers with its length, in one piece (not chunked), with the API's headers", async () => {
    const token = await accessTokenOf(t, "demo@portal.test");
    const cases: Record<string, string>[] = [{ authorization: `Bearer ${token}` }, {}];
    for (const headers of cases) {
      const answer = await get(port, headers);
      expect([200, 401]).toContain(answer.status);
      expect(answer.headers["transfer-encoding"]).toBeUndefined();
      expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(answer.body)));
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(JSON.parse(answer.body)).toBeTypeOf("object");
    }
    expect((await get(port, { authorization: `Bearer ${token}` })).body).toContain(
      "demo@portal.test",
    );
  });
});
