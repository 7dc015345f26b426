import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const EVERY_TEST = [
  "app/**/*.test.{ts,tsx}",
  "server/**/*.test.ts",
  "service/**/*.test.ts",
  "contract/**/*.test.ts",
  "scripts/**/*.test.ts",
  "tests/**/*.test.ts",
  "content/**/*.test.ts",
  "studio/**/*.test.ts",
  "pubsub/**/*.test.ts",
];

/**
 * Files that share their worker with the files after them: its modules, and
 * its one embedded database (tests/support/worker-database.ts), put back to the
 * seed's rows for each service they start. They leave nothing behind but rows:
 * no module mocks, no changed environment, every server and service closed.
 */
const SHARED_WORKER = [
  "app/routes/**/*.test.{ts,tsx}",
  "app/session/*.test.ts",
  "app/contact/*.test.{ts,tsx}",
  "server/service-transport.test.ts",
  "service/**/*.test.ts",
  "tests/contract/service.contract.test.ts",
];

// Unit and integration tests. Kept apart from vite.config.ts so the React
// Router plugin (which expects a full app build) does not run under vitest.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    globalSetup: ["tests/support/pglite-template.global.ts"],
    setupFiles: [
      "tests/support/english-words.setup.ts",
      "tests/support/testing-library.setup.ts",
      "tests/support/worker-database.setup.ts",
    ],
    restoreMocks: true,
    // Vitest's default leaves a core free (one worker on two cores), but most files wait on
    // a database, a server or a timer rather than compute: two workers on two cores halve the
    // lane's time, where one was the whole suite's slowest path (the figures in the README).
    // As the server runs (server/node-flags.ts): PGlite's WebAssembly stays on V8's baseline
    // compiler. Each worker compiles it afresh, and the optimising tier's compiles cost
    // about a tenth of the CPU of the database-heavy files (2026-11-28: 48.8 → 42.2 core-s
    // for the security and ops suites).
    execArgv: ["--liftoff-only"],
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The first embedded database of a worker loads the template (seconds on a busy machine).
    testTimeout: 20_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: "isolated",
          include: EVERY_TEST,
          exclude: ["tests/e2e/**", "node_modules/**", ...SHARED_WORKER],
        },
      },
      {
        extends: true,
        test: {
          name: "shared-worker",
          include: SHARED_WORKER,
          isolate: false,
          provide: { workerOutlivesFiles: true },
        },
      },
    ],
  },
});
