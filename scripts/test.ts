/**
 * `npm test`: the static checks, the unit suite and the browser suite, side by
 * side. The browser suite spends much of its time waiting on servers and
 * pages, so the other two fill the cores it leaves idle; run one after the
 * other they took half as long again. Each lane's lines carry its name; the
 * command fails when any lane fails, and says which.
 *
 *   npm test                 all three lanes
 *   npm test -- unit e2e     only the lanes named (checks, unit, e2e)
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

interface Lane {
  name: string;
  /** npm scripts run one after another; the lane stops at the first that fails. */
  scripts: string[];
}

const LANES: Lane[] = [
  {
    name: "checks",
    scripts: ["lint", "lint:architecture", "typegen:check", "typecheck", "studio:build"],
  },
  { name: "unit", scripts: ["test:unit"] },
  { name: "e2e", scripts: ["test:e2e"] },
];

const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ["npm"];

function runScript(lane: string, script: string): Promise<number> {
  return new Promise((resolve) => {
    const [command, ...prefix] = npm as [string, ...string[]];
    const child = spawn(command, [...prefix, "run", "--silent", script], {
      stdio: ["ignore", "pipe", "pipe"],
      // The environment as given: a colour setting here would reach the commands the tests
      // run too, and Node warns on stderr when NO_COLOR and FORCE_COLOR meet.
      env: process.env,
    });
    const label = `[${lane}] `;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => {
        process.stdout.write(`${label}${line}\n`);
      });
    }
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function runLane(lane: Lane): Promise<{ lane: string; failed?: string; seconds: number }> {
  const started = performance.now();
  for (const script of lane.scripts) {
    process.stdout.write(`[${lane.name}] ▶ npm run ${script}\n`);
    const code = await runScript(lane.name, script);
    if (code !== 0) {
      return { lane: lane.name, failed: script, seconds: (performance.now() - started) / 1000 };
    }
  }
  return { lane: lane.name, seconds: (performance.now() - started) / 1000 };
}

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !LANES.some((lane) => lane.name === name));
if (unknown.length > 0) {
  console.error(
    `No lane called ${unknown.join(", ")}: choose among ${LANES.map((l) => l.name).join(", ")}.`,
  );
  process.exit(2);
}
const chosen = asked.length > 0 ? LANES.filter((lane) => asked.includes(lane.name)) : LANES;
const results = await Promise.all(chosen.map(runLane));

console.log("\nnpm test:");
for (const result of results) {
  const verdict = result.failed ? `FAILED at npm run ${result.failed}` : "passed";
  console.log(`  ${result.lane.padEnd(7)} ${verdict} in ${Math.round(result.seconds)} s`);
}
process.exit(results.some((result) => result.failed) ? 1 : 0);
