import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { SERVER_NODE_FLAGS, serverEnvironment } from "../../server/node-flags.ts";

// `scripts/start.ts` exactly as `npm start` runs it, with the embedded defaults.

const NON_EMBEDDED = [
  "NODE_ENV",
  "PORT",
  "HOST",
  "DATA_DIR",
  "DATABASE_URL",
  "REDIS_URL",
  "SMTP_URL",
  "SERVICE_API_URL",
  "SITE_URL",
  "SANITY_PROJECT_ID",
  "SANITY_DATASET",
  "SANITY_READ_TOKEN",
  "SESSION_SECRET",
  "SECRET_KEY",
  "NODE_OPTIONS",
];

export function embeddedEnv(
  parent: NodeJS.ProcessEnv,
  settings: { port: number; dataDir: string },
): NodeJS.ProcessEnv {
  const env = { ...parent };
  for (const name of NON_EMBEDDED) delete env[name];
  return { ...env, PORT: String(settings.port), HOST: "127.0.0.1", DATA_DIR: settings.dataDir };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface PortalServer {
  origin: string;
  /** scripts/start.ts serves in its own process. */
  pid: number;
  /** Includes a rebuild when one was needed. */
  startMs: number;
  rebuilt: boolean;
  errorOutput(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  root: string;
  /** Relative to root; removed before the start and after the stop. */
  dataDir: string;
  nodeFlags?: string[];
  env?: Record<string, string>;
  timeoutMs?: number;
  log?: (line: string) => void;
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    // Its own group (detached), so a rebuild's child goes too, and nothing else.
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

export async function startPortal(options: StartOptions): Promise<PortalServer> {
  const { root, log = () => {} } = options;
  const dataDir = path.resolve(root, options.dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...(options.nodeFlags ?? []), path.join(root, "scripts", "start.ts")],
    {
      cwd: root,
      env: {
        ...embeddedEnv(process.env, { port, dataDir }),
        ...serverEnvironment(process.platform),
        // Rounds start at readiness: pictures made behind them would be noise in the first rounds.
        PICTURES_AHEAD: "off",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  let output = "";
  let errors = "";
  let ready = false;
  let rebuilt = false;

  const stop = async () => {
    signalGroup(child, "SIGTERM");
    if (!(await waitForExit(child, 15_000))) {
      signalGroup(child, "SIGKILL");
      await waitForExit(child, 5_000);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = () => {
    signalGroup(child, "SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  await new Promise<void>((resolve, reject) => {
    // Not the "Portal ready" line: it is absent at LOG_LEVEL warn.
    const poll = setInterval(() => {
      void fetch(`http://127.0.0.1:${port}/healthz`).then(
        (answer) => {
          if (answer.status !== 200 || ready) return;
          ready = true;
          clearTimeout(timer);
          clearInterval(poll);
          resolve();
        },
        () => {},
      );
    }, 100);
    const timer = setTimeout(() => {
      clearInterval(poll);
      void stop().then(() =>
        reject(new Error(`The site did not start within ${options.timeoutMs} ms:\n${output}`)),
      );
    }, options.timeoutMs ?? 300_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      if (ready) return;
      output += chunk.toString();
      if (!rebuilt && /Building the site/.test(output)) {
        rebuilt = true;
        log("The build is stale: start.ts is rebuilding the site first…");
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      if (ready) errors += chunk.toString();
      else output += chunk.toString();
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      clearInterval(poll);
      if (!ready) reject(new Error(`scripts/start.ts exited (${code ?? signal}):\n${output}`));
    });
  });

  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    startMs: performance.now() - started,
    rebuilt,
    errorOutput: () => errors,
    async stop() {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
      await stop();
    },
  };
}
