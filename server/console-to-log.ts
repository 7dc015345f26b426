/**
 * Every other line the server writes goes through the same log as the
 * request lines (decision 0039): the service's, the application's and the
 * libraries' `console` calls become log entries at their level, so a
 * deployment's collector reads one JSON object a line, LOG_LEVEL applies to
 * all of them, and a stack trace is one entry instead of twenty lines.
 */
import { format } from "node:util";
import type { Logger } from "pino";

type Level = "debug" | "info" | "warn" | "error";

const LEVELS: Record<"debug" | "log" | "info" | "warn" | "error", Level> = {
  debug: "debug",
  log: "info",
  info: "info",
  warn: "warn",
  error: "error",
};

/** Routes console.debug/log/info/warn/error to `logger`; returns a function that puts them back. */
export function routeConsoleToLog(logger: Logger): () => void {
  const saved = { ...console };
  for (const [method, level] of Object.entries(LEVELS) as [keyof typeof LEVELS, Level][]) {
    console[method] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const message = format(...args.map((arg) => (arg instanceof Error ? arg.message : arg)));
      if (error) logger[level]({ err: error }, message);
      else logger[level](message);
    };
  }
  return () => Object.assign(console, saved);
}
