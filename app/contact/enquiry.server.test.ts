import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE } from "#contract/schemas.ts";
import {
  clientAddressContext,
  type ServiceTransport,
  serviceTransportContext,
} from "~/request-context";
import { realService } from "../../tests/pages/page-harness.ts";
import { enquiries } from "../../tests/pages/service-rows.ts";
import { enquiryView } from "../../tests/support/form-replies.ts";
import {
  answerJson,
  timedOut,
  unreachable,
  withFault,
} from "../../tests/support/service-faults.ts";
import { handleEnquiry, MAX_ENQUIRY_BYTES } from "./enquiry.server";
import { ENQUIRY_TOO_LARGE, ENQUIRY_UNAVAILABLE, ENQUIRY_UNREADABLE } from "./enquiry-messages";

/** The /contact action's logic on the real service. */

const service = realService("test");
/** The enquiries the site sent the service: the visitor's address it passed on with each. */
const sent: { clientAddress?: string }[] = [];
/** The service as this test's site reaches it, with the fault the test adds. */
let transport: ServiceTransport;
beforeEach(() => {
  sent.length = 0;
  const real = service.transport;
  transport = {
    fetch(path, init = {}) {
      if (path === "api/enquiry/") sent.push({ clientAddress: init.clientAddress });
      return real.fetch(path, init);
    },
  };
});

function context() {
  const provider = new RouterContextProvider();
  provider.set(serviceTransportContext, transport);
  provider.set(clientAddressContext, "203.0.113.9");
  return provider;
}

const VALID = {
  name: "  Asha Kulkarni ",
  email: "Asha@Example.com",
  phone: "+91 98200 41377",
  subject: "Pharma Edge for our team",
  message: "We are twelve sales people in Pune. Can we join together?",
  website: "",
};

const { website: _honeypot, ...TYPED } = VALID;

const post = (fields: Record<string, string>) =>
  new Request("http://site.test/contact", { method: "POST", body: new URLSearchParams(fields) });

const send = async (request: Request) => {
  const { status, answer } = await handleEnquiry(context(), request, "/contact");
  return { status, answer: enquiryView(answer) };
};

const rejectWith = (answer: () => Response) => {
  transport = withFault(transport, { method: "POST", path: "api/enquiry/" }, answer);
};

describe("a valid enquiry", () => {
  it("is sent to the service, trimmed, with the page and the visitor's address", async () => {
    const { status, answer } = await send(post(VALID));
    expect(status).toBe(200);
    expect(answer).toEqual({
      ok: true,
      message:
        "Thank you, Asha Kulkarni. Your enquiry has been sent; we will reply to asha@example.com.",
    });
    expect(await enquiries(service.db)).toMatchObject([
      { name: "Asha Kulkarni", email: "asha@example.com", page: "/contact" },
    ]);
    expect(sent[0]?.clientAddress).toBe("203.0.113.9");
  });

  it("with a filled honeypot gets the same answer, and the service keeps nothing", async () => {
    const { status, answer } = await send(post({ ...VALID, website: "https://spam.example" }));
    expect(status).toBe(200);
    expect(answer.ok).toBe(true);
    expect(sent).toHaveLength(1);
    expect(await enquiries(service.db)).toEqual([]);
  });

  it("the page is the site's own, never what was posted", async () => {
    await send(post({ ...VALID, page: "https://evil.example" }));
    expect(await enquiries(service.db)).toMatchObject([{ page: "/contact" }]);
  });
});

