import { Transform, type TransformCallback } from "node:stream";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from "../shell/start-after-paint";

/**
 * Hands React Router's scripts to the browser inert, so they start after the first paint
 * (`app/shell/start-after-paint.ts`, decision 0030): each `<link rel="modulepreload">` becomes
 * `rel="held-modulepreload"` and the inline module script (the one `<Scripts>` renders `async`)
 * becomes `type="text/held-module"`. Everything after that script passes untouched.
 *
 * React writes in pieces that may cut a tag in two, so a piece that ends inside a tag keeps that
 * tag back until the next one. The work is done on bytes (Buffer#indexOf), not text: a page is
 * searched once, natively.
 */
const PRELOAD = Buffer.from('<link rel="modulepreload"');
const PRELOAD_HELD = Buffer.from(`<link rel="${HELD_PRELOAD_REL}"`);
const MODULE_SCRIPT = Buffer.from(' type="module" async=""');
const MODULE_SCRIPT_HELD = Buffer.from(` type="${HELD_MODULE_TYPE}"`);
const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;
/** Longer than any tag this rewrites (a nonce is 24 characters). */
const MAX_HELD_TAG = 512;

export function holdScripts(html: Buffer): { html: Buffer; done: boolean } {
  const script = html.indexOf(MODULE_SCRIPT);
  // Preloads after the module script are not React Router's: left as they are.
  const end = script === -1 ? html.length : script;
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(PRELOAD); at !== -1 && at < end; at = html.indexOf(PRELOAD, from)) {
    parts.push(html.subarray(from, at), PRELOAD_HELD);
    from = at + PRELOAD.length;
  }
  if (script !== -1) {
    parts.push(html.subarray(from, script), MODULE_SCRIPT_HELD);
    from = script + MODULE_SCRIPT.length;
  }
  if (parts.length === 0) return { html, done: false };
  parts.push(html.subarray(from));
  return { html: Buffer.concat(parts), done: script !== -1 };
}

export class HoldScriptsStream extends Transform {
  #carry: Buffer | null = null;
  #done = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.#done) {
      done(null, chunk);
      return;
    }
    let bytes = this.#carry ? Buffer.concat([this.#carry, chunk]) : chunk;
    this.#carry = null;
    let unfinishedTag: Buffer | null = null;
    const open = bytes.lastIndexOf(LESS_THAN);
    if (
      open !== -1 &&
      bytes.indexOf(GREATER_THAN, open) === -1 &&
      bytes.length - open < MAX_HELD_TAG
    ) {
      unfinishedTag = bytes.subarray(open);
      bytes = bytes.subarray(0, open);
    }
    this.#push(bytes);
    // Once the module script has passed, nothing is held back any more.
    if (!this.#done) this.#carry = unfinishedTag;
    else if (unfinishedTag) this.push(unfinishedTag);
    done();
  }

  override _flush(done: TransformCallback): void {
    if (this.#carry) this.#push(this.#carry);
    this.#carry = null;
    done();
  }

  #push(bytes: Buffer): void {
    if (bytes.length === 0) return;
    const result = holdScripts(bytes);
    this.#done = result.done;
    this.push(result.html);
  }
}
