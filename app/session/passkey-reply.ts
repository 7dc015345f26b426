/** What the passkey actions answer the browser (a module the browser may import). */
export type PasskeyReply =
  | { ok: true; message?: string; options?: unknown }
  | { ok: false; message: string };
