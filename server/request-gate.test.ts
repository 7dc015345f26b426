import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CATALOGUE_FORM_LIMIT,
  DOCUMENT_UPLOAD_LIMIT,
  SERVICE_BODY_LIMIT,
} from "#contract/limits.ts";
import { openRaw, sendRaw } from "../tests/raw-socket.ts";
import { hardenServer } from "./harden-server.ts";
import { plainPage } from "./http.ts";
import { bodyLimitFor, requestGate, SITE_BODY_LIMIT } from "./request-gate.ts";

/**
 * The gate on a bare Express app whose only route records what reached it:
 * whatever the gate refuses must never arrive there.
 */
let server: Server;
let origin: string;
const reached: string[] = [];

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(requestGate({ page: plainPage }));
  // Like a guard's redirect in React Router: a body reader attached, nothing read, an answer at once.
  app.post("/early", (req, res) => {
    createReadableStreamFromReadable(req);
    res.redirect(302, "/Signup");
  });
  app.all("/{*path}", (req, res) => {
    reached.push(`${req.method} ${req.originalUrl}`);
    req.resume();
    req.on("end", () => res.type("text").send("handled"));
  });
  server = app.listen(0, "127.0.0.1");
  hardenServer(server);
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends raw bytes on one socket and collects everything until the server closes it or `idleMs` passes. */
const raw = (bytes: string, idleMs = 400) =>
  sendRaw((server.address() as AddressInfo).port, "127.0.0.1", bytes, idleMs);

const readable = (body: string) => {
  expect(body).not.toMatch(/at .+:\d+:\d+|node_modules|\/work\/|\.ts:/);
};

