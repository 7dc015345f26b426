import { once } from "node:events";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  REFUSED_BODY_LINGER_BYTES,
  SERVICE_BODY_LIMIT,
  SITE_FORM_LIMIT,
} from "#contract/limits.ts";
import { readActionForm } from "../app/lib/bounded-body.server.ts";
import { toWebRequest } from "../service/index.ts";
import { startTestService, type TestService } from "../tests/support/test-service.ts";
import { hardenServer } from "./harden-server.ts";
import { plainPage, serveServiceApi } from "./http.ts";
import { requestGate } from "./request-gate.ts";

/**
 * A too-large body as Node's own clients send it (fetch and http.request write the whole body
 * before they read the answer), against a listening host: the gate, the bundled service, and a
 * site action reading its form with the one body reader. Each must get its 413 with words, not
 * a reset connection.
 */

const SERVICE_CALLS = [
  "auth/jwt/create/",
  "auth/jwt/refresh/",
  "app/register/",
  "app/request-otp/",
  "api/enquiry/",
].map((call) => `/service/${call}`);
const SITE_ACTION = "/request-otp";

let server: Server;
let origin: string;
let service: TestService;

beforeAll(async () => {
  service = await startTestService();
  const app = express();
  app.use(requestGate({ page: plainPage }));
  app.use("/service", serveServiceApi(service.service));
  app.post(SITE_ACTION, async (req, res) => {
    const read = await readActionForm(toWebRequest(req, origin));
    if (read.ok) res.type("text").send("read");
    else res.status(read.status).type("text").send(read.message);
  });
  server = app.listen(0, "127.0.0.1");
  hardenServer(server);
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await service.close();
});

const headersFor = (path: string): Record<string, string> =>
  path === SITE_ACTION
    ? { "content-type": "application/x-www-form-urlencoded", origin }
    : { "content-type": "application/json" };

const CHUNK = 64 * 1024;

/** `size` bytes as a stream, so fetch sends them chunked, with no Content-Length. */
function chunked(size: number): ReadableStream<Uint8Array> {
  let left = size;
  return new ReadableStream({
    pull(controller) {
      if (left === 0) return controller.close();
      const length = Math.min(CHUNK, left);
      left -= length;
      controller.enqueue(new Uint8Array(length).fill(120));
    },
  });
}

interface Answer {
  status: number;
  text: string;
}

async function withFetch(path: string, size: number, streamed: boolean): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: headersFor(path),
    body: streamed ? chunked(size) : "x".repeat(size),
    duplex: "half",
  } as RequestInit);
  return { status: response.status, text: await response.text() };
}

/** http.request: the answer once the body is written too; an error (EPIPE, a reset) fails it. */
function withHttpRequest(path: string, size: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${path}`, {
      method: "POST",
      headers: { ...headersFor(path), "content-length": String(size) },
    });
    request.on("error", reject);
    let sent = false;
    let answer: Answer | undefined;
    const settle = () => sent && answer && resolve(answer);
    request.on("finish", () => {
      sent = true;
      settle();
    });
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () => {
        answer = { status: response.statusCode ?? 0, text };
        // An error after the answer (the body cut off) still fails: give it a turn to arrive.
        setImmediate(settle);
      });
    });
    request.end(Buffer.alloc(size, 120));
  });
}

const expectTooLargeWithWords = ({ status, text }: Answer) => {
  expect(status).toBe(413);
  expect(text).toMatch(/too large|larger than/i);
};

describe("a too-large body, as Node's own clients send it", () => {
  const sizes = (limit: number) => fc.integer({ min: limit + 1, max: REFUSED_BODY_LINGER_BYTES });
  const cases = fc.oneof(
    fc.record({ path: fc.constantFrom(...SERVICE_CALLS), size: sizes(SERVICE_BODY_LIMIT) }),
    fc.record({ path: fc.constant(SITE_ACTION), size: sizes(SITE_FORM_LIMIT) }),
  );

  it("gets its 413 with words from the gate, by fetch and by http.request, for every address", async () => {
    for (const path of [...SERVICE_CALLS, SITE_ACTION]) {
      expectTooLargeWithWords(await withFetch(path, 2 * 1024 * 1024, false));
      expectTooLargeWithWords(await withHttpRequest(path, 2 * 1024 * 1024));
    }
    await fc.assert(
      fc.asyncProperty(cases, async ({ path, size }) => {
        expectTooLargeWithWords(await withFetch(path, size, false));
        expectTooLargeWithWords(await withHttpRequest(path, size));
      }),
      { numRuns: 8, seed: 20261129 },
    );
  });

  it("gets its 413 with words from the one body reader when the body comes in chunks", async () => {
    for (const path of [...SERVICE_CALLS, SITE_ACTION]) {
      expectTooLargeWithWords(await withFetch(path, 2 * 1024 * 1024, true));
    }
    await fc.assert(
      fc.asyncProperty(cases, async ({ path, size }) => {
        expectTooLargeWithWords(await withFetch(path, size, true));
      }),
      { numRuns: 8, seed: 20261130 },
    );
  });

  it("keeps the connection for the next request once the refused body is read on and dropped", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = () =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const request = http.request(`${origin}${SERVICE_CALLS[0]}`, {
          agent,
          method: "POST",
          headers: { "content-type": "application/json", "content-length": 2 * 1024 * 1024 },
        });
        request.on("error", reject);
        request.on("response", (response) => {
          response.resume();
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, socket: request.socket }),
          );
        });
        request.end(Buffer.alloc(2 * 1024 * 1024, 120));
      });
    const first = await post();
    const second = await post();
    agent.destroy();
    expect([first.status, second.status]).toEqual([413, 413]);
    expect(second.socket === first.socket, "the same connection").toBe(true);
  });

  it("is cut off past the linger bound: an endless chunked body does not hold the connection", async () => {
    const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
    await once(socket, "connect");
    socket.on("error", () => {});
    let open = true;
    const closed = new Promise<void>((resolve) =>
      socket.once("close", () => {
        open = false;
        resolve();
      }),
    );
    socket.write(
      `POST ${SERVICE_CALLS[0]} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const chunk = `${CHUNK.toString(16)}\r\n${"x".repeat(CHUNK)}\r\n`;
    let written = 0;
    while (open && written < 8 * REFUSED_BODY_LINGER_BYTES) {
      if (!socket.write(chunk)) {
        await Promise.race([new Promise((resolve) => socket.once("drain", resolve)), closed]);
      }
      written += CHUNK;
    }
    await closed;
    expect(written).toBeLessThan(8 * REFUSED_BODY_LINGER_BYTES);
  });
});
