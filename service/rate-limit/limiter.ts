import type { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { describeFailure, RETRY_AFTER_SECONDS } from "../http/dependency-down.ts";
import { fail } from "../http/responses.ts";

/** Every limit the service enforces, in one place. */
export const POLICIES = {
  /**
   * jwt/create (OWASP's authentication cheat sheet): failures are counted per
   * account and address pair (slowed, then refused for that pair only, so
   * nobody elsewhere can lock the owner out), per address across accounts
   * (stops spraying), and per account from everywhere (only ever slows).
   */
  loginFailuresPerAccountAndAddress: { points: 10, duration: 15 * 60 },
  loginFailuresPerAddress: { points: 30, duration: 15 * 60 },
  loginFailuresPerAccount: { points: 1_000_000, duration: 15 * 60 },
  /** request-otp: codes per account (or per unknown identifier, so both answer alike). */
  otpRequestsPerAccount: { points: 3, duration: 60 * 60 },
  otpRequestsPerAddress: { points: 10, duration: 60 * 60 },
  otpVerifyPerAddress: { points: 20, duration: 60 * 60 },
  registerPerAddress: { points: 5, duration: 60 * 60 },
  enquiryPerAddress: { points: 5, duration: 10 * 60 },
  /** npm run ops through the server: a person at a terminal, not a script gone wrong. */
  opsCommandsPerAddress: { points: 60, duration: 60 },
  /** Staff calls per staff member: a person at work in the console, not a script scraping it. */
  adminCallsPerUser: { points: 600, duration: 60 },
} as const;

export type PolicyName = keyof typeof POLICIES;

/**
 * The limits that stand between a guesser and an account: while their store
 * (Redis) cannot count, these attempts are refused (503, try again) rather
 * than let through uncounted. Every other limit lets its request through with
 * a log line: an enquiry or a staff page is worth more than its count.
 */
export const FAIL_CLOSED: ReadonlySet<PolicyName> = new Set([
  "loginFailuresPerAccountAndAddress",
  "loginFailuresPerAddress",
  "loginFailuresPerAccount",
  "otpRequestsPerAccount",
  "otpRequestsPerAddress",
  "otpVerifyPerAddress",
]);

export interface Limiter {
  /** Counts one hit; over the limit it throws the 429. */
  hit(policy: PolicyName, key: string): Promise<void>;
  /** Throws the 429 if the key is already over the limit, without counting. */
  check(policy: PolicyName, key: string): Promise<void>;
  /** Forgets the key (a successful sign-in clears its failures). */
  reset(policy: PolicyName, key: string): Promise<void>;
  /** How many hits the key has in its current window. */
  count(policy: PolicyName, key: string): Promise<number>;
}

const seconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** In memory by default; on Redis when the service runs on several machines. */
export function createLimiter(redis?: Redis): Limiter {
  const limiters = new Map<PolicyName, RateLimiterAbstract>();
  const limiter = (policy: PolicyName) => {
    let existing = limiters.get(policy);
    if (!existing) {
      const options = { ...POLICIES[policy], keyPrefix: `portal:${policy}` };
      existing = redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: redis,
            useRedisPackage: false,
            // Redis away: answer at once rather than wait for it to come back.
            rejectIfRedisNotReady: true,
          })
        : new RateLimiterMemory(options);
      limiters.set(policy, existing);
    }
    return existing;
  };

  // The store did not answer (a RateLimiterRes is an answer: over the limit).
  function storeFailed(policy: PolicyName, error: unknown): void {
    console.error(
      `Rate limit ${policy} could not be counted (${FAIL_CLOSED.has(policy) ? "refused" : "let through"}): ${describeFailure(error)}`,
    );
    if (FAIL_CLOSED.has(policy)) throw fail.unavailable(RETRY_AFTER_SECONDS);
  }

  return {
    async hit(policy, key) {
      try {
        await limiter(policy).consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw fail.throttled(seconds(error));
        storeFailed(policy, error);
      }
    },
    async check(policy, key) {
      let res: RateLimiterRes | null;
      try {
        res = await limiter(policy).get(key);
      } catch (error) {
        return storeFailed(policy, error);
      }
      if (res && res.consumedPoints >= POLICIES[policy].points) throw fail.throttled(seconds(res));
    },
    async reset(policy, key) {
      // A store that cannot forget cannot count either (Redis taking reads but not writes): a
      // sign-in that would clear its failures is refused like a failure that cannot be counted,
      // so a right password and a wrong one answer alike.
      try {
        await limiter(policy).delete(key);
      } catch (error) {
        storeFailed(policy, error);
      }
    },
    async count(policy, key) {
      try {
        return (await limiter(policy).get(key))?.consumedPoints ?? 0;
      } catch (error) {
        storeFailed(policy, error);
        return 0;
      }
    },
  };
}
