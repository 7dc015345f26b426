import { afterAll, inject } from "vitest";
import { closeWorkerDatabase } from "./worker-database.ts";

// A worker that runs one file ends with it: its embedded database closes with the file.
afterAll(async () => {
  if (!inject("workerOutlivesFiles")) await closeWorkerDatabase();
});

// Vitest's jsdom environment puts jsdom's Uint8Array on the global object, so the bytes
// Node's TextEncoder makes are no Uint8Array to a library's `instanceof` (jose, signing
// the real service's tokens in a page's test). Node's own, as Vitest's vm environments do.
if (typeof document !== "undefined") {
  globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor;
}
