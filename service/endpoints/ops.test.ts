import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { sendWebResponse, toWebRequest } from "../node-adapter.ts";
import { readAudit } from "../ops/audit.ts";
import type { OpsLine } from "../ops/ops-credential.ts";
import { runOpsOnServer } from "../ops/ops-credential.ts";

const TOKEN = "the-ops-token-of-this-run-0123456789abcdefgh";
const LOOPBACK = "127.0.0.1";

describe("npm run ops through the running server (POST ops/run/)", () => {
  let t: TestService;

  beforeEach(async () => {
    t = await startTestService({ opsToken: TOKEN });
  });
  afterEach(async () => t.close());

  const run = (args: unknown, headers: Record<string, string>, address = LOOPBACK) =>
    t.call("POST", "ops/run/", { body: { args, operator: "alice" }, headers, address });
  const withToken = { authorization: `Ops ${TOKEN}` };

  it("runs a command on the server's database and sends its output back", async () => {
    const granted = await run(["grant", "visitor@portal.test", "rephub"], withToken);
    expect(granted.status).toBe(200);
    const reply = granted.body as { exit_code: number; output: OpsLine[] };
    expect(reply.exit_code).toBe(0);
    expect(JSON.stringify(reply.output)).toMatch(/granted rephub to visitor@portal.test/);
    const user = await t.service.db
      .selectFrom("users")
      .select("rephub")
      .where("email", "=", "visitor@portal.test")
      .executeTakeFirstOrThrow();
    expect(user.rephub).toBe(true);
    const audit = await readAudit(t.service.db, "visitor@portal.test");
    expect(audit[0]).toMatchObject({
      actor: "npm run ops (alice) through the server",
      action: "grant",
    });

    const listed = (await run(["list-users"], withToken)).body as { output: OpsLine[] };
    expect(listed.output[0]?.kind).toBe("table");
    expect(JSON.stringify(listed.output)).toContain("demo@portal.test");
  });

  it("answers any arguments with an exit code and words, or a 4xx: never a 500", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "portal-ops-args-"));
    const commands = [
      "backup",
      "restore",
      "import-files",
      "grant",
      "revoke",
      "coins",
      "audit",
      "set-role",
    ];
    // A file name of any characters (no "/": every path stays in the folder or names the folder's own).
    const name = fc.oneof(
      fc.string({ maxLength: 40 }).filter((text) => !text.includes("/")),
      fc.constantFrom("..", ".", "", "\0", "a\u0000b", "x".repeat(300), "ü.json", " "),
    );
    const argument = fc.oneof(
      name.map((file) => path.join(folder, file)),
      fc.string({ maxLength: 60 }),
      fc.constantFrom("demo@portal.test", "-1", "99999999999", "order 1", "--help"),
    );
    // Found by this test: "audit" with a NUL byte reached PostgreSQL and answered a 500.
    expect((await run(["audit", "a\u0000b"], withToken)).body).toMatchObject({ exit_code: 2 });
    const args = fc.oneof(
      // A backup or restore of a file with any name, half the time: the door's file handling.
      fc.tuple(
        fc.constantFrom("backup", "restore", "import-files"),
        name.map((file) => [path.join(folder, file)]),
      ),
      fc.tuple(fc.constantFrom(...commands), fc.array(argument, { maxLength: 3 })),
    );
    let count = 0;
    try {
      await fc.assert(
        fc.asyncProperty(args, async ([command, rest]) => {
          count += 1;
          // Another loopback address now and then: the door allows 60 commands a minute per address.
          const reply = await run([command, ...rest], withToken, `127.0.0.${(count % 200) + 1}`);
          expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(500);
          if (reply.status === 200) {
            const { exit_code, output } = reply.body as { exit_code: number; output: OpsLine[] };
            expect([0, 1, 2]).toContain(exit_code);
            if (exit_code !== 0) expect(output.some((line) => line.kind === "error")).toBe(true);
            expect(JSON.stringify(output)).not.toMatch(/\bat .*\.ts:\d+/);
          }
        }),
        { numRuns: 60 },
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);

  it("makes a change visible to the very next call (the user cache forgets what it held)", async () => {
    const login = await t.call("POST", "auth/jwt/create/", {
      body: { username: "visitor@portal.test", password: "Demo12345" },
    });
    const token = (login.body as { access: string }).access;
    expect((await t.call("GET", "api/pmtcategory/", { token })).status).toBe(403);
    expect((await run(["grant", "visitor@portal.test", "pro_pmt"], withToken)).status).toBe(200);
    expect((await t.call("GET", "api/pmtcategory/", { token })).status).toBe(200);
  });

  it("is not there for a wrong or missing token, another scheme, or another machine", async () => {
    const attempts = [
      await run(["list-users"], {}),
      await run(["list-users"], { authorization: `Ops ${TOKEN}x` }),
      await run(["list-users"], { authorization: `Ops ${TOKEN.slice(1)}` }),
      await run(["list-users"], { authorization: `Bearer ${TOKEN}` }),
      await run(["list-users"], withToken, "203.0.113.10"),
      // A trusted proxy elsewhere forwarding "127.0.0.1", and a proxy here forwarding a visitor.
      await t.call("POST", "ops/run/", {
        body: { args: ["list-users"] },
        headers: withToken,
        address: LOOPBACK,
        peer: "10.0.0.7",
      }),
      await t.call("POST", "ops/run/", {
        body: { args: ["list-users"] },
        headers: withToken,
        address: "198.51.100.9",
        peer: LOOPBACK,
      }),
    ];
    for (const attempt of attempts) expect(attempt.status).toBe(404);
    const noToken = await startTestService();
    try {
      const reply = await noToken.call("POST", "ops/run/", {
        body: { args: ["list-users"] },
        headers: withToken,
        address: LOOPBACK,
      });
      expect(reply.status).toBe(404);
    } finally {
      await noToken.close();
    }
  });

  it("answers a malformed command line with words, and a usage error as the CLI does", async () => {
    const notAList = await run("list-users", withToken);
    expect(notAList.status).toBe(400);
    expect(JSON.stringify(notAList.body)).toMatch(/args/);
    const tooLong = await run(["grant", "x".repeat(201), "rephub"], withToken);
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toMatch(/at most 200 characters/);
    const unknown = (await run(["drop-everything"], withToken)).body as { exit_code: number };
    expect(unknown.exit_code).toBe(2);
    const forged = await t.call("POST", "ops/run/", {
      body: { args: ["list-users"], operator: "root; drop table users" },
      headers: withToken,
      address: LOOPBACK,
    });
    expect(forged.status).toBe(400);
    expect(JSON.stringify(forged.body)).toMatch(/system user name/);
  });

  describe("the CLI's side, over HTTP", () => {
    let server: Server;
    let url: string;

    beforeEach(async () => {
      server = createServer((req, res) => {
        const request = toWebRequest(req, "http://127.0.0.1");
        void t.service
          .handle(request, {
            clientAddress: req.socket.remoteAddress ?? "",
            peerAddress: req.socket.remoteAddress,
          })
          .then((response) => sendWebResponse(response, res));
      });
      await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
      url = `http://${LOOPBACK}:${(server.address() as AddressInfo).port}/`;
    });
    afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const collect = () => {
      const lines: string[] = [];
      return {
        lines,
        out: {
          log: (line: string) => lines.push(line),
          error: (line: string) => lines.push(`error: ${line}`),
          table: (rows: unknown[]) => lines.push(`table: ${JSON.stringify(rows)}`),
        },
      };
    };

    it("replays the server's output and returns its exit code", async () => {
      const { lines, out } = collect();
      const code = await runOpsOnServer(
        { url, token: TOKEN, pid: process.pid },
        ["coins", "visitor@portal.test", "+15"],
        out,
      );
      expect(code).toBe(0);
      expect(lines.join("\n")).toMatch(/coins \+15 for visitor@portal.test; balance now 15/);
    });

    it("says so when the server refuses the token or does not answer", async () => {
      const refused = collect();
      expect(
        await runOpsOnServer(
          { url, token: "wrong", pid: process.pid },
          ["list-users"],
          refused.out,
        ),
      ).toBe(1);
      expect(refused.lines.join("\n")).toMatch(/refused the command \(HTTP 404\)/);
      const gone = collect();
      const closed = `http://${LOOPBACK}:9/`;
      expect(
        await runOpsOnServer({ url: closed, token: TOKEN, pid: 4242 }, ["list-users"], gone.out),
      ).toBe(1);
      expect(gone.lines.join("\n")).toMatch(/did not answer at/);
    });
  });
});
