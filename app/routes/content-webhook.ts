import { isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { data } from "react-router";
import { content, contentSettings } from "~/content/content.server";
import { readBoundedBody } from "~/lib/bounded-body.server";
import type { Route } from "./+types/content-webhook";

/** Sanity's publish webhooks send a document projection; we only need to know something changed. */
const MAX_BODY_BYTES = 256 * 1024;

export function loader() {
  throw data("Send a POST from Sanity's publish webhook.", {
    status: 405,
    headers: { Allow: "POST" },
  });
}

/**
 * POST /webhooks/content, signed by Sanity with the shared secret
 * (SANITY_WEBHOOK_SECRET): drops every cached content answer, so the next
 * request of each page reads the newly published content.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    throw data("Only POST is accepted.", { status: 405, headers: { Allow: "POST" } });
  }
  const secret = contentSettings(context).webhookSecret;
  if (!secret) throw data("The content webhook is not enabled on this site.", { status: 404 });
  const bytes = await readBoundedBody(request, MAX_BODY_BYTES);
  if (bytes === "too-large") throw data("The request body is too large.", { status: 413 });
  const body = bytes.toString("utf8");
  const signature = request.headers.get(SIGNATURE_HEADER_NAME) ?? "";
  let valid = false;
  try {
    valid = signature !== "" && (await isValidSignature(body, signature, secret));
  } catch {
    valid = false;
  }
  if (!valid) throw data("The webhook signature is missing or wrong.", { status: 401 });
  content(context).purge();
  return Response.json({ purged: true });
}
