/** The operations commands, run on a database by `npm run ops` or, for it, by the running server. */
import { lstat, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { BackupError, restoreDatabase } from "../db/backup.ts";
import type { ServiceDb } from "../db/database.ts";
import { Refusal } from "../operations/refusal.ts";
import { seed } from "../seed/seed.ts";
import { databaseStorage } from "../storage/database-storage.ts";
import { isFileKey } from "../storage/file-storage.ts";
import { readAudit, writeAudit } from "./audit.ts";
import { backupLines, backupToFile, openBackup } from "./backup-file.ts";
import { listEnquiries, listOrders, listUsers, OpsError } from "./commands.ts";
import { runStaffCommand, UsageError } from "./staff-commands.ts";

const USAGE = `Usage: npm run ops -- <command>
  create-staff <email> <name>           a staff account; prints its first password
  set-role <email> <role>               role: member, staff, or admin (also manages staff)
  grant <email> <entitlement>           entitlement: education, career, micro_bussiness, spritual,
  revoke <email> <entitlement>            shatayu, pro_pmt, pharma_edge, rephub
  coins <email> <+n|-n> [reason…]       add or take coins (a line of the coin ledger)
  deactivate | reactivate <email>       an account stops (every session ends) or works again
  sign-out <email>                      every session of the account ends
  reset-second-factor <email>           a lost phone: the authenticator app is removed, sessions end
  confirm-order <id>                    a pending order is paid: the course becomes the buyer's
  cancel-order <id>                     a pending order, or one paid with coins (they come back)
  list-users | list-enquiries | list-orders
  audit [<email> | order <id>]          what was changed, by whom and when (the latest 100)
  seed                                  the demo content, into a database without it
  backup <file>                         every row, into a new file (npm run backup)
  restore <file>                        every row replaced by a backup's (npm run restore -- <file>)
  import-files <folder>                 uploads an instance kept on disk (DATA_DIR/files), into the
                                          database, where every instance serves them (PostgreSQL)`;

/** Where a command's words go: the terminal, or a reply to `npm run ops` from the server. */
export interface OpsOutput {
  log(line: string): void;
  error(line: string): void;
  table(rows: unknown[]): void;
}

export const terminal: OpsOutput = {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  table: (rows) => console.table(rows),
};

/** Runs one command on a migrated database (left open); returns the exit code. */
export async function runOps(
  args: string[],
  db: ServiceDb,
  out: OpsOutput = terminal,
  actor = "npm run ops",
  /** Seals the demo staff member's authenticator key when `seed` loads the demo accounts. */
  sealingKey?: string,
): Promise<number> {
  const log = (message: string) => out.log(`${new Date().toISOString()} ops: ${message}`);
  const [command, ...rest] = args;
  // No database takes a NUL in a text, nor a file system in a path: refused here, for every command.
  if (args.some((arg) => arg.includes("\u0000"))) {
    out.error("ops: an argument holds a NUL character; type the command again.");
    return 2;
  }
  try {
    const done = await runStaffCommand(db, actor, command, rest);
    if (done !== null) {
      log(done);
      return 0;
    }
    switch (command) {
      case "list-users":
        out.table(await listUsers(db));
        break;
      case "list-enquiries":
        out.table(await listEnquiries(db));
        break;
      case "list-orders":
        out.table(await listOrders(db));
        break;
      case "seed": {
        if (rest.length > 0) throw new UsageError();
        log(
          (await seed(db, { sealingKey }))
            ? "Demo content loaded."
            : "Demo content was already there; nothing changed.",
        );
        break;
      }
      case "backup": {
        const [file] = rest;
        if (!file || !path.isAbsolute(file) || rest.length !== 1) throw new UsageError();
        const rows = await backupToFile(db, file);
        const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
        log(`backup written to ${file} (${total} rows in ${Object.keys(rows).length} tables)`);
        break;
      }
      case "restore": {
        const [file] = rest;
        if (!file || !path.isAbsolute(file) || rest.length !== 1) throw new UsageError();
        const source = await openBackup(file);
        let rows: Record<string, number>;
        try {
          rows = await restoreDatabase(db, backupLines(source)).catch((error: unknown) => {
            // The file failed while read (a disk error): words, as for a path that is not there.
            const code = (error as { code?: unknown }).code;
            if (typeof code === "string" && /^E[A-Z]+$/.test(code)) {
              throw new OpsError(`Cannot read ${file} (${code}): nothing was restored.`);
            }
            throw error;
          });
        } finally {
          await source.close();
        }
        const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
        log(`restored ${file}: ${total} rows in ${Object.keys(rows).length} tables`);
        // Done and committed: a failure from here on must not say that nothing was restored.
        const audited = await writeAudit(db, {
          actor,
          action: "restore",
          subject: path.basename(file),
          before: null,
          after: rows,
        }).then(
          () => true,
          (error: unknown) => {
            out.error(
              `ops: the backup was restored, but the audit log could not record it: ${(error as Error).message}`,
            );
            return false;
          },
        );
        if (!audited) return 1;
        break;
      }
      case "import-files": {
        const [folder] = rest;
        if (!folder || !path.isAbsolute(folder) || rest.length !== 1) throw new UsageError();
        const names = await readdir(folder).catch(() => {
          throw new OpsError(`Cannot read the folder ${folder}: is the path right?`);
        });
        const storage = databaseStorage(db);
        let imported = 0;
        // Only names as the service makes them; anything else in the folder is not an upload.
        const keys = names.filter(isFileKey);
        let skipped = names.length - keys.length;
        let already = 0;
        for (const key of keys) {
          const where = path.join(folder, key);
          // A regular file only (not a folder, nor a link to elsewhere); one it cannot read is named.
          const info = await lstat(where).catch(() => null);
          if (!info?.isFile()) {
            skipped += 1;
            continue;
          }
          if (await storage.read(key)) {
            already += 1;
            continue;
          }
          const bytes = await readFile(where).catch((error: unknown) => {
            throw new OpsError(
              `Cannot read ${where} (${(error as { code?: string }).code ?? "error"}); ${imported} file(s) were imported before it. Run the command again once it is readable.`,
            );
          });
          await storage.putIfAbsent(key, new Uint8Array(bytes));
          imported += 1;
        }
        log(
          `imported ${imported} file(s) from ${folder}; ${already} were there already, ${skipped} other name(s) left alone`,
        );
        break;
      }
      case "audit": {
        const subject = rest.join(" ");
        if (rest.length > 2 || (rest.length === 2 && !/^order \d{1,9}$/.test(subject)))
          throw new UsageError();
        out.table(await readAudit(db, subject || undefined));
        break;
      }
      default:
        throw new UsageError();
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      out.error(USAGE);
      return 2;
    }
    if (error instanceof Refusal) {
      out.error(`ops: ${error.words}`);
      return 1;
    }
    if (error instanceof OpsError || error instanceof BackupError) {
      out.error(`ops: ${error.message}`);
      return 1;
    }

    if (command === "backup") {
      // The database failed while read (the partial file is gone): its words, not a stack.
      out.error(`ops: the backup failed and left no file: ${(error as Error).message}`);
      return 1;
    }
    if (command === "restore") {
      // The database refused a row (the restore is undone): its words, not a stack.
      out.error(`ops: nothing was restored: ${(error as Error).message}`);
      return 1;
    }
    throw error;
  }
}
