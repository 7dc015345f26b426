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
 * Mail queue with leased claims (decision 0051). Exactly once is impossible over SMTP: a crash
 * between acceptance and the mark resends when the lease lapses, with the same Message-ID.
 */

export interface Mailer {
  /** Given `within`, the mail commits with that transaction; call `wake` after the commit. */
  send(mail: Mail, within?: ServiceDb): Promise<void>;
  wake(): void;
}

export interface MailQueue extends Mailer {
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createMailQueue(
  db: ServiceDb,
  transport: MailTransport,
  options: {
    from: string;
    /** Embedded database: a previous run's claims are released now, not when leases lapse. */
    soleWorker?: boolean;
  } & Partial<typeof MAIL_QUEUE_TIMES>,
): MailQueue {
  const times = { ...MAIL_QUEUE_TIMES, ...options };
  let running: Promise<void> | null = null;
  let again = false;
  let closing = false;
  let closed = false;
  let flushUntil = Number.POSITIVE_INFINITY;
  let failing = false;
  /** Logged once, not every poll. */
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

  function run(work: () => Promise<void>): void {
    again = false;
    running = work()
      .catch(roundFailed)
      .finally(() => {
        running = null;
        if (again) wake();
      });
  }

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
      // The server is back: what waits out a back-off goes now.
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

  /** Retried over a database blip, since a row left claimed is sent again once its lease lapses. */
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
  const forget = () => void forgetOldMail(db).catch(roundFailed);
  const forgetting = setInterval(forget, 60 * 60_000);
  forgetting.unref();
  forget();
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

/** For a terminal: mail waits in the queue for the running server's worker to send it. */
export function queueOnly(db: ServiceDb): Mailer {
  return {
    async send(mail, within) {
      await enqueue(within ?? db, mail);
    },
    wake() {},
  };
}
