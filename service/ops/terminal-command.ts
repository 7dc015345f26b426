import { DataDirLockedError } from "../db/data-dir-lock.ts";
import { ServiceSettingsError } from "../settings.ts";

/**
 * Runs a command line for the person at the terminal (`npm run ops`, `seed`, `migrate`): its exit
 * code, and a bad setting or a data folder another process holds in words, not a stack trace.
 */
export async function runForTerminal(main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    if (!(error instanceof DataDirLockedError || error instanceof ServiceSettingsError))
      throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
