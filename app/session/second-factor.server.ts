import { redirect } from "react-router";
import { sameSitePath } from "#contract/same-site-path.ts";
import { SECOND_FACTOR_CODES, type SecondFactorCode } from "#contract/second-factor.ts";
import { routePath } from "~/route-table";

/** The code page: a staff sign-in's second step, and the step-up before harm (decision 0060). */
const SECOND_FACTOR_PATH = routePath("second-factor");

const CODES = new Set<string>(Object.values(SECOND_FACTOR_CODES));

/** The code page, coming back to `next` (a path of this site) afterwards. */
export function secondFactorPath(next: string, why?: "step-up"): string {
  const query = new URLSearchParams({ next: sameSitePath(next) ?? "/staff" });
  if (why) query.set("why", why);
  return `${SECOND_FACTOR_PATH}?${query}`;
}

/**
 * Whether this session's sign-in proved a second factor: the access token's `mfa` claim, read,
 * not trusted (the service checks it on every staff call). It only spares a page that would fail.
 */
export function provedSecondFactor(access: string | undefined): boolean {
  if (!access) return false;
  try {
    const payload = JSON.parse(Buffer.from(access.split(".")[1] ?? "", "base64url").toString());
    return typeof payload?.mfa === "number" && payload.mfa > 0;
  } catch {
    return false;
  }
}

/** The service asked for a code (first, or again before harm): the code page, then back. */
export function throwIfCodeAsked(data: unknown, url: URL): void {
  const code = (data as { code?: unknown } | null)?.code;
  if (typeof code !== "string" || !CODES.has(code)) return;
  const here = `${url.pathname}${url.search}`;
  throw redirect(
    secondFactorPath(
      here,
      (code as SecondFactorCode) === SECOND_FACTOR_CODES.stepUp ? "step-up" : undefined,
    ),
  );
}
