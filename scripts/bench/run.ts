import { type ChildProcess, spawn } from "node:child_process";
import autocannon from "autocannon";

/** Helpers for the benchmark scripts: child servers, alternating rounds, medians. */

export function startChild(
  script: string,
  env: Record<string, string>,
  readyPattern: RegExp,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (readyPattern.test(output)) resolve(child);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
}

export interface Round {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function measure(options: autocannon.Options): Promise<Round> {
  const result = await autocannon({ connections: 10, duration: 5, ...options });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Alternates the candidate and the baseline so both see the same machine load. */
export async function compare(
  rounds: number,
  baseline: autocannon.Options,
  candidate: autocannon.Options,
): Promise<{ baseline: Round[]; candidate: Round[] }> {
  await measure({ ...baseline, duration: 2 });
  await measure({ ...candidate, duration: 2 });
  const results = { baseline: [] as Round[], candidate: [] as Round[] };
  for (let round = 0; round < rounds; round++) {
    results.baseline.push(await measure(baseline));
    results.candidate.push(await measure(candidate));
  }
  return results;
}

export function summary(name: string, rounds: Round[]) {
  return {
    name,
    "req/s (median)": Math.round(median(rounds.map((round) => round.requestsPerSecond))),
    "p50 ms": median(rounds.map((round) => round.p50)),
    "p99 ms": median(rounds.map((round) => round.p99)),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
  };
}
