import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startTestService,
  TEST_DATABASES,
  type TestService,
} from "../../tests/support/test-service.ts";
import { databaseStorage, withEarlierStorage } from "./database-storage.ts";
import { localDiskStorage } from "./file-storage.ts";

describe.each(TEST_DATABASES)("files in the database ($database)", ({ postgres }) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService({ postgres });
  });
  afterAll(async () => t?.close());

  it("gives back every byte it was given, under a key of its own", async () => {
    const storage = databaseStorage(t.service.db);
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), async (bytes) => {
        const key = await storage.put(bytes, "webp");
        expect(key).toMatch(/^[0-9a-f-]{36}\.webp$/);
        expect(await storage.read(key)).toEqual(bytes);
        await storage.remove(key);
        expect(await storage.read(key)).toBeNull();
      }),
      { numRuns: 25 },
    );
  });

  it("keeps the first of two writes under one key, and reads no key that is not ours", async () => {
    const storage = databaseStorage(t.service.db);
    await storage.putIfAbsent("notes-1.pdf", new Uint8Array([1]));
    await storage.putIfAbsent("notes-1.pdf", new Uint8Array([2]));
    expect(await storage.read("notes-1.pdf")).toEqual(new Uint8Array([1]));
    for (const key of ["../notes-1.pdf", "NOTES-1.pdf", "notes-1.exe", "", "a".repeat(200)]) {
      expect(await storage.read(key)).toBeNull();
    }
    await expect(storage.putIfAbsent("../x.pdf", new Uint8Array([1]))).rejects.toThrow();
  });

  it("still serves a file an instance kept on its disk before, and removes it from both", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "portal-files-"));
    try {
      const disk = localDiskStorage(dir);
      const key = await disk.put(new Uint8Array([7, 8, 9]), "pdf");
      const storage = withEarlierStorage(databaseStorage(t.service.db), disk);
      expect(await storage.read(key)).toEqual(new Uint8Array([7, 8, 9]));
      const fresh = await storage.put(new Uint8Array([1, 2]), "pdf");
      expect(await disk.read(fresh)).toBeNull();
      expect(await databaseStorage(t.service.db).read(fresh)).toEqual(new Uint8Array([1, 2]));
      await storage.remove(key);
      expect(await storage.read(key)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
