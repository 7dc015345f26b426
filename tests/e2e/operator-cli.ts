import { spawn } from "node:child_process";

export type CliRun = { status: number | null; stdout: string; stderr: string };

/**
 * Runs a CLI of ours (`npm run ops`, `npm run seed`) on an embedded data
 * folder, as an operator would, whatever database the suite itself runs with.
 *
 * Asynchronous on purpose: a synchronous child blocks this process's event
 * loop, so a keep-alive socket the server closed meanwhile (Node's 5 s idle
 * timeout, easily passed by a CLI on a loaded machine) is still in fetch's
 * pool when the test goes on, and the next POST dies on it with "other side
 * closed" (CI, 2026-11-26).
 */
export function runOperatorCli(
  dataDir: string,
  script: string,
  ...args: string[]
): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      env,
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
