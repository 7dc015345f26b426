/**
 * At most `concurrency` tasks at once, the rest waiting in arrival order; past
 * `maxQueue` waiting, `busy()` is thrown. A finishing task hands its slot
 * straight to the next, so no newcomer slips in between. A waiting task whose
 * `signal` aborts leaves the queue (its visitor went away). One mechanism for
 * image encodings, page renders and page-cache fills. `whenIdle` lets background
 * work go only while nothing runs or waits, so it never stands before a visitor.
 */
export class LimiterAbortedError extends Error {
  constructor() {
    super("The task was given up before it started.");
  }
}

export interface LimiterOptions {
  concurrency: number;
  maxQueue: number;
  /** The error for a full queue. */
  busy: () => Error;
}

export function createLimiter(options: LimiterOptions) {
  let active = 0;
  const waiting: Array<() => void> = [];
  let idleWaiters: Array<() => void> = [];
  const wakeIfIdle = () => {
    if (active > 0 || waiting.length > 0 || idleWaiters.length === 0) return;
    const woken = idleWaiters;
    idleWaiters = [];
    for (const wake of woken) wake();
  };
  return {
    async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (active < options.concurrency) {
        active += 1;
      } else {
        if (waiting.length >= options.maxQueue) throw options.busy();
        await new Promise<void>((resolve, reject) => {
          const start = () => {
            signal?.removeEventListener("abort", leave);
            resolve();
          };
          const leave = () => {
            const index = waiting.indexOf(start);
            if (index !== -1) waiting.splice(index, 1);
            reject(new LimiterAbortedError());
          };
          if (signal?.aborted) return leave();
          signal?.addEventListener("abort", leave, { once: true });
          waiting.push(start);
        });
      }
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
        wakeIfIdle();
      }
    },
    /** Resolves once no task runs or waits (at once when none does). */
    whenIdle(): Promise<void> {
      if (active === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
