import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { renderLimit } from "./render-limit.ts";

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

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

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("the render limit", () => {
  it("runs at most `concurrency` at once and the rest in arrival order", async () => {
    const s = await site(2, 10);
    const answers = ["a", "b", "c", "d"].map((name) => fetch(`${s.base}/${name}`));
    await settle();
    expect(s.started).toEqual(["a", "b"]);
    expect(s.limit.active).toBe(2);
    expect(s.limit.waiting).toBe(2);
    s.finish("b");
    await settle();
    expect(s.started).toEqual(["a", "b", "c"]);
    s.finish("a");
    s.finish("c");
    await settle();
    s.finish("d");
    const texts = await Promise.all(answers.map(async (answer) => (await answer).text()));
    expect(texts).toEqual(["done a", "done b", "done c", "done d"]);
    expect(s.limit.active).toBe(0);
  });

  it("answers 503 with Retry-After when the queue is full, never running that render", async () => {
    const s = await site(1, 1);
    const first = fetch(`${s.base}/a`);
    await settle();
    const second = fetch(`${s.base}/b`);
    await settle();
    const third = await fetch(`${s.base}/c`);
    expect(third.status).toBe(503);
    expect(third.headers.get("retry-after")).toBe("5");
    expect(await third.text()).toBe("<p>busy</p>");
    s.finish("a");
    await settle();
    s.finish("b");
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(s.started).toEqual(["a", "b"]);
  });

  it("drops a waiting request whose visitor left, and frees the place of one that left mid-render", async () => {
    const s = await site(1, 5);
    const leaving = new AbortController();
    const first = fetch(`${s.base}/a`, { signal: leaving.signal }).catch(() => null);
    await settle();
    const gone = new AbortController();
    const waiting = fetch(`${s.base}/b`, { signal: gone.signal }).catch(() => null);
    await settle();
    gone.abort();
    await waiting;
    await settle();
    expect(s.limit.waiting).toBe(0);
    leaving.abort();
    await first;
    await settle();
    expect(s.limit.active).toBe(0);
    const next = fetch(`${s.base}/c`);
    await settle();
    s.finish("c");
    expect(await (await next).text()).toBe("done c");
    expect(s.started).toEqual(["a", "c"]);
  });
});
