import { sql } from "kysely";
import type { ServiceDb } from "../db/database.ts";
import {
  backoffMs,
  errorWords,
  MAIL_QUEUE_TIMES,
  messageIdOf,
  refusedForGood,
} from "./mail-retry.ts";
import { type Claimed, claim, enqueue, forgetOldMail, milliseconds } from "./mail-rows.ts";
import type { Mail, MailTransport } from "./mailer.ts";

/**
 * The mail queue (decision 0051). Every e-mail is a row of `mail_queue`,
 * kept in the database (PGlite in DATA_DIR on the embedded defaults), in the
 * same transaction as the change it tells of where there is one; the caller
 * returns at once whatever the mail server does. A worker in each instance
 * claims due rows with a lease, sends each through the transport (SMTP or the
 * outbox, mailer.ts), and marks it sent; a failed attempt waits a little
 * longer each time (backoffMs) until the server takes it, or a day has gone.
 *
 * Nothing is sent twice in normal operation: a row is sent only by the worker
 * whose lease holds it (the claim skips rows another claim has locked or
 * leased), and is marked sent as soon as the server has taken it. Exactly
 * once is impossible over SMTP: a crash (or a database lost) between the
 * server's acceptance and the mark leaves the row to be sent again when its
 * lease lapses. That message carries the same Message-ID, by which a mail
 * system or a reader can tell it is the same one.
 */

/** What endpoints use: keeps a message to be sent and returns; the worker sends it. */
export interface Mailer {
  /**
   * Keeps `mail` in the queue. Given a transaction (`within`), the message is
   * kept with it, both or neither: call `wake` once it has committed (or the
   * next poll, within a second, sends it). Otherwise it leaves at once.
   */
  send(mail: Mail, within?: ServiceDb): Promise<void>;
  /** Sends what is due now: after a transaction that kept mail has committed. */
  wake(): void;
}

