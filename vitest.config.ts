import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit and integration tests. Kept apart from vite.config.ts so the React
// Router plugin (which expects a full app build) does not run under vitest.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "service/**/*.test.ts",
      "contract/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/**/*.test.ts",
      "content/**/*.test.ts",
      "studio/**/*.test.ts",
    ],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    globalSetup: ["tests/support/pglite-template.global.ts"],
    setupFiles: ["tests/support/english-words.setup.ts", "tests/support/testing-library.setup.ts"],
    restoreMocks: true,
    // Vitest's default leaves a core free (one worker on two cores), but most files wait on
    // a database, a server or a timer rather than compute: two workers on two cores halve the
    // lane's time, where one was the whole suite's slowest path (the figures in the README).
    // As the server runs (server/node-flags.ts): PGlite's WebAssembly stays on V8's baseline
    // compiler. Each test file compiles it afresh, and the optimising tier's compiles cost
    // about a tenth of the CPU of the database-heavy files (2026-11-28: 48.8 → 42.2 core-s
    // for the security and ops suites).
    execArgv: ["--liftoff-only"],
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The first embedded database of a worker runs initdb (several seconds).
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
