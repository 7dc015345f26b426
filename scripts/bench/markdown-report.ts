import type { Figures } from "./paired-rounds.ts";

/** The content benchmark's results as a Markdown table for the README. */

export interface ReportRow extends Figures {
  name: string;
  path: string;
  /** Candidate ÷ baseline req/s; undefined for the baseline itself. */
  ratio?: number;
  /** Response body as sent, in bytes. */
  wireBytes: number;
}

export interface RunFacts {
  date: Date;
  cores: number;
  cpuModel: string;
  nodeVersion: string;
  loadAverage: number;
  connections: number;
  rounds: number;
  duration: number;
  warmup: number;
}

/** Small ratios keep two significant digits (0.014), larger ones two decimals (0.85). */
export function formatRatio(ratio: number | undefined): string {
  if (ratio === undefined) return "1 (baseline)";
  if (!Number.isFinite(ratio) || ratio <= 0) return "–";
  return ratio >= 0.1 ? ratio.toFixed(2) : ratio.toPrecision(2);
}

export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

const cell = (text: string) => text.replaceAll("|", "\\|");
/** Sanity's 40-digit file hashes make a column too wide to read; 8 digits still tell them apart. */
const shortPath = (path: string) => path.replace(/[0-9a-f]{40}/g, (hash) => `${hash.slice(0, 8)}…`);

export function markdownTable(rows: ReportRow[]): string {
  const lines = [
    "| Request | Path | req/s (median) | p50 ms | p99 ms | ratio to baseline | response | errors |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const row of rows) {
    lines.push(
      `| ${cell(row.name)} | \`${cell(shortPath(row.path))}\` | ${Math.round(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${formatRatio(row.ratio)} | ${formatBytes(row.wireBytes)} | ${row.errors} |`,
    );
  }
  return lines.join("\n");
}

export function factsLine(facts: RunFacts): string {
  const day = facts.date.toISOString().slice(0, 16).replace("T", " ");
  return (
    `Measured ${day} UTC on ${facts.cores} cores (${facts.cpuModel}), Node ${facts.nodeVersion}, ` +
    `load average ${facts.loadAverage.toFixed(2)} at the start; autocannon with ${facts.connections} ` +
    `connections, ${facts.warmup} s warm-up per request, then ${facts.rounds} round${facts.rounds === 1 ? "" : "s"} of ${facts.duration} s ` +
    "each, every round of a page right after a baseline round of its own (ratio: median over those pairs)."
  );
}
