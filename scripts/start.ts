/**
 * `npm start`: the server (scripts/serve.ts) with the launch settings V8 and
 * glibc take only when a process starts (server/node-flags.ts, decision 0029).
 * Started with them already (the tests and the benchmark do), it is the server
 * itself; otherwise it starts the server as a child that has them, passes
 * signals on, and ends with the child's status. It imports nothing else, so it
 * stays small.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { missingLaunchSettings } from "../server/node-flags.ts";

const serve = fileURLToPath(new URL("./serve.ts", import.meta.url));
const missing = missingLaunchSettings(process.execArgv, process.env, process.platform);

if (missing.flags.length === 0 && Object.keys(missing.env).length === 0) {
  await import("./serve.ts");
} else {
  const child = spawn(
    process.execPath,
    [...missing.flags, ...process.execArgv, serve, ...process.argv.slice(2)],
    { stdio: "inherit", env: { ...process.env, ...missing.env, PORTAL_SUPERVISED: "1" } },
  );
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