describe("checked before the service is called", () => {
  it("blank required fields: a message each, what was typed kept as typed", async () => {
    const typed = { name: "   ", email: "not an address", phone: "12", subject: "Hi", message: "" };
    const { status, answer } = await send(post(typed));
    expect(status).toBe(400);
    expect(answer).toEqual({
      ok: false,
      message: null,
      fieldErrors: {
        name: "This field may not be blank.",
        email: "Enter a valid email address.",
        phone: "Enter a valid phone number, for example +91 98200 41377.",
        message: "This field may not be blank.",
      },
      // An emptied field comes back empty (Conform keeps no empty strings).
      values: { name: "   ", email: "not an address", phone: "12", subject: "Hi" },
    });
    expect(sent).toHaveLength(0);
  });

  it("very long text: the length message, never a crash", async () => {
    const message = "ಕ".repeat(20_000);
    const { status, answer } = await send(post({ ...VALID, message, name: "x".repeat(151) }));
    expect(status).toBe(400);
    expect(answer).toMatchObject({
      ok: false,
      fieldErrors: {
        name: "Ensure this field has no more than 150 characters.",
        message: "Ensure this field has no more than 5000 characters.",
      },
      values: { message },
    });
    expect(sent).toHaveLength(0);
  });

  it("control characters: a message on the field that has them", async () => {
    const { status, answer } = await send(
      post({
        ...VALID,
        name: "Asha\u0000",
        subject: "Hi\u001b[31m",
        message: "Tabs\tand\nnewlines are fine",
      }),
    );
    expect(status).toBe(400);
    expect(answer).toMatchObject({
      fieldErrors: { name: CONTROL_CHARACTERS_MESSAGE, subject: CONTROL_CHARACTERS_MESSAGE },
    });
    if (answer.ok) throw new Error("expected a refusal");
    expect(Object.keys(answer.fieldErrors)).toEqual(["name", "subject"]);
  });

  it("nothing posted at all, or a file where text belongs: field messages", async () => {
    const empty = await send(new Request("http://site.test/contact", { method: "POST" }));
    expect(empty.status).toBe(400);
    // DRF's words for a field that is missing altogether.
    expect(empty.answer).toMatchObject({
      fieldErrors: { name: "This field is required.", email: "This field is required." },
    });

    const form = new FormData();
    for (const [key, value] of Object.entries(VALID)) form.set(key, value);
    form.set("name", new File(["<script>"], "name.html", { type: "text/html" }));
    const multipart = await send(
      new Request("http://site.test/contact", { method: "POST", body: form }),
    );
    expect(multipart.status).toBe(400);
    expect(multipart.answer).toMatchObject({
      // DRF's words for a value that is not text; the file is not sent back.
      fieldErrors: { name: "Not a valid string." },
      values: { email: VALID.email },
    });
    expect(sent).toHaveLength(0);
  });

  it("a body that is not a form: a 400 with a message, not a crash", async () => {
    const { status, answer } = await send(
      new Request("http://site.test/contact", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=nothing-here" },
        body: "--garbage",
      }),
    );
    expect(status).toBe(400);
    expect(answer).toMatchObject({ ok: false, message: ENQUIRY_UNREADABLE });
  });

  it("a body over the limit: 413, whether declared or streamed", async () => {
    const huge = "x".repeat(MAX_ENQUIRY_BYTES + 1);
    const streamed = await send(post({ ...VALID, message: huge }));
    expect(streamed).toMatchObject({ status: 413, answer: { message: ENQUIRY_TOO_LARGE } });

    const declared = await send(
      new Request("http://site.test/contact", {
        method: "POST",
        headers: { "content-length": String(10 * 1024 * 1024) },
        body: new URLSearchParams(VALID),
      }),
    );
    expect(declared.status).toBe(413);
    expect(sent).toHaveLength(0);
  });
});

describe("the service's answer", () => {
  it("DRF field errors go next to their fields; the rest is the form's message", async () => {
    rejectWith(() =>
      answerJson(
        {
          email: ["Enter a valid email address."],
          page: ["Ensure this field has no more than 500 characters."],
          non_field_errors: ["Enquiries from this domain are not accepted."],
        },
        400,
      ),
    );
    const { status, answer } = await send(post(VALID));
    expect(status).toBe(400);
    expect(answer).toEqual({
      ok: false,
      // A field the form does not show is named in the form's message.
      message:
        "Page: Ensure this field has no more than 500 characters. Enquiries from this domain are not accepted.",
      fieldErrors: { email: "Enter a valid email address." },
      values: TYPED,
    });
  });

  it("a 400 without DRF's shape: a general message", async () => {
    rejectWith(() => new Response("Bad Request", { status: 400 }));
    const { status, answer } = await send(post(VALID));
    expect(status).toBe(400);
    expect(answer).toMatchObject({
      ok: false,
      message: "We could not send your enquiry. Please check what you typed and try again.",
      fieldErrors: {},
    });
  });

  it("429: too many enquiries, try again later; nothing typed is lost", async () => {
    rejectWith(() =>
      answerJson({ detail: "Request was throttled. Expected available in 540 seconds." }, 429, {
        "retry-after": "540",
      }),
    );
    const { status, answer } = await send(post(VALID));
    expect(status).toBe(429);
    expect(answer).toMatchObject({
      ok: false,
      message:
        "Too many enquiries have been sent from your connection in a short time. Please try again in 9 minutes; what you typed is still here.",
      fieldErrors: {},
      values: { name: VALID.name, message: VALID.message },
    });
  });

  it.each([
    ["down", unreachable],
    ["failing", () => answerJson({ detail: "boom" }, 502)],
    ["too slow", timedOut],
    ["misconfigured (404)", () => answerJson({ detail: "Not found." }, 404)],
  ])("service %s: a 503 with the unavailable message, what was typed kept", async (name, reply) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    rejectWith(reply);
    const { status, answer } = await send(post(VALID));
    expect(status).toBe(503);
    // Only a refusal that is not the visitor's doing is worth an operator's look.
    expect(logged).toHaveBeenCalledTimes(name.startsWith("misconfigured") ? 1 : 0);
    expect(answer).toMatchObject({
      ok: false,
      message: ENQUIRY_UNAVAILABLE,
      values: { email: VALID.email, message: VALID.message },
    });
  });
});
