/**
 * From the session's flash, so personal: only on pages answered `private, no-store` (decision
 * 0045).
 */
export interface PageStatus {
  tone: "refusal" | "result";
  text: string;
  ask?: { label: string; to: string };
}
