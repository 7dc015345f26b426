import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderLimit } from "./render-limit.ts";

let server: Server | undefined;
afterEach(() => {
  // A failed test can leave a render unfinished: its connection must not hold the close.
  server?.closeAllConnections();
  return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** An app whose "renders" finish when the test says so, behind the limit. */
async function site(concurrency: number, maxQueue: number) {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const limit = renderLimit({ concurrency, maxQueue, busyPage: "<p>busy</p>" });
  const app = express();
  app.get("/:name", limit, (req, res) => {
    const name = String(req.params.name);
    started.push(name);
    finishers.set(name, () => res.type("text").send(`done ${name}`));
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { started, finish: (name: string) => finishers.get(name)?.(), limit, base };
}

/**
 * Waits until `check` passes (a request has reached the limit, a render has
 * started): fixed pauses were too short on a machine busy with the rest of the suite.
 */
const until = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 10 });

/** Sends the requests one after another, each once the limit has it (so they arrive in order). */
async function sendInOrder(
  s: Awaited<ReturnType<typeof site>>,
  names: string[],
  init?: RequestInit,
) {
  const answers: Promise<Response>[] = [];
  for (const name of names) {
    const arrived = s.limit.active + s.limit.waiting;
    answers.push(fetch(`${s.base}/${name}`, init));
    await until(() => expect(s.limit.active + s.limit.waiting).toBe(arrived + 1));
  }
  return answers;
}

describe("the render limit", () => {
  it("runs at most `concurrency` at once and the rest in arrival order", async () => {
    const s = await site(2, 10);
    const answers = await sendInOrder(s, ["a", "b", "c", "d"]);
    await until(() => expect(s.started).toEqual(["a", "b"]));
    expect(s.limit.active).toBe(2);
    expect(s.limit.waiting).toBe(2);
    s.finish("b");
    await until(() => expect(s.started).toEqual(["a", "b", "c"]));
    s.finish("a");
    s.finish("c");
    await until(() => expect(s.started).toEqual(["a", "b", "c", "d"]));
    s.finish("d");
    const texts = await Promise.all(answers.map(async (answer) => (await answer).text()));
    expect(texts).toEqual(["done a", "done b", "done c", "done d"]);
    expect(s.limit.active).toBe(0);
  });

  it("answers 503 with Retry-After when the queue is full, never running that render", async () => {
    const s = await site(1, 1);
    const [first, second] = await sendInOrder(s, ["a", "b"]);
    const third = await fetch(`${s.base}/c`);
    expect(third.status).toBe(503);
    expect(third.headers.get("retry-after")).toBe("5");
    expect(await third.text()).toBe("<p>busy</p>");
    s.finish("a");
    await until(() => expect(s.started).toEqual(["a", "b"]));
    s.finish("b");
    expect((await (first as Promise<Response>)).status).toBe(200);
    expect((await (second as Promise<Response>)).status).toBe(200);
    expect(s.started).toEqual(["a", "b"]);
  });

  it("drops a waiting request whose visitor left, and frees the place of one that left mid-render", async () => {
    const s = await site(1, 5);
    const leaving = new AbortController();
    const first = fetch(`${s.base}/a`, { signal: leaving.signal }).catch(() => null);
    await until(() => expect(s.started).toEqual(["a"]));
    const gone = new AbortController();
    const waiting = fetch(`${s.base}/b`, { signal: gone.signal }).catch(() => null);
    await until(() => expect(s.limit.waiting).toBe(1));
    gone.abort();
    await waiting;
    await until(() => expect(s.limit.waiting).toBe(0));
    leaving.abort();
    await first;
    await until(() => expect(s.limit.active).toBe(0));
    const next = fetch(`${s.base}/c`);
    await until(() => expect(s.started).toEqual(["a", "c"]));
    s.finish("c");
    expect(await (await next).text()).toBe("done c");
  });
});
