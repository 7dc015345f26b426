import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTokenSigner } from "../../service/auth/tokens.ts";
import { migrate, openDatabase, type ServiceDb } from "../../service/db/database.ts";
import { seed } from "../../service/seed/seed.ts";
import { createService, type Service } from "../../service/service.ts";
import type { ServiceSettings } from "../../service/settings.ts";
import { postgresSchema } from "./postgres-schema.ts";
import { leaseEmbeddedDatabase } from "./worker-database.ts";

/**
 * A fresh service for a test: migrated, seeded, with its own outbox. On PGlite
 * by default: the worker's one embedded database (worker-database.ts), put back
 * to the seed's rows as the service takes it; a service started while another
 * holds it gets a copy of its own. On a PostgreSQL server, in a schema of its
 * own, when TEST_DATABASE_URL is set and `postgres: true` is asked.
 */

export const TEST_SECRET_KEY = "test-secret-key-0123456789abcdef0123456789";

export interface TestService {
  service: Service;
  settings: ServiceSettings;
  outboxDir: string;
  /** Calls the API in-process, as the site does. */
  call(method: string, apiPath: string, options?: CallOptions): Promise<ApiReply>;
  /** The text of every e-mail written to the outbox so far. */
  outbox(): string[];
  close(): Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  address?: string;
  /** The address that connected, when not the caller's own (a proxy in between). */
  peer?: string;
  /** The site's origin as the host says it (passkeys without SITE_URL). */
  siteOrigin?: string;
}

export interface ApiReply {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

/** The RequestInit for a test call: a JSON body unless a string is given, and the bearer token. */
export function testRequestInit(
  method: string,
  { body, token, headers = {} }: CallOptions,
): RequestInit {
  const allHeaders: Record<string, string> = { ...headers };
  const init: RequestInit = { method, headers: allHeaders };
  if (body !== undefined) {
    init.body = typeof body === "string" ? body : JSON.stringify(body);
    allHeaders["content-type"] ??= "application/json";
  }
  if (token) allHeaders.authorization = `Bearer ${token}`;
  return init;
}

/** A response as the tests read it: JSON parsed when it is JSON. */
export async function readReply(response: Response): Promise<ApiReply> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body, text };
}

function testSettings(dataDir: string, overrides: Partial<ServiceSettings> = {}): ServiceSettings {
  return {
    databaseUrl: undefined,
    dataDir,
    secretKey: TEST_SECRET_KEY,
    sealingKey: TEST_SECRET_KEY,
    accessLifetimeSeconds: 300,
    refreshLifetimeSeconds: 86_400,
    opsEmail: "ops@test.example",
    mailFrom: "Portal <no-reply@test.example>",
    smtpUrl: undefined,
    redisUrl: undefined,
    ...overrides,
  };
}

/** PGlite always, and PostgreSQL when TEST_DATABASE_URL is set: for `describe.each`. */
export const TEST_DATABASES = [
  { database: "PGlite", postgres: false },
  ...(process.env.TEST_DATABASE_URL ? [{ database: "PostgreSQL", postgres: true }] : []),
];

/** An access token of a seeded account (the demo password). */
/** The access token of a password sign-in alone (staff calls refuse it: no second factor). */
export async function passwordTokenOf(t: TestService, username: string): Promise<string> {
  const login = await t.call("POST", "auth/jwt/create/", {
    body: { username, password: "Demo12345" },
  });
  return (login.body as { access: string }).access;
}

/**
 * The access token of a sign-in that has just proved its second factor too, as the console's
 * is. The password is checked by the service; the code step is second-factor.test.ts's to walk.
 */
export async function accessTokenOf(t: TestService, username: string): Promise<string> {
  const password = await passwordTokenOf(t, username);
  return password ? (await withSecondFactor(t, password)).access : password;
}

/** The pair a code would give for the sign-in of `access` (the same account and token version). */
export async function withSecondFactor(
  t: TestService,
  access: string,
): Promise<{ access: string; refresh: string }> {
  const claims = JSON.parse(Buffer.from(access.split(".")[1] ?? "", "base64url").toString());
  return createTokenSigner(t.settings).issuePair(
    claims.user_id,
    claims.ver,
    Math.floor(Date.now() / 1000),
  );
}

export async function startTestService(
  options: { postgres?: boolean; settings?: Partial<ServiceSettings>; opsToken?: string } = {},
): Promise<TestService> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-service-"));
  const postgresUrl = options.postgres ? process.env.TEST_DATABASE_URL : undefined;
  if (options.postgres && !postgresUrl) throw new Error("TEST_DATABASE_URL is not set");
  const settings = testSettings(dataDir, { ...options.settings, databaseUrl: postgresUrl });
  const schema = postgresUrl ? await postgresSchema(postgresUrl) : undefined;
  const lease = schema ? undefined : await leaseEmbeddedDatabase();
  const service = await createService({
    settings,
    opsToken: options.opsToken,
    database: lease
      ? { kind: "pglite", ...lease.target }
      : { kind: "postgres", url: `${schema?.url}` },
  }).catch((error) => {
    lease?.release();
    throw error;
  });
  if (postgresUrl) await seed(service.db, { sealingKey: TEST_SECRET_KEY });
  const outboxDir = path.join(dataDir, "outbox");

  return {
    service,
    settings,
    outboxDir,
    async call(method, apiPath, options = {}) {
      const request = new Request(
        `http://service.test/${apiPath}`,
        testRequestInit(method, options),
      );
      const response = await service.handle(request, {
        clientAddress: options.address ?? "203.0.113.10",
        peerAddress: options.peer ?? options.address ?? "203.0.113.10",
        siteOrigin: options.siteOrigin,
      });
      return readReply(response);
    },
    outbox() {
      try {
        return readdirSync(outboxDir)
          .sort()
          .map((name) => readFileSync(path.join(outboxDir, name), "utf8"));
      } catch {
        return [];
      }
    },
    async close() {
      await service.close();
      lease?.release();
      await schema?.drop();
    },
  };
}

export interface TestDatabase {
  db: ServiceDb;
  /** Another connection to the same database: a pool of its own on PostgreSQL; PGlite has one. */
  connect(): ServiceDb;
  close(): Promise<void>;
}

/**
 * A migrated database without a service, for tests of a part that runs
 * beside it (the mail queue's workers): a copy of the embedded template, or
 * a schema of its own on the PostgreSQL server when `postgres` is asked.
 */
export async function startTestDatabase(
  options: { postgres?: boolean } = {},
): Promise<TestDatabase> {
  const postgresUrl = options.postgres ? process.env.TEST_DATABASE_URL : undefined;
  if (options.postgres && !postgresUrl) throw new Error("TEST_DATABASE_URL is not set");
  if (!postgresUrl) {
    const lease = await leaseEmbeddedDatabase();
    const db = openDatabase({ kind: "pglite", ...lease.target });
    return {
      db,
      connect: () => db,
      async close() {
        await db.destroy();
        lease.release();
      },
    };
  }
  const schema = await postgresSchema(postgresUrl);
  const opened: ServiceDb[] = [];
  const connect = () => {
    const db = openDatabase({ kind: "postgres", url: schema.url });
    opened.push(db);
    return db;
  };
  const db = connect();
  await migrate(db);
  return {
    db,
    connect,
    async close() {
      for (const each of opened) await each.destroy();
      await schema.drop();
    },
  };
}
