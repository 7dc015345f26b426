/**
 * When and how the mail queue tries again (decision 0051): its times, the
 * back-off after a failed attempt, which refusals are for good, the words a
 * failure is logged and shown with, and a message's Message-ID. Pure
 * functions, apart from the queue's database work (mail-queue.ts).
 */

export const MAIL_QUEUE_TIMES = {
  /**
   * How often each instance looks for due mail besides being woken: for mail
   * another instance kept and could not send (it stopped), and leases that
   * lapsed. One indexed query that finds nothing, a second: cheap.
   */
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
 * The wait after a message's `attempts`-th failed attempt: 1 s, growing by
 * 30 % each time (1.3 s, 1.7 s, 2.2 s, 2.9 s, 3.7 s, 4.8 s…, a minute from
 * the 17th, about four minutes in), less up to a fifth at random so messages
 * that failed together do not return together (a fifth: each wait is still
 * longer than the one before). After an outage a message waits at most the
 * back-off it had reached: after 10 s, at most 3.7 s; doubling would have
 * reached 8 s. A long outage costs each waiting message one attempt a
 * minute, and the first message through brings the others forward.
 */
export function backoffMs(attempts: number, random = Math.random()): number {
  const nominal = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 1.3 ** Math.max(0, attempts - 1));
  return Math.round(nominal * (1 - 0.2 * random));
}

/**
 * What a failed attempt said, for the log and the console: the mail server's
 * own reply when there is one ("421 Service not available"), else the error's
 * message; one line, 300 characters, no credentials.
 */
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

/**
 * A refusal the mail server means for good: a 5xx to the recipient or to the
 * message itself (no such mailbox, refused as spam). Trying again changes
 * nothing, so the message fails at once; anything else (the server away, a
 * 4xx "try later", a timeout, a wrong password) is tried again.
 */
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
