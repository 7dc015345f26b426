import { rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./scripts/browser";
import { buildIfNeeded } from "./scripts/build-if-needed";
import { SERVER_NODE_FLAGS, serverEnvironment } from "./server/node-flags";
import { djangoReferenceAvailable } from "./tests/django-reference/reference-backend";
import { E2E_DATA_DIR } from "./tests/e2e/data-dir";

const DJANGO_DATA_DIR = ".data/e2e-django";

/** A free port, so a running `npm start` (or a second run) never collides with the tests. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// Playwright loads this file in its workers too: the port is chosen once and handed down,
// and only the first load starts the server's data afresh (journeys spend coins and edit names).
if (!process.env.E2E_PORT) {
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  rmSync(DJANGO_DATA_DIR, { recursive: true, force: true });
  // Once, before the servers: each would otherwise build into the same folder at once.
  buildIfNeeded(import.meta.dirname);
}
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

// The site on the Django reference backend (SERVICE_API_URL), when Debian's packages are here.
const withDjango = djangoReferenceAvailable();
process.env.E2E_DJANGO_PORT ??= String(await freePort());
process.env.E2E_DJANGO_SITE_PORT ??= String(await freePort());
const djangoPort = Number(process.env.E2E_DJANGO_PORT);
const djangoSitePort = Number(process.env.E2E_DJANGO_SITE_PORT);
const djangoSiteURL = `http://localhost:${djangoSitePort}`;

/**
 * Browser journeys against the production build, served by `npm start`'s own
 * script on the embedded defaults, in a throw-away data directory.
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results",
  fullyParallel: true,
  globalSetup: "./tests/e2e/prepared-database.global.ts",
  // Two at a time on the two cores CI has (Playwright's default would be one there). A third
  // was tried for issue #30: the journeys are bound by the cores, each test took longer and the
  // unit lane beside them half as long again (643 s against 705 s, but unit 632 s against 405 s).
  workers: Number(process.env.E2E_WORKERS || 2),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A journey's bound: 60 s, where two axe runs at several widths took 32 s on a loaded machine.
  timeout: 60_000,
  // An assertion waits up to 10 s (Playwright's default is 5): on a loaded shared machine a
  // sign-in or a lazily loaded part took longer than 5 s (2026-11-28), and a passing check
  // returns as soon as it holds, so the longer wait costs nothing when all is well.
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    // A failing journey keeps its screenshot in test-results/; recording a trace of every
    // journey costs about a tenth of the suite's time, so it is kept only when asked (E2E_TRACE=1).
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    // Content fades in on scroll (1 s) and sliders move: journeys would wait for them. The
    // motion itself is checked where it is the subject (shell.spec.ts, normal-visit.spec.ts).
    reducedMotion: "reduce",
    launchOptions: { executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "embedded", testIgnore: "**/django/**" },
    ...(withDjango
      ? [{ name: "django", testDir: "tests/e2e/django", use: { baseURL: djangoSiteURL } }]
      : []),
  ],
  webServer: [
    {
      command: `"${process.execPath}" ${SERVER_NODE_FLAGS.join(" ")} scripts/start.ts`,
      url: baseURL,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...serverEnvironment(process.platform),
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: E2E_DATA_DIR,
        // Preview answers name it in frame-ancestors, and the marks point at it (visual-editing.spec.ts).
        SANITY_STUDIO_URL: "https://studio.portal.test",
      },
    },
    ...(withDjango
      ? [
          {
            command: `"${process.execPath}" tests/django-reference/serve.ts`,
            url: `http://127.0.0.1:${djangoPort}/api/homesliders/`,
            reuseExistingServer: false,
            timeout: 60_000,
            stdout: "ignore" as const,
            stderr: "pipe" as const,
            env: {
              DJANGO_PORT: String(djangoPort),
              DJANGO_DATA_DIR: `${DJANGO_DATA_DIR}/reference`,
            },
          },
          {
            command: `"${process.execPath}" ${SERVER_NODE_FLAGS.join(" ")} scripts/start.ts`,
            url: djangoSiteURL,
            reuseExistingServer: false,
            timeout: 180_000,
            stdout: "ignore" as const,
            stderr: "pipe" as const,
            env: {
              ...serverEnvironment(process.platform),
              PORT: String(djangoSitePort),
              HOST: "127.0.0.1",
              DATA_DIR: `${DJANGO_DATA_DIR}/site`,
              // Its journeys read no picture: the main server's start makes them.
              PICTURES_AHEAD: "off",
              SERVICE_API_URL: `http://127.0.0.1:${djangoPort}/`,
            },
          },
        ]
      : []),
  ],
});
