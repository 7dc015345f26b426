import { runScript, type ScriptRun } from "../support/run-script.ts";

export type CliRun = ScriptRun;

/**
 * Runs a CLI of ours (`npm run ops`, `npm run seed`) on an embedded data
 * folder, as an operator would, whatever database the suite itself runs with.
 */
export function runOperatorCli(
  dataDir: string,
  script: string,
  ...args: string[]
): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return runScript(script, args, env);
}
