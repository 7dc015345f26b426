/** When and how the mail queue tries again (decision 0051); its database work is in mail-queue.ts. */

export const MAIL_QUEUE_TIMES = {
  /** Looking for due mail besides being woken: another instance's unsent mail, lapsed leases. */
  pollMs: 1000,
  /** How long a claim holds its rows; far longer than a send takes (mailer.ts's SMTP timeouts). */
  leaseMs: 5 * 60_000,
  /** A send starts only with this much of its claim's lease left; the rest of the claim is let go. */
  sendBudgetMs: 2 * 60_000,
  /** Rows a claim takes at most. */
  batch: 10,
  /** A message the server has not taken this long after it was kept is given up (failed). */
  giveUpMs: 24 * 60 * 60_000,
  /** How long a stop still sends what is due, at most. */
  closeFlushMs: 5_000,
};

const FIRST_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 60_000;

/**
 * The wait after the `attempts`-th failure: 1 s growing by 30 % (slower than doubling, so a
 * short outage ends with short waits), a minute at most, less up to a fifth at random so
 * messages that failed together do not return together.
 */
export function backoffMs(attempts: number, random = Math.random()): number {
  const nominal = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 1.3 ** Math.max(0, attempts - 1));
  return Math.round(nominal * (1 - 0.2 * random));
}

/** What a failed attempt said (the server's reply, else the error's message): one line, no credentials. */
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

/** A 5xx to the recipient or the message: trying again changes nothing. Anything else is retried. */
export function refusedForGood(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (
    (code === "EENVELOPE" || code === "EMESSAGE") &&
    typeof responseCode === "number" &&
    responseCode >= 500 &&
    responseCode < 600
  );
}

/** A message's Message-ID: its row and random key, so every attempt of it carries the same one. */
export function messageIdOf(id: number, key: string, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? "portal.invalid";
  return `<mail-${id}.${key}@${domain}>`;
}
