import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const SECRET = "s".repeat(32);

describe("loadConfig", () => {
  it("runs on defaults when nothing is set", () => {
    const config = loadConfig({}, { deployment: false });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve(".data"));
    expect(config.sessionSecrets).toBeUndefined();
  });

  it("refuses a deployment without SESSION_SECRET, and names it", () => {
    expect(() => loadConfig({ NODE_ENV: "production" }, { deployment: true })).toThrowError(
      /SESSION_SECRET/,
    );
    expect(() => loadConfig({ NODE_ENV: "production" }, { deployment: true })).toThrowError(
      ConfigError,
    );
  });

  it("refuses a deployment without SITE_URL: canonical URLs must not follow the Host header", () => {
    expect(() =>
      loadConfig({ NODE_ENV: "production", SESSION_SECRET: SECRET }, { deployment: true }),
    ).toThrowError(/SITE_URL/);
  });

  it("accepts a deployment that brings its secret and its address", () => {
    const config = loadConfig(
      { NODE_ENV: "production", SESSION_SECRET: SECRET, SITE_URL: "https://portal.example.in/" },
      { deployment: true },
    );
    expect(config.sessionSecrets).toEqual([SECRET]);
    expect(config.content.siteUrl).toBe("https://portal.example.in");
  });

  it("reads a comma-separated list of secrets for rotation, newest first", () => {
    const old = "o".repeat(40);
    const config = loadConfig({ SESSION_SECRET: `${SECRET}, ${old}` }, { deployment: false });
    expect(config.sessionSecrets).toEqual([SECRET, old]);
  });

  it("names the setting and the problem for bad values", () => {
    expect(() => loadConfig({ PORT: "eighty" }, { deployment: false })).toThrowError(
      /PORT: must be a number/,
    );
    expect(() => loadConfig({ PORT: "70000" }, { deployment: false })).toThrowError(
      /PORT: must be between 1 and 65535/,
    );
    expect(() => loadConfig({ SESSION_SECRET: "short" }, { deployment: false })).toThrowError(
      /SESSION_SECRET.*at least 32 characters/,
    );
  });
});
