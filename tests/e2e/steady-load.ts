/**
 * A steady mixed load on a few instances, for the fault suite (issue #29): a
 * visitor's public pages, a member's signed-in page, enquiries, orders and
 * registrations, round-robin over the instances. Every answer is kept with
 * when it came and whether it had words; every write the site acknowledged
 * is kept, so the test can find each one in the database afterwards.
 */
import { randomInt } from "node:crypto";
import { clientAddress } from "./fixtures";

export type LoadKind = "public" | "signed-in" | "enquiry" | "order" | "registration";

export interface Answer {
  kind: LoadKind;
  instance: string;
  path: string;
  /** 0 when no answer came within the request's deadline, or the connection failed. */
  status: number;
  /** Why there was no answer (a timeout, a reset). */
  failure?: string;
  startedAt: number;
  ms: number;
  /** A person could act on it: a page with text, or JSON with a `detail` or field messages. */
  words: boolean;
}

interface Acknowledged {
  enquiries: string[];
  registrations: string[];
  orders: number[];
}

export interface LoadTargets {
  instances: string[];
  /** A member's session cookie on the site (the signed-in page). */
  cookie: string;
  /**
   * The next order to place: a member's bearer token (with the PMT module) and a course they
   * have not ordered (a member has one pending order of a course at most); none when all are used.
   */
  nextOrder(): { access: string; courseId: number } | undefined;
  /** Public pages that are in the page cache. */
  publicPaths: string[];
}

const KINDS: LoadKind[] = [
  "public",
  "signed-in",
  "public",
  "enquiry",
  "public",
  "order",
  "registration",
];
const DEADLINE_MS = 15_000;

function hasWords(status: number, type: string, body: string): boolean {
  if (body.length === 0) return false;
  // Never a stack trace, whatever the status.
  if (/\n\s+at .+:\d+:\d+/.test(body)) return false;
  if (type.includes("json")) {
    try {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      return status < 400 || Object.keys(parsed).length > 0;
    } catch {
      return false;
    }
  }
  if (status < 400) return true;
  // An error page says what to do.
  return /try again|please|too many/i.test(body);
}

/** Requests the load leaves unanswered at most; past it, it skips a beat. */
const MAX_OUTSTANDING = 300;

export function startSteadyLoad(targets: LoadTargets, everyMs = 100) {
  const answers: Answer[] = [];
  const acknowledged: Acknowledged = { enquiries: [], registrations: [], orders: [] };
  let running = true;
  let turn = 0;

  async function one(kind: LoadKind, instance: string): Promise<void> {
    const stamp = `${Date.now()}-${randomInt(0, 1e9)}`;
    const json = { "content-type": "application/json", ...clientAddress() };
    let path: string;
    let init: RequestInit = {};
    if (kind === "public") {
      path = targets.publicPaths[turn % targets.publicPaths.length] as string;
    } else if (kind === "signed-in") {
      path = "/my-profile";
      init = { headers: { cookie: targets.cookie }, redirect: "manual" };
    } else if (kind === "enquiry") {
      path = "/service/api/enquiry/";
      init = {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          name: "Load Tester",
          email: `enquiry.${stamp}@example.com`,
          message: "Under load while a dependency fails.",
        }),
      };
    } else if (kind === "order") {
      const order = targets.nextOrder();
      if (!order) return;
      path = "/service/api/orders/";
      init = {
        method: "POST",
        headers: { ...json, authorization: `Bearer ${order.access}` },
        body: JSON.stringify({ service: order.courseId, pay_with_coins: false }),
      };
    } else {
      path = "/service/app/register/";
      init = {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          name: "Load Tester",
          email: `member.${stamp}@example.com`,
          password: "Load2026x",
          phonenumber: `+91 9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`,
        }),
      };
    }
    const startedAt = Date.now();
    try {
      const response = await fetch(`${instance}${path}`, {
        ...init,
        signal: AbortSignal.timeout(DEADLINE_MS),
      });
      const body = await response.text();
      const status = response.status;
      answers.push({
        kind,
        instance,
        path,
        status,
        startedAt,
        ms: Date.now() - startedAt,
        words: hasWords(status, response.headers.get("content-type") ?? "", body),
      });
      if (status === 201) {
        const sent = JSON.parse(String(init.body ?? "{}")) as { email?: string };
        if (kind === "enquiry") acknowledged.enquiries.push(sent.email as string);
        if (kind === "registration") acknowledged.registrations.push(sent.email as string);
        if (kind === "order") acknowledged.orders.push((JSON.parse(body) as { id: number }).id);
      }
    } catch (error) {
      answers.push({
        kind,
        instance,
        path,
        status: 0,
        failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        startedAt,
        ms: Date.now() - startedAt,
        words: false,
      });
    }
  }

  // Open loop: a new request every `everyMs` whether or not the earlier ones were answered, as
  // visitors keep arriving while a dependency is slow (a closed loop would slow down with it and
  // hide a pile-up). Past MAX_OUTSTANDING unanswered the test itself would be the problem.
  let outstanding = 0;
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    if (!running || outstanding >= MAX_OUTSTANDING) return;
    turn += 1;
    const kind = KINDS[turn % KINDS.length] as LoadKind;
    const instance = targets.instances[turn % targets.instances.length] as string;
    outstanding += 1;
    const request = one(kind, instance).finally(() => {
      outstanding -= 1;
      pending.delete(request);
    });
    pending.add(request);
  }, everyMs);

  return {
    answers,
    acknowledged,
    /** Answers that started in [from, to). */
    between: (from: number, to: number) =>
      answers.filter((answer) => answer.startedAt >= from && answer.startedAt < to),
    async stop() {
      running = false;
      clearInterval(timer);
      await Promise.all(pending);
    },
  };
}

export type SteadyLoad = ReturnType<typeof startSteadyLoad>;
