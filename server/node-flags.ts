/**
 * Flags the server process starts with (decision 0029). V8 takes them only on
 * the command line, so every launcher passes this list: `npm start` (its
 * script, held equal by a test), the browser tests and the benchmark.
 *
 * - `--liftoff-only`: PGlite's WebAssembly stays on V8's baseline compiler.
 *   Its optimising tier doubled the embedded database's code memory (about
 *   150 MB more after the first queries) for no speed this site can measure.
 * - `--max-semi-space-size=8`, `--max-old-space-size=256`: V8 sizes its heap
 *   from the machine's memory (gigabytes on a large host) and grew it by
 *   600 MB under load without holding more live data; bounded, it collects
 *   sooner (the live set under load is about 100 MB).
 */
export const SERVER_NODE_FLAGS: readonly string[] = [
  "--liftoff-only",
  "--max-semi-space-size=8",
  "--max-old-space-size=256",
];
