/**
 * What the page a person lands on says at its top (decision 0045): a refusal that sent them here
 * (the guard's "You Don't Have Access Of This Module") or the result of the form they just sent (an
 * order, a saved profile). It comes from the server as a one-request message (the session's flash),
 * so it is personal: only ever on a page answered `private, no-store`, never cached.
 */
export interface PageStatus {
  /** A refusal is an alert; a result is a status. */
  tone: "refusal" | "result";
  text: string;
  /** A way on from a refusal: for a module, asking for access to it. */
  ask?: { label: string; to: string };
}
