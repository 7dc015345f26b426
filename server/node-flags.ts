/**
 * How the server process is launched (decision 0029). V8 and glibc take these
 * only when a process starts: every launcher passes them (the browser tests,
 * the benchmark), and `scripts/start.ts` relaunches itself with them when it
 * was started without (so `npm start` and `node scripts/start.ts` both get them).
 *
 * - `--liftoff-only`: PGlite's WebAssembly stays on V8's baseline compiler.
 *   Its optimising tier doubled the embedded database's code memory (about
 *   150 MB more after the first queries) for no speed this site can measure.
 * - `--max-semi-space-size=8`, `--max-old-space-size=256`: V8 sizes its heap
 *   from the machine's memory (gigabytes on a large host) and grew it by
 *   600 MB under load without holding more live data; bounded, it collects
 *   sooner (the live set under load is about 100 MB).
 * - `MALLOC_ARENA_MAX=2` (Linux, unless already set): glibc gives every libuv
 *   thread (compression, sharp's resizing) an arena of its own, and resizing
 *   left them fragmented: 168 MB more after three Lighthouse runs, 75 MB with it.
 * - `MALLOC_MMAP_THRESHOLD_=131072`, `MALLOC_TRIM_THRESHOLD_=131072` (Linux):
 *   glibc raises its mmap threshold to the size of each large block freed
 *   (sharp's decoded pictures are megabytes), so later ones come from the
 *   arenas and stay there. Fixed at 128 KB, large blocks go back to the system
 *   when freed: resizing 145 pictures in three formats grew the server by
 *   116 MB before, 35 MB after (21 MB once trimmed); renders no slower.
 */
export const SERVER_NODE_FLAGS: readonly string[] = [
  "--liftoff-only",
  "--max-semi-space-size=8",
  "--max-old-space-size=256",
];

export function serverEnvironment(platform: NodeJS.Platform): Record<string, string> {
  return platform === "linux"
    ? { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072", MALLOC_TRIM_THRESHOLD_: "131072" }
    : {};
}

/** What a launch lacks: the flags missing from `execArgv`, the variables missing from `env`. */
export function missingLaunchSettings(
  execArgv: readonly string[],
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform,
): { flags: string[]; env: Record<string, string> } {
  const flags = SERVER_NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
  const wanted = Object.entries(serverEnvironment(platform)).filter(([name]) => !env[name]);
  return { flags, env: Object.fromEntries(wanted) };
}
