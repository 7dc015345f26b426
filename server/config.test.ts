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
    expect(config.picturesAhead).toBe(true);
  });

  it("turns the pictures made ahead off only when told, and refuses any other word", () => {
    expect(loadConfig({ PICTURES_AHEAD: "off" }, { deployment: false }).picturesAhead).toBe(false);
    expect(() => loadConfig({ PICTURES_AHEAD: "no" }, { deployment: false })).toThrow(
      /PICTURES_AHEAD.*must be on or off/,
    );
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
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/8, lb" }, { deployment: false })).toThrowError(
      /TRUST_PROXY: "lb" is not an address or subnet/,
    );
  });

  it("reads the studio's address (SANITY_STUDIO_URL) and another API host, and names bad ones", () => {
    const config = loadConfig(
      {
        SANITY_PROJECT_ID: "abc123",
        SANITY_STUDIO_URL: "https://portal.sanity.studio/",
        SANITY_API_HOST: "http://127.0.0.1:4010/",
      },
      { deployment: false },
    );
    expect(config.content.studioUrl).toBe("https://portal.sanity.studio");
    expect(config.content.sanity?.apiHost).toBe("http://127.0.0.1:4010");
    expect(() =>
      loadConfig({ SANITY_STUDIO_URL: "javascript:alert(1)" }, { deployment: false }),
    ).toThrowError(/SANITY_STUDIO_URL: must be the studio's https:\/\/ address/);
    expect(() => loadConfig({ SANITY_API_HOST: "ftp://x" }, { deployment: false })).toThrowError(
      /SANITY_API_HOST: must be an http\(s\):\/\/ address/,
    );
  });

  it("reads the proxies to trust besides this machine's (TRUST_PROXY)", () => {
    expect(loadConfig({}, { deployment: false }).trustProxy).toEqual([]);
    expect(
      loadConfig({ TRUST_PROXY: "10.0.0.0/8,192.0.2.7" }, { deployment: false }).trustProxy,
    ).toEqual(["10.0.0.0/8", "192.0.2.7"]);
  });

  it("reads the header a trusted proxy puts the country in (PLACE_HEADER), or none", () => {
    expect(loadConfig({}, { deployment: false }).placeHeader).toBeUndefined();
    expect(loadConfig({ PLACE_HEADER: "CF-IPCountry" }, { deployment: false }).placeHeader).toBe(
      "cf-ipcountry",
    );
    expect(() => loadConfig({ PLACE_HEADER: "CF IPCountry:" }, { deployment: false })).toThrowError(
      /PLACE_HEADER/,
    );
  });

  it("reads the session lifetimes and Redis, with their defaults", () => {
    const defaults = loadConfig({}, { deployment: false });
    expect(defaults).toMatchObject({
      sessionIdleSeconds: 7200,
      sessionMaxAgeSeconds: 86400,
      redisUrl: undefined,
    });
    const set = loadConfig(
      { SESSION_IDLE_TIMEOUT: "600", SESSION_MAX_AGE: "3600", REDIS_URL: "redis://cache:6379" },
      { deployment: false },
    );
    expect(set).toMatchObject({
      sessionIdleSeconds: 600,
      sessionMaxAgeSeconds: 3600,
      redisUrl: "redis://cache:6379",
    });
    // An idle timeout longer than the lifetime is cut to it.
    expect(
      loadConfig({ SESSION_IDLE_TIMEOUT: "9000", SESSION_MAX_AGE: "600" }, { deployment: false })
        .sessionIdleSeconds,
    ).toBe(600);
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT: "5" }, { deployment: false })).toThrowError(
      /SESSION_IDLE_TIMEOUT: must be at least 60 seconds/,
    );
    expect(() => loadConfig({ REDIS_URL: "nope" }, { deployment: false })).toThrowError(
      /REDIS_URL: must be a redis:\/\/ URL/,
    );

    // How a stop drains and waits (decision 0038): none and ten seconds unless set.
    expect(loadConfig({}, { deployment: false })).toMatchObject({
      shutdownDrainMs: 0,
      shutdownGraceMs: 10_000,
    });
    expect(
      loadConfig(
        { SHUTDOWN_DRAIN_SECONDS: "15", SHUTDOWN_GRACE_SECONDS: "30" },
        { deployment: false },
      ),
    ).toMatchObject({ shutdownDrainMs: 15_000, shutdownGraceMs: 30_000 });
    expect(() =>
      loadConfig({ SHUTDOWN_GRACE_SECONDS: "soon" }, { deployment: false }),
    ).toThrowError(/SHUTDOWN_GRACE_SECONDS: must be a number of seconds/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: "-1" }, { deployment: false })).toThrowError(
      /SHUTDOWN_DRAIN_SECONDS: must be 0 or more seconds/,
    );
  });
});
