import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Keys are ours (random name, proven extension), never a client's file name. */
export interface FileStorage {
  put(bytes: Uint8Array, extension: FileExtension): Promise<string>;
  putIfAbsent(key: string, bytes: Uint8Array): Promise<void>;
  read(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

type FileExtension = "webp" | "pdf";

/** A key as we make them: letters, digits and dashes, one dot, a known extension. */
const FILE_KEY = /^[a-z0-9][a-z0-9-]{0,99}\.(webp|pdf)$/;

export function isFileKey(key: string): boolean {
  return FILE_KEY.test(key);
}

export function localDiskStorage(root: string): FileStorage {
  const where = (key: string) => {
    if (!isFileKey(key)) throw new Error("Not a file key.");
    return path.join(root, key);
  };
  async function write(key: string, bytes: Uint8Array, exclusive: boolean) {
    await mkdir(root, { recursive: true });
    const temporary = path.join(root, `.${randomUUID()}.part`);
    await writeFile(temporary, bytes, { mode: 0o640 });
    if (exclusive) {
      const existing = await readFile(where(key)).catch(() => null);
      if (existing) {
        await rm(temporary, { force: true });
        return;
      }
    }
    await rename(temporary, where(key));
  }
  return {
    async put(bytes, extension) {
      const key = `${randomUUID()}.${extension}`;
      await write(key, bytes, false);
      return key;
    },
    putIfAbsent: (key, bytes) => write(key, bytes, true),
    async read(key) {
      if (!isFileKey(key)) return null;
      try {
        return new Uint8Array(await readFile(where(key)));
      } catch {
        return null;
      }
    },
    async remove(key) {
      if (isFileKey(key)) await rm(where(key), { force: true });
    },
  };
}
