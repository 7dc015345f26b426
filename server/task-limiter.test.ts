import { describe, expect, it } from "vitest";
import { createLimiter, LimiterAbortedError } from "./task-limiter.ts";

const settle = () => new Promise((resolve) => setImmediate(resolve));

function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, task: () => opened };
}

describe("the task limiter", () => {
  it("hands a finishing task's slot to the next in line, never to a newcomer", async () => {
    const limiter = createLimiter({ concurrency: 1, maxQueue: 5, busy: () => new Error("busy") });
    const order: string[] = [];
    const first = gate();
    const running = limiter.run(async () => {
      await first.task();
      order.push("first");
    });
    const queued = limiter.run(async () => {
      order.push("queued");
    });
    await settle();
    first.open();
    await Promise.resolve();
    // Arrives while the slot changes hands: it must wait behind "queued".
    const newcomer = limiter.run(async () => {
      order.push("newcomer");
    });
    await Promise.all([running, queued, newcomer]);
    expect(order).toEqual(["first", "queued", "newcomer"]);
    expect(limiter.active).toBe(0);
  });

  it("drops a waiting task whose signal aborts, and throws busy() past the queue", async () => {
    const limiter = createLimiter({
      concurrency: 1,
      maxQueue: 1,
      busy: () => new Error("busy"),
    });
    const first = gate();
    const running = limiter.run(first.task);
    const leaving = new AbortController();
    let ran = false;
    const waiting = limiter.run(async () => {
      ran = true;
    }, leaving.signal);
    await expect(limiter.run(async () => {})).rejects.toThrow("busy");
    leaving.abort();
    await expect(waiting).rejects.toBeInstanceOf(LimiterAbortedError);
    expect(limiter.waiting).toBe(0);
    first.open();
    await running;
    expect(ran).toBe(false);
    expect(limiter.active).toBe(0);
  });

  it("says when nothing runs or waits, for work that must never stand before a visitor's", async () => {
    const limiter = createLimiter({ concurrency: 1, maxQueue: 5, busy: () => new Error("busy") });
    let idle = false;
    await limiter.whenIdle();
    const first = gate();
    const second = gate();
    const running = limiter.run(first.task);
    const queued = limiter.run(second.task);
    void limiter.whenIdle().then(() => {
      idle = true;
    });
    first.open();
    await running;
    await settle();
    // The slot went to the waiting task: not idle yet.
    expect(idle).toBe(false);
    second.open();
    await queued;
    await settle();
    expect(idle).toBe(true);
  });
});
