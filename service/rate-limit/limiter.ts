import type { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { describeFailure, RETRY_AFTER_SECONDS } from "../http/dependency-down.ts";
import { fail } from "../http/responses.ts";

export const POLICIES = {
  /** OWASP: refusing per account and address pair only, so nobody can lock the owner out. */
  loginFailuresPerAccountAndAddress: { points: 10, duration: 15 * 60 },
  loginFailuresPerAddress: { points: 30, duration: 15 * 60 },
  loginFailuresPerAccount: { points: 1_000_000, duration: 15 * 60 },
  /** Also per unknown identifier, so both answer alike. */
  otpRequestsPerAccount: { points: 3, duration: 60 * 60 },
  otpRequestsPerAddress: { points: 10, duration: 60 * 60 },
  otpVerifyPerAddress: { points: 20, duration: 60 * 60 },
  registerPerAddress: { points: 5, duration: 60 * 60 },
  enquiryPerAddress: { points: 5, duration: 10 * 60 },
  opsCommandsPerAddress: { points: 60, duration: 60 },
  adminCallsPerUser: { points: 600, duration: 60 },
  /** Wrong second-factor codes, counted like passwords: refused per account and address only. */
  codeFailuresPerAccountAndAddress: { points: 5, duration: 15 * 60 },
  codeFailuresPerAddress: { points: 30, duration: 15 * 60 },
  codeFailuresPerAccount: { points: 1_000_000, duration: 15 * 60 },
  /** Each answer keeps a challenge for 5 minutes: this bounds the rows one address can make. */
  passkeyOptionsPerAddress: { points: 60, duration: 10 * 60 },
  /** Refused passkey answers (a stolen device's guesses need none; forged ones are counted). */
  passkeyFailuresPerAddress: { points: 30, duration: 15 * 60 },
} as const;

export type PolicyName = keyof typeof POLICIES;

/** Limits between a guesser and an account refuse (503) while Redis cannot count; others let through. */
export const FAIL_CLOSED: ReadonlySet<PolicyName> = new Set([
  "loginFailuresPerAccountAndAddress",
  "loginFailuresPerAddress",
  "loginFailuresPerAccount",
  "otpRequestsPerAccount",
  "otpRequestsPerAddress",
  "otpVerifyPerAddress",
  "codeFailuresPerAccountAndAddress",
  "codeFailuresPerAddress",
  "codeFailuresPerAccount",
  "passkeyFailuresPerAddress",
]);

export interface Limiter {
  hit(policy: PolicyName, key: string): Promise<void>;
  /** Throws the 429 without counting. */
  check(policy: PolicyName, key: string): Promise<void>;
  reset(policy: PolicyName, key: string): Promise<void>;
  count(policy: PolicyName, key: string): Promise<number>;
}

const seconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

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
      // Refused like an uncountable failure, so a right password and a wrong one answer alike.
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
