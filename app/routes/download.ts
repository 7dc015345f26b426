import { redirect } from "react-router";
import { memberRequest } from "~/account/member.server";
import { MODULE_HOMES } from "~/route-table";
import { notFound } from "~/service-api/answers.server";
import { throwServiceUnavailable } from "~/session/access.server";
import { currentSession } from "~/session/current-session.server";
import type { Route } from "./+types/download";

const NOT_YOURS = "This file belongs to a course you have not bought.";

/** A stored document's name, as the service makes them; anything else is the 404 page. */
const FILE = /^[a-z0-9][a-z0-9-]{0,99}\.pdf$/;

/**
 * /downloads/{file}: a purchased course's document. The site only passes the member's token on: the
 * service decides who owns the course (anyone else is sent to the courses with its words) and the
 * bytes come back as an attachment, never cached.
 */
export async function loader({ context, url, pattern, params }: Route.LoaderArgs) {
  const file = params.file ?? "";
  if (!FILE.test(file)) notFound();
  const { api, access, user } = memberRequest(context, url, pattern);
  const answer = await api.courseFile(access, file);
  if (!answer || answer.status >= 500) throwServiceUnavailable();
  if (answer.status === 404) notFound();
  if (answer.status === 403) {
    // Not theirs: back to the courses, where they can buy it, with the service's words.
    const words = (await answer.json().catch(() => null)) as { detail?: unknown } | null;
    currentSession(context).session.flash(
      "toast",
      typeof words?.detail === "string" ? words.detail : NOT_YOURS,
    );
    const courses = MODULE_HOMES.get("pro_pmt");
    throw redirect(courses && user.entitlements.includes("pro_pmt") ? courses.path : "/");
  }
  if (answer.status !== 200 || answer.headers.get("content-type") !== "application/pdf") {
    throwServiceUnavailable();
  }
  return new Response(answer.body, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": answer.headers.get("content-disposition") ?? "attachment",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
