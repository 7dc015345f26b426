import { Transform, type TransformCallback } from "node:stream";

/**
 * Gathers React's small writes (a few KB each) into one chunk per turn of the event loop, or per 64
 * KB: every chunk downstream costs a promise in the Web-stream bridge, a write to the socket and a
 * call into the compressor, and a page came in some fifty of them. Streaming is kept: what React
 * wrote in one turn leaves at the end of that turn.
 */
const FLUSH_AT = 64 * 1024;

export class CoalescingStream extends Transform {
  #parts: Buffer[] = [];
  #size = 0;
  #scheduled = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.#parts.push(chunk);
    this.#size += chunk.length;
    if (this.#size >= FLUSH_AT) this.#emit();
    else if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => {
        this.#scheduled = false;
        this.#emit();
      });
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    this.#emit();
    done();
  }

  #emit(): void {
    if (this.#size === 0) return;
    const parts = this.#parts;
    this.#parts = [];
    this.#size = 0;
    this.push(parts.length === 1 ? parts[0] : Buffer.concat(parts));
  }
}
