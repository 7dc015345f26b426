/**
 * How the server process is launched (decision 0029). V8 and glibc read these only at start, so
 * every launcher passes them and `scripts/start.ts` relaunches itself with them.
 * - `--liftoff-only`: PGlite's WebAssembly on V8's baseline compiler, half the code memory.
 * - V8's heap bounded: sized from the host's memory, it grows far past the live set.
 * - glibc (Linux): two arenas and a fixed 128 KB mmap threshold, so the megabytes sharp decodes
 *   go back to the system instead of fragmenting an arena per thread.
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