describe("the request gate", () => {
  it("answers PUT, PATCH, DELETE, TRACE and unknown methods on site routes with 405 and Allow", async () => {
    for (const method of ["PUT", "PATCH", "DELETE", "TRACE", "PROPFIND", "CONNECT"]) {
      const answer = await raw(
        `${method} /contact HTTP/1.1\r\nHost: x\r\nOrigin: http://x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
      expect(answer, method).toMatch(/^HTTP\/1\.1 405/);
      if (answer.startsWith("HTTP/1.1 405"))
        expect(answer).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/i);
      readable(answer);
    }
    expect(reached.filter((line) => line.includes("/contact"))).toEqual([]);
  });

  it("answers absolute-form and HTTP/0.9-style request lines with 400, never a route", async () => {
    const before = reached.length;
    expect(await raw("GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\n\r\n")).toMatch(
      /^HTTP\/1\.1 400/,
    );
    expect(await raw("GET /\r\n\r\n")).toMatch(/^HTTP\/1\.1 400[\s\S]*could not be understood/);
    expect(
      await raw("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999\r\n\r\n"),
    ).toMatch(/^HTTP\/1\.1 400/);
    expect(reached.length).toBe(before);
  });

  it("refuses cross-origin posts (other sites, null, look-alikes) with 403; takes same-origin ones", async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${origin}/session`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "username=a&password=b",
        redirect: "manual",
      });
    const refused: Array<Record<string, string>> = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: `${origin}.evil.example` },
      { origin: origin.replace("http:", "https:") },
      { origin: origin.replace("http://", "http://evil.example@") },
      { origin: `${origin}/` },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { referer: "https://evil.example/page" },
      {},
    ];
    for (const headers of refused) {
      const answer = await post(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(await answer.text()).toContain("sent from another site");
    }
    expect(reached.filter((line) => line.startsWith("POST /session"))).toEqual([]);
    const taken: Array<Record<string, string>> = [
      { origin },
      { "sec-fetch-site": "same-origin" },
      { referer: `${origin}/Signup` },
    ];
    for (const headers of taken) {
      expect((await post(headers)).status, JSON.stringify(headers)).toBe(200);
    }
  });

  it("takes forms only: JSON, text, XML on a site action are a 415 that names the accepted types", async () => {
    for (const type of ["application/json", "text/plain", "application/xml", "text/html"]) {
      const answer = await fetch(`${origin}/contact`, {
        method: "POST",
        headers: { "content-type": type, origin },
        body: '{"name":"x"}',
      });
      expect(answer.status).toBe(415);
      const text = await answer.text();
      expect(text).toContain("application/x-www-form-urlencoded or multipart/form-data");
      readable(text);
    }
  });

  it("escapes what it repeats from the request", async () => {
    const answer = await fetch(`${origin}/contact`, {
      method: "POST",
      headers: { "content-type": "text/<script>alert(1)</script>", origin },
      body: "x",
    });
    expect(answer.status).toBe(415);
    expect(await answer.text()).not.toContain("<script>");
  });

  it("refuses a body of any declared size above the limit before reading it; the next request is answered", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: BigInt(SITE_BODY_LIMIT + 1), max: BigInt(Number.MAX_SAFE_INTEGER) }),
        async (size) => {
          const answer = await raw(
            `POST /contact HTTP/1.1\r\nHost: x\r\nOrigin: http://x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${size}\r\n\r\nname=a`,
            300,
          );
          expect(answer).toMatch(/^HTTP\/1\.1 413/);
        },
      ),
      { numRuns: 12, seed: 20261124 },
    );
    // Keep-alive: a small too-large body is drained, and the same socket answers the next request.
    const body = "x".repeat(SITE_BODY_LIMIT + 10);
    const both = await raw(
      `POST /contact HTTP/1.1\r\nHost: x\r\nOrigin: http://x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body}` +
        "GET /next HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      1_000,
    );
    expect(both).toMatch(/^HTTP\/1\.1 413/);
    expect(both).toMatch(/HTTP\/1\.1 200 OK[\s\S]*handled$/);
    // A huge declared body: the answer says Connection: close, so a client opens a new connection.
    const huge = await raw(
      "POST /contact HTTP/1.1\r\nHost: x\r\nOrigin: http://x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10737418240\r\n\r\n",
    );
    expect(huge).toMatch(/^HTTP\/1\.1 413/);
    expect(huge).toMatch(/\r\nConnection: close\r\n/i);
    const next = await fetch(`${origin}/after`);
    expect(next.status).toBe(200);
    expect(reached.some((line) => line.startsWith("POST /contact"))).toBe(false);
  });

  it("a route that answers before reading the body leaves the connection usable for the next request", async () => {
    const { socket, received } = await openRaw((server.address() as AddressInfo).port, "127.0.0.1");
    const body = "a=".padEnd(200_000, "x");
    socket.write(
      `POST /early HTTP/1.1\r\nHost: x\r\nOrigin: http://x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 1000)}`,
    );
    await expect.poll(received).toMatch(/^HTTP\/1\.1 302/);
    socket.write(body.slice(1000));
    socket.write("GET /after-early HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    await expect.poll(received, { timeout: 3_000 }).toMatch(/HTTP\/1\.1 200 OK[\s\S]*handled$/);
    socket.destroy();
  });

  it("Expect: 100-continue: a body too large is refused before it is invited; a fitting one is invited", async () => {
    const head = (size: number) =>
      `POST /contact HTTP/1.1\r\nHost: x\r\nOrigin: http://x\r\nContent-Type: application/x-www-form-urlencoded\r\nExpect: 100-continue\r\nContent-Length: ${size}\r\n\r\n`;
    const refused = await raw(head(SITE_BODY_LIMIT + 1));
    expect(refused).toMatch(/^HTTP\/1\.1 413/);
    expect(refused).not.toContain("100 Continue");
    expect(refused).toMatch(/\r\nConnection: close\r\n/i);
    const invited = await raw(head(5));
    expect(invited).toMatch(/^HTTP\/1\.1 100 Continue/);
  });

  it("its refusal pages carry their own strict headers (helmet runs after it)", async () => {
    const answer = await fetch(`${origin}/contact`, {
      method: "POST",
      headers: { "content-type": "text/plain", origin },
      body: "x",
    });
    expect(answer.status).toBe(415);
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("answers a Host header that is not a host with 400, whatever the path", async () => {
    for (const host of ["a b", "[::1", "x:99999", "%", "a/b", "a@b", "x:-1"]) {
      for (const path of ["/", "/about", "/service/api/homesliders/"]) {
        const answer = await raw(
          `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
        );
        expect(answer, `${host} ${path}`).toMatch(/^HTTP\/1\.1 400/);
      }
    }
    for (const host of [
      "localhost",
      "localhost:3000",
      "127.0.0.1:8080",
      "[::1]:3000",
      "Portal.Example",
    ]) {
      expect(
        await raw(`GET /fine HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
        host,
      ).toMatch(/^HTTP\/1\.1 200/);
    }
  });

  it("answers forwarded protocols and hosts no proxy would write with 400, from a trusted proxy too", async () => {
    // The test's requests come from the loopback, a trusted proxy: these headers are believed.
    const header = fc.oneof(
      fc.record({ name: fc.constant("X-Forwarded-Proto"), value: fc.string({ maxLength: 20 }) }),
      fc.record({ name: fc.constant("X-Forwarded-Host"), value: fc.string({ maxLength: 40 }) }),
    );
    await fc.assert(
      fc.asyncProperty(
        header.filter(
          ({ value }) => /^[\x21-\x7e][\x20-\x7e]*$/.test(value) && !value.endsWith(" "),
        ),
        fc.constantFrom("/", "/about", "/service/api/homesliders/"),
        async ({ name, value }, path) => {
          const answer = await raw(
            `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${name}: ${value}\r\nConnection: close\r\n\r\n`,
          );
          expect(answer, `${name}: ${value}`).toMatch(/^HTTP\/1\.1 (200|400) /);
          readable(answer);
        },
      ),
      { numRuns: 150 },
    );
    for (const [name, value] of [
      ["X-Forwarded-Proto", "a b"],
      ["X-Forwarded-Proto", "javascript"],
      ["X-Forwarded-Host", "evil.example/path"],
      ["X-Forwarded-Host", "a b, portal.example"],
      // React Router's adapter takes the port after the whole header's first colon.
      ["X-Forwarded-Host", "portal.example, b:99999"],
      ["X-Forwarded-Proto", "https, javascript"],
      // Express reads a list's first value: an empty one is an empty scheme or host in the URL.
      ["X-Forwarded-Proto", ", https"],
      ["X-Forwarded-Host", ", portal.example"],
    ]) {
      expect(
        await raw(
          `GET / HTTP/1.1\r\nHost: localhost\r\n${name}: ${value}\r\nConnection: close\r\n\r\n`,
        ),
        value,
      ).toMatch(/^HTTP\/1\.1 400/);
    }
    for (const [name, value] of [
      ["X-Forwarded-Proto", "https"],
      ["X-Forwarded-Proto", "https, http"],
      ["X-Forwarded-Host", "portal.example"],
      ["X-Forwarded-Host", "portal.example, internal"],
      ["X-Forwarded-Host", "portal.example:8443"],
      ["X-Forwarded-Proto", "HTTPS"],
    ]) {
      expect(
        await raw(
          `GET /fine HTTP/1.1\r\nHost: localhost\r\n${name}: ${value}\r\nConnection: close\r\n\r\n`,
        ),
        value,
      ).toMatch(/^HTTP\/1\.1 200/);
    }
  });

  it("answers the service API's refusals as DRF JSON, and leaves its methods to its router", async () => {
    const trace = await raw(
      "TRACE /service/app/me/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    expect(trace).toMatch(/^HTTP\/1\.1 405/);
    expect(trace).toMatch(/\{"detail":"Method not allowed: /);
    const big = await fetch(`${origin}/service/api/enquiry/`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": "2000000" },
      body: "x".repeat(2_000_000),
    }).catch(() => null);
    if (big) expect(big.status).toBe(413);
    const put = await fetch(`${origin}/service/app/user/update/1/`, { method: "PUT" });
    expect(put.status).toBe(200); // reached the stand-in router: the service decides
  });
});

describe("bodyLimitFor", () => {
  it("takes files only at the console's catalogue pages and the service's upload calls", () => {
    expect(bodyLimitFor("/staff/catalogue")).toBe(CATALOGUE_FORM_LIMIT);
    expect(bodyLimitFor("/staff/catalogue/courses/12")).toBe(CATALOGUE_FORM_LIMIT);
    expect(bodyLimitFor("/service/admin/uploads/image/")).toBe(DOCUMENT_UPLOAD_LIMIT);
    expect(bodyLimitFor("/staff/catalogue-extra")).toBe(SITE_BODY_LIMIT);
    expect(bodyLimitFor("/staff/people/1")).toBe(SITE_BODY_LIMIT);
    expect(bodyLimitFor("/contact")).toBe(SITE_BODY_LIMIT);
    expect(bodyLimitFor("/service/admin/courses/")).toBe(SERVICE_BODY_LIMIT);
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const limit = bodyLimitFor(path);
        if (!path.startsWith("/staff/catalogue") && !path.startsWith("/service/admin/uploads/")) {
          expect(limit).toBeLessThanOrEqual(SERVICE_BODY_LIMIT);
        }
      }),
    );
  });
});
