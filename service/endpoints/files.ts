import { sql } from "kysely";
import { DOWNLOAD_PREFIX } from "#contract/staff.ts";
import { authenticate } from "../auth/authenticate.ts";
import type { ServiceContext } from "../context.ts";
import { ApiError, fail } from "../http/responses.ts";
import type { Handler } from "../http/router.ts";

const NOT_YOURS = "This file belongs to a course you have not bought.";

function fileResponse(bytes: Uint8Array, headers: Record<string, string>): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: { "X-Content-Type-Options": "nosniff", ...headers },
  });
}

/**
 * GET media/:file (ours): an uploaded picture. Public, like the pages that
 * show it; its name never changes meaning, so browsers may keep it forever.
 */
export const getMedia: Handler<ServiceContext> = async (_request, context, params) => {
  const key = params.file ?? "";
  const bytes = key.endsWith(".webp") ? await context.files.read(key) : null;
  if (!bytes) throw fail.notFound();
  return fileResponse(bytes, {
    "Content-Type": "image/webp",
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Security-Policy": "default-src 'none'",
  });
};

/**
 * GET api/resources/:file (ours, bearer): a course's document, for the
 * members who bought a course that lists it (and for staff). Everyone else:
 * 403 with words; a file no course lists: 404.
 */
export const getResource: Handler<ServiceContext> = async (request, context, params) => {
  const user = await authenticate(request, context);
  const key = params.file ?? "";
  if (!key.endsWith(".pdf")) throw fail.notFound();
  const listed = JSON.stringify([{ url: `${DOWNLOAD_PREFIX}${key}` }]);
  const course = await context.db
    .selectFrom("pmt_services")
    .select(["id", "resources"])
    .where((eb) => eb("resources", "@>", sql<never>`${listed}::jsonb`))
    .executeTakeFirst();
  if (!course) throw fail.notFound();
  if (user.role === "member") {
    const owned = await context.db
      .selectFrom("purchased_services")
      .innerJoin("pmt_services", "pmt_services.id", "purchased_services.service_id")
      .select("purchased_services.id")
      .where("purchased_services.user_id", "=", user.id)
      .where((eb) => eb("pmt_services.resources", "@>", sql<never>`${listed}::jsonb`))
      .executeTakeFirst();
    if (!owned) throw new ApiError(403, { detail: NOT_YOURS });
  }
  const bytes = await context.files.read(key);
  if (!bytes) throw fail.notFound();
  const title =
    course.resources.find((resource) => resource.url === `${DOWNLOAD_PREFIX}${key}`)?.title ??
    "course-notes";
  const filename = `${
    title
      .replace(/[^\w .-]+/g, "")
      .trim()
      .slice(0, 80) || "course-notes"
  }.pdf`;
  return fileResponse(bytes, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "private, no-store",
  });
};
