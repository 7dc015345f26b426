import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE } from "#contract/schemas.ts";
import { clientAddressContext, serviceTransportContext } from "~/request-context";
import { remoteTransport } from "../../server/service-transport.ts";
import { createServiceHandlers, FAKE_SERVICE_URL } from "../../tests/msw/handlers.ts";
import { enquiryView } from "../../tests/support/form-replies.ts";
import { handleEnquiry, MAX_ENQUIRY_BYTES } from "./enquiry.server";
import { ENQUIRY_TOO_LARGE, ENQUIRY_UNAVAILABLE, ENQUIRY_UNREADABLE } from "./enquiry-messages";

/** The /contact action's logic against the msw fake of the service API. */

const server = setupServer();
let fake: ReturnType<typeof createServiceHandlers>["fake"];
const sent: Request[] = [];
server.events.on("request:start", ({ request }) => {
  if (request.url.endsWith("api/enquiry/")) sent.push(request.clone());
});

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
beforeEach(() => {
  const service = createServiceHandlers();
  fake = service.fake;
  sent.length = 0;
  server.resetHandlers(...service.handlers);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function context() {
  const provider = new RouterContextProvider();
  provider.set(serviceTransportContext, remoteTransport(FAKE_SERVICE_URL, 500));
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

const rejectWith = (answer: Parameters<typeof http.post>[1]) =>
  server.use(http.post(`${FAKE_SERVICE_URL}api/enquiry/`, answer));

describe("a valid enquiry", () => {
  it("is sent to the service, trimmed, with the page and the visitor's address", async () => {
    const { status, answer } = await send(post(VALID));
    expect(status).toBe(200);
    expect(answer).toEqual({
      ok: true,
      message:
        "Thank you, Asha Kulkarni. Your enquiry has been sent; we will reply to asha@example.com.",
    });
    expect(fake.state.enquiries).toMatchObject([
      { name: "Asha Kulkarni", email: "asha@example.com", page: "/contact" },
    ]);
    expect(sent[0]?.headers.get("x-forwarded-for")).toBe("203.0.113.9");
  });

  it("with a filled honeypot gets the same answer, and the service keeps nothing", async () => {
    const { status, answer } = await send(post({ ...VALID, website: "https://spam.example" }));
    expect(status).toBe(200);
    expect(answer.ok).toBe(true);
    expect(sent).toHaveLength(1);
    expect(fake.state.enquiries).toEqual([]);
  });

  it("the page is the site's own, never what was posted", async () => {
    await send(post({ ...VALID, page: "https://evil.example" }));
    expect(fake.state.enquiries).toMatchObject([{ page: "/contact" }]);
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
      HttpResponse.json(
        {
          email: ["Enter a valid email address."],
          page: ["Ensure this field has no more than 500 characters."],
          non_field_errors: ["Enquiries from this domain are not accepted."],
        },
        { status: 400 },
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
    rejectWith(() => HttpResponse.text("Bad Request", { status: 400 }));
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
      HttpResponse.json(
        { detail: "Request was throttled. Expected available in 540 seconds." },
        { status: 429, headers: { "retry-after": "540" } },
      ),
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
    ["down", () => HttpResponse.error()],
    ["failing", () => HttpResponse.json({ detail: "boom" }, { status: 502 })],
    [
      "too slow",
      async () => {
        await delay(2_000);
        return HttpResponse.json({}, { status: 201 });
      },
    ],
    ["misconfigured (404)", () => HttpResponse.json({ detail: "Not found." }, { status: 404 })],
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
