import { spawn } from "node:child_process";

export type ScriptRun = { status: number | null; stdout: string; stderr: string };

/**
 * Runs one of our Node scripts (a CLI) as a person at a terminal would, with
 * the environment given, and gathers what it printed.
 *
 * Asynchronous on purpose: a synchronous child blocks the caller's event
 * loop, so a keep-alive socket a server closed meanwhile (Node's 5 s idle
 * timeout, easily passed by a CLI on a loaded machine) is still in fetch's
 * pool when the test goes on, and the next POST dies on it with "other side
 * closed".
 */
export function runScript(
  script: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    // A terminal's colour settings are not the script's business; both at once make Node warn
    // on stderr, which the tests read as the script's own words.
    const { NO_COLOR: _noColour, FORCE_COLOR: _forceColour, ...plain } = env;
    const child = spawn(process.execPath, [script, ...args], {
      env: plain,
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 60_000,
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}
