import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { embeddedEnv, freePort } from "./portal-server.ts";

describe("embeddedEnv", () => {
  it("drops every setting that leaves the embedded defaults and sets port, host and data folder", () => {
    const env = embeddedEnv(
      {
        PATH: "/bin",
        NODE_ENV: "production",
        DATABASE_URL: "postgres://x",
        REDIS_URL: "redis://x",
        SANITY_PROJECT_ID: "abc",
        SERVICE_API_URL: "http://x",
        PORT: "3000",
      },
      { port: 4321, dataDir: "/tmp/bench" },
    );
    expect(env).toEqual({ PATH: "/bin", PORT: "4321", HOST: "127.0.0.1", DATA_DIR: "/tmp/bench" });
  });
});

describe("freePort", () => {
  it("gives a port nothing listens on", async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});
