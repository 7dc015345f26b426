// Within a time window, so start-up and seeding stay out of the figures.

export interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }>;
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface Cost {
  name: string;
  ms: number;
  /** Of the window's sampled time, 0..1. */
  share: number;
}

export interface ProfileSummary {
  windowMs: number;
  busyMs: number;
  selfByFunction: Cost[];
  selfByPackage: Cost[];
  /** Recursion counted once. */
  inclusive: Cost[];
}

export function shortUrl(url: string, root: string): string {
  const plain = url.replace(/^file:\/\//, "");
  const nodeModules = plain.lastIndexOf("/node_modules/");
  if (nodeModules >= 0) return plain.slice(nodeModules + "/node_modules/".length);
  if (plain.startsWith(`${root}/`)) return plain.slice(root.length + 1);
  return plain;
}

export function packageOf(url: string, functionName: string, root: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(V8 and native)";
  if (url.startsWith("node:")) return "node core";
  const plain = url.replace(/^file:\/\//, "");
  const nodeModules = plain.lastIndexOf("/node_modules/");
  if (nodeModules >= 0) {
    const parts = plain.slice(nodeModules + "/node_modules/".length).split("/");
    return parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] ?? plain);
  }
  const relative = shortUrl(url, root);
  if (relative.startsWith("build/server/")) return "app (server build)";
  return relative.split("/").slice(0, 1).join("/") || relative;
}

const IDLE = new Set(["(idle)", "(program)", "(root)"]);

function ranked(totals: Map<string, number>, windowUs: number, top: number): Cost[] {
  return [...totals]
    .map(([name, us]) => ({ name, ms: us / 1000, share: windowUs > 0 ? us / windowUs : 0 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
}

/** window: microseconds of process.hrtime's clock, which the profile uses. */
export function summariseProfile(
  profile: CpuProfile,
  options: { root: string; window?: [number, number]; top?: number },
): ProfileSummary {
  const top = options.top ?? 15;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  const label = (id: number) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return "(unknown)";
    const name = frame.functionName || "(anonymous)";
    return frame.url
      ? `${name} ${shortUrl(frame.url, options.root)}:${frame.lineNumber + 1}`
      : name;
  };

  const [from, to] = options.window ?? [profile.startTime, profile.endTime];
  const self = new Map<string, number>();
  const packages = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let time = profile.startTime;
  let windowUs = 0;
  let busyUs = 0;
  for (const [index, id] of profile.samples.entries()) {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < from || time > to) continue;
    windowUs += delta;
    const frame = byId.get(id)?.callFrame;
    const name = frame?.functionName ?? "";
    if (IDLE.has(name) && !frame?.url) continue;
    busyUs += delta;
    const key = label(id);
    self.set(key, (self.get(key) ?? 0) + delta);
    const pkg = packageOf(frame?.url ?? "", name, options.root);
    packages.set(pkg, (packages.get(pkg) ?? 0) + delta);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frameName = byId.get(at)?.callFrame.functionName ?? "";
      if (frameName === "(root)") continue;
      const atKey = label(at);
      if (seen.has(atKey)) continue;
      seen.add(atKey);
      inclusive.set(atKey, (inclusive.get(atKey) ?? 0) + delta);
    }
  }
  return {
    windowMs: windowUs / 1000,
    busyMs: busyUs / 1000,
    selfByFunction: ranked(self, windowUs, top),
    selfByPackage: ranked(packages, windowUs, top),
    inclusive: ranked(inclusive, windowUs, top * 2),
  };
}

export function formatSummary(summary: ProfileSummary): string {
  const list = (title: string, costs: Cost[]) =>
    [
      title,
      ...costs.map(
        (cost) =>
          `  ${cost.ms.toFixed(0).padStart(7)} ms ${(cost.share * 100).toFixed(1).padStart(5)} %  ${cost.name}`,
      ),
    ].join("\n");
  return [
    `Main thread: ${summary.busyMs.toFixed(0)} ms busy of ${summary.windowMs.toFixed(0)} ms sampled.`,
    list("Self time by package:", summary.selfByPackage),
    list("Self time by function:", summary.selfByFunction),
    list("Inclusive time (function anywhere on the stack):", summary.inclusive),
  ].join("\n\n");
}
