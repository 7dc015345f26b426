import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { describe, expect, it } from "vitest";
import { DATASET, slugOf } from "../../tests/pages/dataset.ts";
import { runRoute } from "../../tests/pages/page-harness.ts";
import { loader as detailsLoader } from "./blog-details";
import { action as webhookAction, loader as webhookLoader } from "./content-webhook";
import { action as previewAction, loader as previewLoader } from "./preview";

const PREVIEW_SECRET = "preview-secret-".padEnd(40, "x");
const WEBHOOK_SECRET = "webhook-secret-".padEnd(40, "y");
const content = { previewSecret: PREVIEW_SECRET, webhookSecret: WEBHOOK_SECRET };

describe("/preview", () => {
  const preview = (query: string, cookie?: string) =>
    runRoute(previewLoader as never, {
      path: `/preview?${query}`,
      pattern: "/preview",
      content,
      init: cookie ? { headers: { cookie } } : undefined,
    });

  it("refuses a wrong secret with the form again and its words", async () => {
    for (const query of ["secret=nope", "secret="]) {
      const { data, response } = await preview(query);
      expect(response).toBeNull();
      expect(data).toMatchObject({
        init: { status: 401 },
        data: { error: expect.stringMatching(/preview secret is not right/) },
      });
    }
  });

  it("asks for the secret when the link carries none (the studio's Open preview)", async () => {
    const { data, response } = await preview("redirect=/about");
    expect(response).toBeNull();
    expect(data).toMatchObject({ data: { target: "/about", error: null } });
  });

  it("turns on from the form with the right secret only", async () => {
    const post = (secret: string) =>
      runRoute(previewAction as never, {
        path: "/preview",
        pattern: "/preview",
        content,
        init: { method: "POST", body: new URLSearchParams({ secret, redirect: "/csr" }) },
      });
    const wrong = await post("nope");
    expect(wrong.data).toMatchObject({ init: { status: 401 } });
    const right = await post(PREVIEW_SECRET);
    expect(right.response?.headers.get("location")).toBe("/csr");
    expect(right.response?.headers.get("set-cookie")).toMatch(/^portal_preview=/);
  });

  it("is off when the site has no preview secret", async () => {
    const { response } = await runRoute(previewLoader as never, {
      path: `/preview?secret=${PREVIEW_SECRET}`,
      pattern: "/preview",
    });
    expect(response?.status).toBe(404);
  });

  it("sets a signed httpOnly cookie and returns only to a path of this site", async () => {
    const { response } = await preview(
      `secret=${PREVIEW_SECRET}&redirect=${encodeURIComponent("//evil.example/x")}`,
    );
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/");
    expect(response?.headers.get("set-cookie")).toMatch(/^portal_preview=.+HttpOnly/i);
    expect(response?.headers.get("cache-control")).toBe("private, no-store");
  });

  it("shows drafts with the cookie, published content without it", async () => {
    const draft = DATASET.drafts.find((doc) =>
      DATASET.published.some(
        (published) => `drafts.${published._id}` === doc._id && doc._type === "post",
      ),
    );
    if (!draft) throw new Error("the dataset should hold a draft of a published post");
    const { response } = await preview(`secret=${PREVIEW_SECRET}&redirect=/blog-grid`);
    const cookie = (response?.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const request = (headers?: HeadersInit) =>
      runRoute<{ post: { title: string } }>(detailsLoader as never, {
        path: `/blog-details/${slugOf(draft)}`,
        pattern: "/blog-details/:id",
        params: { id: slugOf(draft) },
        content,
        init: headers ? { headers } : undefined,
      });
    expect((await request({ cookie })).data?.post.title).toBe(draft.title);
    expect((await request()).data?.post.title).not.toBe(draft.title);
    expect((await request({ cookie: `${cookie.split("=")[0]}=forged` })).data?.post.title).not.toBe(
      draft.title,
    );
  });

  it("turns off again with exit", async () => {
    const { response } = await preview("exit=1&redirect=/about");
    expect(response?.headers.get("location")).toBe("/about");
    expect(response?.headers.get("set-cookie")).toMatch(/Max-Age=0/);
  });
});

describe("POST /webhooks/content", () => {
  const post = async (body: string, signature?: string) =>
    runRoute(webhookAction as never, {
      path: "/webhooks/content",
      pattern: "/webhooks/content",
      content,
      init: {
        method: "POST",
        body,
        headers: {
          "content-type": "application/json",
          ...(signature ? { [SIGNATURE_HEADER_NAME]: signature } : {}),
        },
      },
    });

  it("purges the cache when Sanity's signature is right", async () => {
    const body = JSON.stringify({ _id: "post-1", _type: "post" });
    const signature = await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET);
    const { response } = await post(body, signature);
    expect(response?.status).toBe(200);
    expect(await response?.json()).toEqual({ purged: true });
  });

  it.each([
    ["no signature", undefined],
    ["a malformed signature", "not-a-signature"],
  ])("answers %s with 401", async (_name, signature) => {
    const { response } = await post("{}", signature);
    expect(response?.status).toBe(401);
  });

  it("answers a signature made with another secret with 401", async () => {
    const body = "{}";
    const signature = await encodeSignatureHeader(
      body,
      Date.now(),
      "another-secret".padEnd(40, "z"),
    );
    expect((await post(body, signature)).response?.status).toBe(401);
  });

  it("refuses a signed call replayed: once taken, or signed more than 5 minutes away", async () => {
    const body = JSON.stringify({ _id: "post-2", _type: "post" });
    const fresh = await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET);
    expect((await post(body, fresh)).response?.status).toBe(200);
    const again = (await post(body, fresh)).response;
    expect(again?.status).toBe(409);
    for (const offset of [-366 * 24 * 60 * 60 * 1000, -6 * 60 * 1000, 6 * 60 * 1000]) {
      const old = await encodeSignatureHeader(body, Date.now() + offset, WEBHOOK_SECRET);
      expect((await post(body, old)).response?.status, String(offset)).toBe(401);
    }
    const edge = await encodeSignatureHeader(body, Date.now() - 4 * 60 * 1000, WEBHOOK_SECRET);
    expect((await post(body, edge)).response?.status).toBe(200);
  });

  it("refuses GET with 405", async () => {
    const { response } = await runRoute(webhookLoader as never, {
      path: "/webhooks/content",
      pattern: "/webhooks/content",
      content,
    });
    expect(response?.status).toBe(405);
  });
});
