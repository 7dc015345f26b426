import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  HOME_SLIDES,
  PMT_CATEGORIES,
  PMT_COURSES,
  PMT_SLIDES,
} from "../../service/seed/data.ts";

/**
 * The Django reference backend (tests/django-reference/): Django 3.2, DRF 3.14,
 * simplejwt 5.2, djoser 2.1 from Debian's packages, written the ordinary way
 * with the libraries' defaults. Started per test file in a temp folder, seeded
 * with the same demo accounts and courses as our service.
 */

/** Debian's Python: the first python3 on PATH may be another one that lacks Debian's packages. */
const PYTHON = "/usr/bin/python3";
const PROJECT = path.resolve(import.meta.dirname);
const PACKAGES =
  "python3-django python3-djangorestframework python3-djangorestframework-simplejwt python3-djoser python3-django-filters python3-pil";

export const DJANGO_REFERENCE_MISSING = `The Django reference backend needs Debian's packages (${PACKAGES}): apt-get install -y ${PACKAGES}. Its tests are skipped.`;

let available: boolean | undefined;

/** Whether Debian's Python can import every library the reference backend needs. */
export function djangoReferenceAvailable(): boolean {
  available ??=
    spawnSync(
      PYTHON,
      [
        "-c",
        "import django, rest_framework, rest_framework_simplejwt, djoser, django_filters, PIL",
      ],
      { stdio: "ignore" },
    ).status === 0;
  return available;
}

export interface ReferenceOptions {
  /** ROTATE_REFRESH_TOKENS (with the blacklist app): off by default, as in simplejwt. */
  rotate?: boolean;
  /** DRF's PageNumberPagination with 2 items a page: off by default. */
  paginate?: boolean;
  /** The access token's lifetime (simplejwt's default is 300). */
  accessSeconds?: number;
  /** A fixed port (default: a free one). */
  port?: number;
  /** A fixed folder for the database, media and outbox (default: a new temp folder). */
  dataDir?: string;
}

export interface ReferenceBackend {
  /** The API root, with its trailing slash: what SERVICE_API_URL would be. */
  url: string;
  /** Where Django writes its e-mails (the one-time codes). */
  outboxDir: string;
  /** The newest code mailed to `email`, if any. */
  latestCode(email: string): string | undefined;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function seedFile(dir: string): string {
  const slide = (item: { title: string; image: string; link: string }) => ({
    title: item.title,
    link: item.link,
    file: path.resolve("public", `.${item.image}`),
  });
  const seed = {
    password: DEMO_PASSWORD,
    categories: PMT_CATEGORIES.map(({ name, slug }) => ({ name, slug })),
    courses: PMT_COURSES.map(({ title, slug, category, description, price }) => ({
      title,
      slug,
      category,
      description,
      price,
    })),
    homeSlides: HOME_SLIDES.map(slide),
    pmtSlides: PMT_SLIDES.map(slide),
    accounts: DEMO_ACCOUNTS.map((account) => ({
      email: account.email,
      name: account.name,
      phonenumber: account.phonenumber,
      access_for: account.access_for,
      abc_coins: account.abc_coins,
      entitlements: account.entitlements,
      paidCourse: account.paidCourse,
    })),
  };
  const file = path.join(dir, "seed.json");
  writeFileSync(file, JSON.stringify(seed));
  return file;
}

function run(args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(PYTHON, ["manage.py", ...args], { cwd: PROJECT, env, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`manage.py ${args.join(" ")} failed:\n${result.stderr || result.stdout}`);
  }
}

export async function startDjangoReference(
  options: ReferenceOptions = {},
): Promise<ReferenceBackend> {
  if (!djangoReferenceAvailable()) throw new Error(DJANGO_REFERENCE_MISSING);
  const dir = options.dataDir
    ? path.resolve(options.dataDir)
    : mkdtempSync(path.join(tmpdir(), "django-reference-"));
  if (options.dataDir) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  const env = {
    ...process.env,
    PYTHONDONTWRITEBYTECODE: "1",
    REFERENCE_DATA_DIR: dir,
    ROTATE_REFRESH_TOKENS: options.rotate ? "1" : "0",
    PAGINATE: options.paginate ? "1" : "0",
    ACCESS_TOKEN_SECONDS: String(options.accessSeconds ?? 300),
  };
  run(["migrate", "--noinput"], env);
  run(["seed_demo", seedFile(dir)], env);
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(
    PYTHON,
    ["manage.py", "runserver", `127.0.0.1:${port}`, "--noreload"],
    { cwd: PROJECT, env, stdio: ["ignore", "ignore", "pipe"] },
  );
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = `${errors}${chunk.toString()}`.slice(-4000);
  });
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The reference backend stopped:\n${errors}`);
    const ready = await fetch(`${url}api/homesliders/`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`The reference backend did not answer within 30 s:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  const outboxDir = path.join(dir, "outbox");
  return {
    url,
    outboxDir,
    latestCode(email) {
      let files: string[] = [];
      try {
        files = readdirSync(outboxDir).sort();
      } catch {
        return undefined;
      }
      const mails = files
        .map((name) => readFileSync(path.join(outboxDir, name), "utf8"))
        .filter((mail) => mail.includes(`To: ${email}`));
      return /code is (\d{6})/.exec(mails.at(-1) ?? "")?.[1];
    },
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => {
        if (child.exitCode !== null) resolve(null);
        else child.once("exit", resolve);
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
