/** A dependency away for a moment answers 503, not 500; matched by words as drivers share no class. */

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

/** Not 08P01 (protocol violation) nor 57014 (statement timeout): faults of ours stay 500s. */
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
  return isDependencyDown(error.cause, depth + 1);
}

/** About as long as a failover or a restart takes. */
export const RETRY_AFTER_SECONDS = 30;

export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const own = `${error.message}${typeof code === "string" ? ` (${code})` : ""}`;
  return error.cause instanceof Error && error.cause.message !== error.message
    ? `${own}: ${describeFailure(error.cause)}`
    : own;
}
