import type autocannon from "autocannon";
import { measure, median, type Round } from "./run.ts";

/**
 * Several candidates against one baseline on a shared, noisy machine: every
 * candidate round runs right after a baseline round of its own, and a
 * candidate's ratio is the median of those pairs' ratios, so a slow spell
 * hits both sides of a pair rather than one row of the table.
 */

export interface Pair {
  baseline: Round;
  candidate: Round;
}

export interface PairedOptions {
  rounds: number;
  /** Seconds of each measured round. */
  duration: number;
  /** Seconds of the unmeasured first run of each target (fills caches, JIT). */
  warmup: number;
  connections: number;
  onProgress?: (message: string) => void;
  /** Replaceable for tests. */
  measureRound?: (options: autocannon.Options) => Promise<Round>;
}

/** Pairs per candidate, in the candidates' order: result[candidate][round]. */
export async function pairedRounds(
  baseline: autocannon.Options,
  candidates: autocannon.Options[],
  options: PairedOptions,
): Promise<Pair[][]> {
  const run = options.measureRound ?? measure;
  const progress = options.onProgress ?? (() => {});
  const settings = { connections: options.connections };
  if (options.warmup > 0) {
    for (const target of [baseline, ...candidates]) {
      progress(`warm-up ${target.url}`);
      await run({ ...target, ...settings, duration: options.warmup });
    }
  }
  const pairs: Pair[][] = candidates.map(() => []);
  for (let round = 0; round < options.rounds; round++) {
    for (const [index, candidate] of candidates.entries()) {
      progress(`round ${round + 1}/${options.rounds}: ${candidate.url}`);
      const baselineRound = await run({ ...baseline, ...settings, duration: options.duration });
      const candidateRound = await run({ ...candidate, ...settings, duration: options.duration });
      pairs[index]?.push({ baseline: baselineRound, candidate: candidateRound });
    }
  }
  return pairs;
}

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Medians over rounds; errors (failed and non-2xx answers) summed. */
export function figures(rounds: Round[]): Figures {
  return {
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
  };
}

/** The median over pairs of candidate req/s ÷ its own baseline round's req/s. */
export function pairedRatio(pairs: Pair[]): number {
  return median(
    pairs
      .filter((pair) => pair.baseline.requestsPerSecond > 0)
      .map((pair) => pair.candidate.requestsPerSecond / pair.baseline.requestsPerSecond),
  );
}
