import { availableParallelism, cpus, loadavg } from "node:os";
import { probe, type Target } from "./content-targets.ts";
import { factsLine, markdownTable, type ReportRow } from "./markdown-report.ts";
import { figures, pairedRatio, pairedRounds } from "./paired-rounds.ts";

/**
 * Pages under load against a static baseline from the same host, in paired
 * rounds of the same run (the machines are shared and noisy): prints a
 * Markdown table of requests/s, latency and the ratio to the baseline.
 */

export interface BenchSettings {
  duration: number;
  rounds: number;
  warmup: number;
  connections: number;
}

/** The command-line flags every page benchmark takes, with their defaults. */
export const BENCH_FLAGS = {
  duration: { type: "string", default: "3" },
  rounds: { type: "string", default: "3" },
  warmup: { type: "string", default: "2" },
  connections: { type: "string", default: "10" },
} as const;

/** A flag's number, or a message and exit code 2 when it is not one. */
export function positive(name: string, text: string, { allowZero = false } = {}): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    console.error(`--${name} must be a number${allowZero ? "" : " above 0"} (got "${text}").`);
    process.exit(2);
  }
  return value;
}

export function benchSettings(flags: Record<keyof typeof BENCH_FLAGS, string>): BenchSettings {
  return {
    duration: positive("duration", flags.duration),
    rounds: Math.round(positive("rounds", flags.rounds)),
    warmup: positive("warmup", flags.warmup, { allowZero: true }),
    connections: Math.round(positive("connections", flags.connections)),
  };
}

const toOptions = (origin: string, target: Target) => ({
  url: new URL(target.path, origin).href,
  headers: target.headers,
});

/** Each request answers 200 before any load is put on it; its size on the wire is kept. */
export async function checkTargets(
  origin: string,
  targets: Target[],
): Promise<Map<Target, number>> {
  const sizes = new Map<Target, number>();
  for (const target of targets) {
    const answer = await probe(origin, target);
    if (answer.status !== 200) {
      throw new Error(`${target.path} answered ${answer.status}; the benchmark needs a 200.`);
    }
    sizes.set(target, answer.wireBytes);
  }
  return sizes;
}

export async function benchmarkPages(
  origin: string,
  { baseline, measured }: { baseline: Target; measured: Target[] },
  settings: BenchSettings,
  log: (message: string) => void,
): Promise<ReportRow[]> {
  const sizes = await checkTargets(origin, [baseline, ...measured]);
  const facts = {
    date: new Date(),
    cores: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? "unknown CPU",
    nodeVersion: process.versions.node,
    loadAverage: loadavg()[0] ?? 0,
    ...settings,
  };
  const pairs = await pairedRounds(
    toOptions(origin, baseline),
    measured.map((target) => toOptions(origin, target)),
    { ...settings, onProgress: log },
  );
  const rows: ReportRow[] = [
    {
      name: baseline.name,
      path: baseline.path,
      wireBytes: sizes.get(baseline) ?? 0,
      ...figures(pairs.flat().map((pair) => pair.baseline)),
    },
    ...measured.map((target, index) => {
      const own = pairs[index] ?? [];
      return {
        name: target.name,
        path: target.path,
        wireBytes: sizes.get(target) ?? 0,
        ratio: pairedRatio(own),
        ...figures(own.map((pair) => pair.candidate)),
      };
    }),
  ];
  console.log(`\n${markdownTable(rows)}\n\n${factsLine(facts)}\n`);
  return rows;
}
