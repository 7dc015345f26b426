/** Neither a backup nor a restore holds the whole file (decision 0038). */
import { constants } from "node:fs";
import { type FileHandle, link, mkdir, open, rm } from "node:fs/promises";
import path from "node:path";
import { DOCUMENT_UPLOAD_LIMIT } from "#contract/limits.ts";
import { BackupError, backupDatabase } from "../db/backup.ts";
import type { ServiceDb } from "../db/database.ts";
import { OpsError } from "./commands.ts";

/** A stored file at the upload limit, as hex, with room to spare. */
const MAX_BACKUP_LINE = 2 * DOCUMENT_UPLOAD_LIMIT + 1024 * 1024;

/** Appears under its name only once whole, so a backup cut short never looks like one. */
export async function backupToFile(db: ServiceDb, file: string): Promise<Record<string, number>> {
  const partial = `${file}.${process.pid}.partial`;
  let sink: FileHandle;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await open(file, "r").then(
      async (existing) => {
        await existing.close();
        throw Object.assign(new Error("exists"), { code: "EEXIST" });
      },
      () => {},
    );
    sink = await open(partial, "wx", 0o600);
  } catch (error) {
    throw writeRefusal(error);
  }
  try {
    const rows = await backupDatabase(db, (line) => sink.appendFile(line));
    await sink.sync();
    await sink.close();
    // A link, not a rename: it refuses to replace a file that appeared meanwhile.
    await link(partial, file).catch((error: unknown) => {
      throw writeRefusal(error);
    });
    return rows;
  } catch (error) {
    await sink.close().catch(() => {});
    throw error;
  } finally {
    await rm(partial, { force: true });
  }
}

function writeRefusal(error: unknown): OpsError {
  const code = (error as { code?: unknown }).code;
  if (code === "EEXIST") {
    return new OpsError("that file exists already; a backup never writes over one. Name another.");
  }
  return new OpsError(
    `the backup could not be written there${typeof code === "string" ? ` (${code})` : ""}; name a file in a folder this account may write to.`,
  );
}

/** A pipe or device could stall a restore that holds every table's lock. */
export async function openBackup(file: string): Promise<FileHandle> {
  const source = await open(file, constants.O_RDONLY | constants.O_NONBLOCK).catch(
    (error: unknown) => {
      const code = (error as { code?: unknown }).code;
      throw new OpsError(
        `Cannot read ${file}${typeof code === "string" ? ` (${code})` : ""}: is the path right?`,
      );
    },
  );
  const info = await source.stat();
  if (!info.isFile()) {
    await source.close();
    throw new OpsError(`${file} is not a file: name a backup file.`);
  }
  return source;
}

export async function* backupLines(
  source: FileHandle,
  maxLine = MAX_BACKUP_LINE,
): AsyncGenerator<string> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of source.createReadStream({
    highWaterMark: 1024 * 1024,
    autoClose: false,
  })) {
    let data = chunk as Buffer;
    for (let newline = data.indexOf(10); newline !== -1; newline = data.indexOf(10)) {
      if (pendingBytes + newline > maxLine) throw tooLong();
      pending.push(data.subarray(0, newline));
      yield Buffer.concat(pending).toString("utf8");
      pending = [];
      pendingBytes = 0;
      data = data.subarray(newline + 1);
    }
    pending.push(data);
    pendingBytes += data.length;
    if (pendingBytes > maxLine) throw tooLong();
  }
  if (pendingBytes > 0) yield Buffer.concat(pending).toString("utf8");
}

const tooLong = () =>
  new BackupError("A line of this file is longer than any backup writes: it is not a backup.");
