import { sameSitePath } from "#contract/same-site-path.ts";

/** A return address: a path of this site (sameSitePath), or the home page. */
export function safeReturnPath(value: unknown): string {
  return sameSitePath(value) ?? "/";
}
