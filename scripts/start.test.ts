import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("npm start", () => {
  it("refuses to start a deployment that lacks SESSION_SECRET, naming it", () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", PORT: "39999" };
    delete env.SESSION_SECRET;
    const result = spawnSync(process.execPath, ["scripts/start.ts"], {
      env,
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("SESSION_SECRET");
    expect(result.stderr).toContain("cannot start");
    expect(result.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });
});
