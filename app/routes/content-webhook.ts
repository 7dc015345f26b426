import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { LRUCache } from "lru-cache";
import { data } from "react-router";
import { readBodyWithin } from "#contract/body-reader.ts";
import { WEBHOOK_BODY_LIMIT } from "#contract/limits.ts";
import { content, contentSettings, purgeContent } from "~/content/content.server";
import { publishedId, publishTags, REFERRERS_QUERY } from "~/content/content-tags";
import type { Route } from "./+types/content-webhook";

/** Sanity's publish webhooks send a document projection; its `_id` and `_type` say what changed. */
const MAX_BODY_BYTES = WEBHOOK_BODY_LIMIT;

/** A signed call is taken within this long of its timestamp (either way: clocks drift), once. */
export const WEBHOOK_WINDOW_MS = 5 * 60 * 1000;

/**
 * Signatures already taken, for as long as their timestamp is in the window. Per process: a replay
 * to another instance within those 5 minutes could purge its cache once more, which costs a re-read
 * and nothing else.
 */
const seen = new LRUCache<string, true>({ max: 10_000, ttl: 2 * WEBHOOK_WINDOW_MS });

/** The signature's timestamp (milliseconds) when it is well-formed, else null. */
function signedAt(signature: string): number | null {
  try {
    return decodeSignatureHeader(signature).timestamp;
  } catch {
    return null;
  }
}

export function loader() {
  throw data("Send a POST from Sanity's publish webhook.", {
    status: 405,
    headers: { Allow: "POST" },
  });
}

/** The document a webhook's body names, when it names one. */
function documentOf(body: string): { _id: string; _type: string } | null {
  try {
    const parsed = JSON.parse(body) as { _id?: unknown; _type?: unknown } | null;
    return typeof parsed?._id === "string" && typeof parsed._type === "string"
      ? { _id: parsed._id, _type: parsed._type }
      : null;
  } catch {
    return null;
  }
}

/**
 * The tags of the pages a publish of `document` changes (content-tags.ts), read after this instance
 * has forgotten its content; undefined (every page) when they cannot be known.
 */
async function tagsOfPublish(
  context: Route.ActionArgs["context"],
  document: { _id: string; _type: string } | null,
): Promise<string[] | undefined> {
  if (!document) return undefined;
  const gateway = content(context);
  gateway.purge();
  try {
    const referrers = await gateway.fetch(
      REFERRERS_QUERY,
      { id: publishedId(document._id) },
      { cache: false },
    );
    return Array.isArray(referrers)
      ? publishTags(
          document,
          referrers.filter((id): id is string => typeof id === "string"),
        )
      : undefined;
  } catch (error) {
    console.warn("Content webhook: the documents referring to it could not be read", error);
    return undefined;
  }
}

/**
 * POST /webhooks/content, signed by Sanity with the shared secret (SANITY_WEBHOOK_SECRET): every
 * instance drops its cached content answers and the cached pages that show the published document
 * (every page when the body names no document), so the next request of each reads the new content.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    throw data("Only POST is accepted.", { status: 405, headers: { Allow: "POST" } });
  }
  const secret = contentSettings(context).webhookSecret;
  if (!secret) throw data("The content webhook is not enabled on this site.", { status: 404 });
  const bytes = await readBodyWithin(request, MAX_BODY_BYTES);
  if (bytes === "too-large") throw data("The request body is too large.", { status: 413 });
  const body = new TextDecoder().decode(bytes);
  const signature = request.headers.get(SIGNATURE_HEADER_NAME) ?? "";
  let valid = false;
  try {
    valid = signature !== "" && (await isValidSignature(body, signature, secret));
  } catch {
    valid = false;
  }
  if (!valid) throw data("The webhook signature is missing or wrong.", { status: 401 });
  const at = signedAt(signature);
  if (at === null || Math.abs(Date.now() - at) > WEBHOOK_WINDOW_MS) {
    throw data("The webhook is signed more than 5 minutes from now: send a fresh one.", {
      status: 401,
    });
  }
  if (seen.has(signature)) {
    throw data("This webhook was already received: a replay is not taken.", { status: 409 });
  }
  seen.set(signature, true);
  purgeContent(context, await tagsOfPublish(context, documentOf(body)));
  return Response.json({ purged: true });
}
