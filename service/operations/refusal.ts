import type { StaffRole } from "#contract/entitlements.ts";
import type { RefusalKind } from "#contract/staff-refusals.ts";

/**
 * Why a staff operation did nothing, in the words people read
 * (contract/staff-refusals.ts). The console answers it with a status of its
 * kind and `{detail: words}`; `npm run ops` prints the words and exits with 1.
 */
export class Refusal extends Error {
  override name = "Refusal";
  readonly kind: RefusalKind;
  readonly words: string;

  constructor(kind: RefusalKind, words: string) {
    super(words);
    this.kind = kind;
    this.words = words;
  }
}

/** Who runs an operation: its name goes into the audit log and the coin ledger. */
export interface Actor {
  /** A staff member's e-mail, or "npm run ops (…)". */
  label: string;
  /** The staff member's account; null at a terminal, which has none. */
  id: number | null;
  /** A terminal on the server acts as an administrator: it makes the first one. */
  role: StaffRole;
}
