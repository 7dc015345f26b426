import {
  readSecondFactorConfirmed,
  readSecondFactorSetup,
  readSecondFactorState,
} from "#contract/second-factor.ts";
import { readTokens } from "#contract/wire.ts";
import type { Caller } from "./transport.server";

/** Ours (decision 0060): an authenticator app as a second factor, which staff must have. */
export function secondFactorCalls({ call }: Caller) {
  return {
    secondFactorState: (access: string) =>
      call("GET", "app/second-factor/", undefined, access, readSecondFactorState),
    startSecondFactor: (access: string) =>
      call("POST", "app/second-factor/setup/", {}, access, readSecondFactorSetup),
    confirmSecondFactor: (access: string, code: string) =>
      call("POST", "app/second-factor/confirm/", { code }, access, readSecondFactorConfirmed),
    verifySecondFactor: (access: string, code: string) =>
      call("POST", "app/second-factor/verify/", { code }, access, readTokens),
  };
}
