import { redirect } from "react-router";
import type { Access } from "~/route-table";
import { decideAccess } from "./access";
import { getShellUser, type ShellUser } from "./user.server";

/** Runs the access decision for a loader; throws the redirect when it is not "allow". */
export async function enforceAccess(
  request: Request,
  url: URL,
  access: Access,
): Promise<ShellUser | null> {
  if (access.kind === "public") return null;
  const user = await getShellUser(request);
  const decision = decideAccess(access, user, `${url.pathname}${url.search}`);
  if (decision.kind !== "allow") throw redirect(decision.to);
  return user;
}
