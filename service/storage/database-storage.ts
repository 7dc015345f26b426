import { randomUUID } from "node:crypto";
import type { ServiceDb } from "../db/database.ts";
import { type FileStorage, isFileKey } from "./file-storage.ts";

/** Every instance serves any upload, and a backup holds files with their rows (decision 0040). */
export function databaseStorage(db: ServiceDb): FileStorage {
  return {
    async put(bytes, extension) {
      const key = `${randomUUID()}.${extension}`;
      await db.insertInto("stored_files").values({ key, bytes }).execute();
      return key;
    },
    async putIfAbsent(key, bytes) {
      if (!isFileKey(key)) throw new Error("Not a file key.");
      await db
        .insertInto("stored_files")
        .values({ key, bytes })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .execute();
    },
    async read(key) {
      if (!isFileKey(key)) return null;
      const row = await db
        .selectFrom("stored_files")
        .select("bytes")
        .where("key", "=", key)
        .executeTakeFirst();
      return row ? new Uint8Array(row.bytes) : null;
    },
    async remove(key) {
      if (isFileKey(key)) await db.deleteFrom("stored_files").where("key", "=", key).execute();
    },
  };
}

/** A deployment that moved storage keeps serving the files from the earlier place. */
export function withEarlierStorage(current: FileStorage, earlier: FileStorage): FileStorage {
  return {
    put: (bytes, extension) => current.put(bytes, extension),
    putIfAbsent: (key, bytes) => current.putIfAbsent(key, bytes),
    async read(key) {
      return (await current.read(key)) ?? (await earlier.read(key));
    },
    async remove(key) {
      await Promise.all([current.remove(key), earlier.remove(key)]);
    },
  };
}
