import { spawn, spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort } from "../../tests/support/free-port.ts";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";

/**
 * Issue #29: sign-in's limits fail closed. The hard case is a Redis that takes
 * reads but not writes (a replica after a failover): the checks pass, and the
 * count of a wrong password cannot be kept. Every attempt, right or wrong, is
 * then refused alike (503, words), so no guess is told apart uncounted. A
 * real redis-server of the test's own, a replica of a master that is not there.
 */
const HAS_REDIS_SERVER = spawnSync("redis-server", ["--version"]).status === 0;

describe.skipIf(!HAS_REDIS_SERVER)("sign-in on a Redis that takes reads but not writes", () => {
  let redis: ReturnType<typeof spawn>;
  let t: TestService;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(
      "redis-server",
      ["--port", String(port), "--save", "", "--appendonly", "no", "--replicaof", "127.0.0.1", "1"],
      { stdio: "ignore" },
    );
    // Answering, as a replica (its writes refused: READONLY).
    for (let waited = 0; waited < 5_000; waited += 100) {
      const probe = spawnSync("redis-cli", ["-p", String(port), "ping"], { encoding: "utf8" });
      if (probe.stdout.trim() === "PONG") break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    t = await startTestService({ settings: { redisUrl: `redis://127.0.0.1:${port}` } });
  });

  afterAll(async () => {
    await t?.close();
    redis?.kill();
  });

  it("refuses wrong and right passwords alike, never a 401 or a token", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const attempt = (password: string) =>
      t.call("POST", "auth/jwt/create/", {
        body: { username: "demo@portal.test", password },
        address: "198.51.100.7",
      });
    const answers = [];
    for (let index = 0; index < 12; index++) answers.push(await attempt(`wrong-${index}`));
    answers.push(await attempt("Demo12345"));
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect((answer.body as { detail: string }).detail).toMatch(/try again/i);
    }
    expect(logged.mock.calls.flat().join("\n")).toMatch(/READONLY/);
  });
});
