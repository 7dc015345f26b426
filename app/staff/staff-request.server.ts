import { data, type RouterContextProvider } from "react-router";
import { type MemberRequest, memberRequest, parseId } from "~/account/member.server";
import { readOrThrow } from "~/service-api/answers.server";
import { type StaffApi, staffApi } from "~/service-api/staff-calls.server";
import type { ApiResult } from "~/service-api/transport.server";
import { CONSOLE_NEEDS_OUR_SERVICE } from "./staff-messages";

/** The service decides again on every call: the console is never the only guard. */
export interface StaffRequest extends MemberRequest {
  staff: StaffApi;
}

export function staffRequest(
  context: Readonly<RouterContextProvider>,
  url: URL,
  pattern: string,
): StaffRequest {
  const member = memberRequest(context, url, pattern);
  return { ...member, staff: staffApi(member.api, member.access) };
}

/**
 * A backend without staff calls (Django) 404s a list: the console says it needs our service (501).
 */
export function readStaff<T>(
  result: ApiResult<T>,
  context: Readonly<RouterContextProvider>,
  url: URL,
  kind: "list" | "record" = "list",
): T {
  if (result.kind === "rejected" && result.status === 404 && kind === "list") {
    throw data({ message: CONSOLE_NEEDS_OUR_SERVICE }, { status: 501 });
  }
  return readOrThrow(result, context, url);
}

export function pageParam(url: URL): number {
  const raw = url.searchParams.get("page");
  if (raw === null || raw === "") return 1;
  const page = parseId(raw);
  if (page === null || page > 100_000) throw data(null, { status: 404 });
  return page;
}