export interface MailQueue extends Mailer {
  /** Stops polling, gives what is due a few last seconds, waits for the send in flight. */
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The queue's worker in this instance, and the door endpoints keep mail through. */
export function createMailQueue(
  db: ServiceDb,
  transport: MailTransport,
  options: {
    from: string;
    /**
     * This is the only worker there can be (the embedded database, which one
     * process opens): claims left by the one before it, stopped mid-send, are
     * let go at once rather than when their leases lapse.
     */
    soleWorker?: boolean;
  } & Partial<typeof MAIL_QUEUE_TIMES>,
): MailQueue {
  const times = { ...MAIL_QUEUE_TIMES, ...options };
  let running: Promise<void> | null = null;
  let again = false;
  let closing = false;
  let closed = false;
  let flushUntil = Number.POSITIVE_INFINITY;
  /** A send failed since the last that went through: the next success brings the waiting forward. */
  let failing = false;
  /** What the last round that could not read the queue said: said once, not every second. */
  let roundError = "";
  let dueTimer: NodeJS.Timeout | undefined;
  let dueAt = Number.POSITIVE_INFINITY;

  const pastFlush = () => closing && performance.now() > flushUntil;

  function wake(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    run(drain);
  }

  /** One round of work at a time; a wake meanwhile runs another round after it. */
  function run(work: () => Promise<void>): void {
    again = false;
    running = work()
      .catch(roundFailed)
      .finally(() => {
        running = null;
        if (again) wake();
      });
  }

  /** Wakes the worker when the soonest back-off set here ends, rather than at the poll after it. */
  function wakeIn(ms: number): void {
    const at = Date.now() + ms;
    if (closing || at >= dueAt) return;
    clearTimeout(dueTimer);
    dueAt = at;
    dueTimer = setTimeout(() => {
      dueAt = Number.POSITIVE_INFINITY;
      wake();
    }, ms + 10);
    dueTimer.unref();
  }

  function roundFailed(error: unknown): void {
    const words = errorWords(error);
    if (words !== roundError)
      console.error(`Mail queue: could not work through the queue: ${words}`);
    roundError = words;
  }

  async function drain(): Promise<void> {
    for (;;) {
      if (pastFlush()) return;
      const claimed = await claim(db, times.batch, times.leaseMs);
      roundError = "";
      const claimedAt = performance.now();
      for (const [index, row] of claimed.entries()) {
        if (pastFlush() || performance.now() - claimedAt > times.leaseMs - times.sendBudgetMs) {
          await release(claimed.slice(index).map((left) => left.id));
          return;
        }
        await deliver(row);
      }
      if (claimed.length < times.batch) return;
    }
  }

  async function release(ids: number[]): Promise<void> {
    await db
      .updateTable("mail_queue")
      .set({ claimed_until: null })
      .where("id", "in", ids)
      .execute();
  }

  async function deliver(row: Claimed): Promise<void> {
    const attempt = row.attempts + 1;
    try {
      await transport.deliver({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        messageId: messageIdOf(row.id, row.message_key, options.from),
      });
    } catch (error) {
      await failed(row, attempt, error);
      return;
    }
    await markSent(row.id);
    if (failing) {
      failing = false;
      // The server takes mail again: what waits out a back-off goes now, not in up to a minute.
      await db
        .updateTable("mail_queue")
        .set({ next_attempt_at: sql<Date>`now()` })
        .where("sent_at", "is", null)
        .where("failed_at", "is", null)
        .where("attempts", ">", 0)
        .where("next_attempt_at", ">", sql<Date>`now()`)
        .execute();
      again = true;
    }
  }

  /**
   * Sent: marked so at once, tried a few times over a few seconds (a database
   * blip), since a row left claimed is sent again once its lease lapses.
   */
  async function markSent(id: number): Promise<void> {
    for (let tries = 1; ; tries += 1) {
      try {
        await db
          .updateTable("mail_queue")
          .set((eb) => ({
            sent_at: sql<Date>`now()`,
            claimed_until: null,
            attempts: eb("attempts", "+", 1),
            text: "",
          }))
          .where("id", "=", id)
          .execute();
        return;
      } catch (error) {
        if (tries >= 3) {
          console.error(
            `Mail queue: message ${id} was sent but could not be marked sent (${errorWords(error)}); it will be sent again, with the same Message-ID, when its lease lapses.`,
          );
          throw error;
        }
        await sleep(500 * tries);
      }
    }
  }

  async function failed(row: Claimed, attempt: number, error: unknown): Promise<void> {
    const words = errorWords(error);
    const givingUp =
      refusedForGood(error) || Date.now() - new Date(row.created_at).getTime() >= times.giveUpMs;
    const delay = backoffMs(attempt);
    await db
      .updateTable("mail_queue")
      .set((eb) => ({
        attempts: eb("attempts", "+", 1),
        last_error: words,
        claimed_until: null,
        next_attempt_at: milliseconds(delay),
        ...(givingUp ? { failed_at: sql<Date>`now()`, text: "" } : {}),
      }))
      .where("id", "=", row.id)
      .execute();
    // One line; never the body, which may hold a one-time code.
    if (givingUp) {
      console.error(
        `Mail queue: message ${row.id} failed for good after attempt ${attempt}: ${words}`,
      );
      return;
    }
    console.error(
      `Mail queue: message ${row.id}, attempt ${attempt}, failed: ${words}; next attempt in ${(delay / 1000).toFixed(1)} s`,
    );
    failing = true;
    wakeIn(delay);
  }

  const poll = setInterval(wake, times.pollMs);
  poll.unref();
  // Once an hour (and at start), what was sent or given up long ago is forgotten.
  const forget = () => void forgetOldMail(db).catch(roundFailed);
  const forgetting = setInterval(forget, 60 * 60_000);
  forgetting.unref();
  forget();
  // What an earlier run left due goes now.
  run(async () => {
    if (options.soleWorker) {
      await db
        .updateTable("mail_queue")
        .set({ claimed_until: null })
        .where("claimed_until", "is not", null)
        .where("sent_at", "is", null)
        .execute();
    }
    await drain();
  });

  return {
    async send(mail, within) {
      await enqueue(within ?? db, mail);
      if (!within?.isTransaction) wake();
    },
    wake,
    async close() {
      closing = true;
      clearInterval(poll);
      clearInterval(forgetting);
      clearTimeout(dueTimer);
      flushUntil = performance.now() + times.closeFlushMs;
      wake();
      while (running) await running;
      closed = true;
    },
  };
}
