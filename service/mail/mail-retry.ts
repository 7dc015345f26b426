export const MAIL_QUEUE_TIMES = {
  /** Finds another instance's unsent mail and lapsed leases. */
  pollMs: 1000,
  /** Far longer than a send takes (mailer.ts's SMTP timeouts). */
  leaseMs: 5 * 60_000,
  sendBudgetMs: 2 * 60_000,
  batch: 10,
  giveUpMs: 24 * 60 * 60_000,
  closeFlushMs: 5_000,
};

const FIRST_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 60_000;

/** Slower than doubling, so a short outage ends with short waits; jittered so failures spread. */
export function backoffMs(attempts: number, random = Math.random()): number {
  const nominal = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 1.3 ** Math.max(0, attempts - 1));
  return Math.round(nominal * (1 - 0.2 * random));
}

export function errorWords(error: unknown): string {
  const { code, message, response } = (error ?? {}) as Record<string, unknown>;
  const said =
    typeof response === "string" && response.trim() !== ""
      ? response
      : typeof message === "string"
        ? message
        : String(error);
  const words = typeof code === "string" && !said.includes(code) ? `${code}: ${said}` : said;
  return words
    .replace(/\/\/[^/\s@]*@/g, "//")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 300);
}

/** A 5xx: trying again changes nothing. */
export function refusedForGood(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (
    (code === "EENVELOPE" || code === "EMESSAGE") &&
    typeof responseCode === "number" &&
    responseCode >= 500 &&
    responseCode < 600
  );
}

export function messageIdOf(id: number, key: string, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? "portal.invalid";
  return `<mail-${id}.${key}@${domain}>`;
}
