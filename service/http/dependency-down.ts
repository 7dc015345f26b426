/**
 * Whether an error means a dependency (PostgreSQL, Redis) is away for a
 * moment rather than a fault of ours: the request is answered 503 with words
 * and Retry-After, not 500. Matched by the codes and words the
 * drivers use (pg, pg-pool, ioredis, Node's sockets), since none of them
 * shares an error class for "not reachable".
 */

/** Node's socket errors: the peer refused, reset, or could not be reached. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's SQLSTATEs for a server that cannot serve now: the connection
 * refused, lost or failed (08000, 08001, 08003, 08004, 08006), shutting down
 * or restarting (57P01–57P03), too many connections (53300). Not 08P01 (a
 * protocol violation: a fault of ours) nor 57014 (a query cancelled: ours
 * too, by a statement timeout), which stay 500s and are looked at.
 */
const UNAVAILABLE_SQLSTATE = /^(0800[0-46]|57P0[1-3]|53300)$/;

const DRIVER_WORDS = [
  // pg and pg-pool
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
  // ioredis
  /Connection is closed/i,
  /Command timed out/i,
  /enableOfflineQueue options is false/i,
  /Reached the max retries per request limit/i,
  /Redis connection .* not ready/i,
];

export function isDependencyDown(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
    return true;
  if (error.name === "MaxRetriesPerRequestError") return true;
  if (DRIVER_WORDS.some((words) => words.test(error.message))) return true;
  // Kysely and others wrap the driver's error.
  return isDependencyDown(error.cause, depth + 1);
}

/** How long a person is told to wait: about as long as a failover or a restart takes. */
export const RETRY_AFTER_SECONDS = 30;

/** The error's own words and its cause's, for one log line. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const own = `${error.message}${typeof code === "string" ? ` (${code})` : ""}`;
  return error.cause instanceof Error && error.cause.message !== error.message
    ? `${own}: ${describeFailure(error.cause)}`
    : own;
}
