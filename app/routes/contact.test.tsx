// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import {
  createRoutesStub,
  RouterContextProvider,
  type UNSAFE_DataWithResponseInit,
} from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContactDetails } from "~/contact/contact-details";
import type { EnquiryAnswer } from "~/contact/enquiry-answer";
import { ENQUIRY_UNAVAILABLE } from "~/contact/enquiry-messages";
import {
  clientAddressContext,
  type ServiceTransport,
  serviceTransportContext,
} from "~/request-context";
import { realService } from "../../tests/pages/page-harness.ts";
import { enquiries } from "../../tests/pages/service-rows.ts";
import { enquiryView } from "../../tests/support/form-replies.ts";
import { answerJson, unreachable, withFault } from "../../tests/support/service-faults.ts";
import Contact, { action, loader, meta } from "./contact";

/** The /contact route module: its loader, its action and its page, on the real service. */

const service = realService("test");
/** The service as this test's site reaches it, with the faults the test adds. */
let transport: ServiceTransport;
beforeEach(() => {
  transport = service.transport;
});
afterEach(cleanup);
const ENQUIRY = { method: "POST", path: "api/enquiry/" };

function context() {
  const provider = new RouterContextProvider();
  provider.set(serviceTransportContext, transport);
  provider.set(clientAddressContext, "198.51.100.20");
  return provider;
}

/** The action as a browser without JavaScript calls it: a plain url-encoded POST. */
async function postForm(fields: Record<string, string>) {
  const request = new Request("http://site.test/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const result = (await action({
    request,
    context: context(),
    params: {},
    url: new URL(request.url),
    pattern: "/contact",
  } as Parameters<typeof action>[0])) as UNSAFE_DataWithResponseInit<EnquiryAnswer>;
  return { status: result.init?.status, answer: enquiryView(result.data) };
}

const VALID = {
  name: "Ravi Deshpande",
  email: "ravi@example.com",
  phone: "",
  subject: "",
  message: "Do you run the career guidance sessions in Marathi?",
  website: "",
};

function renderPage(path = "/contact") {
  const Stub = createRoutesStub(
    [
      {
        id: "contact",
        path: "/contact",
        loader,
        action,
        Component: Contact,
        HydrateFallback: () => null,
      },
    ],
    context(),
  );
  return render(<Stub initialEntries={[path]} />);
}

describe("the page", () => {
  it("has its title and the company's details as working links; no invented opening hours", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Contact Us" })).toBeTruthy();
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(breadcrumb).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");

    const details = screen.getByRole("region", { name: "Get in touch" });
    expect(within(details).getByText(/Baner Road, Pune 411045/)).toBeTruthy();
    const href = (name: RegExp) => within(details).getByRole("link", { name }).getAttribute("href");
    expect(href(/^\+91 98200 41377$/)).toBe("tel:+919820041377");
    expect(href(/on WhatsApp/)).toBe("https://wa.me/919820041377");
    expect(href(/hello@aarogyabharat\.in/)).toBe("mailto:hello@aarogyabharat.in");
    expect(document.body.textContent).not.toMatch(/opening hours|open from|Mon(day)?\s*[-–]/i);
    expect(screen.getByRole("region", { name: "Send us an enquiry" })).toBeTruthy();
  });

  it("says so when the details cannot be loaded, and keeps the form", () => {
    render(<ContactDetails contact={null} />);
    expect(document.body.textContent).toMatch(/could not be loaded just now/);
  });

  it("has its title, canonical address, and Organization and breadcrumb JSON-LD", async () => {
    const url = new URL("http://site.test/contact?utm_source=mail");
    const loaderData = await loader({
      context: context(),
      url,
      request: new Request(url),
      params: {},
      pattern: "/contact",
    } as Parameters<typeof loader>[0]);
    const tags = meta({ loaderData } as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ title: "Contact Us | Aarogya Bharat Collective" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "http://site.test/contact",
    });
    const jsonLd = JSON.stringify(tags);
    expect(jsonLd).toMatch(/"@type":"Organization".*"telephone":"\+91 98200 41377"/);
    expect(jsonLd).toContain('"@type":"BreadcrumbList"');
  });

  it("fills in the Subject a link asked for (?subject=), trimmed, and ignores anything else", async () => {
    renderPage("/contact?subject=%20Access%20to%20RepHub%20");
    const form = await screen.findByRole("region", { name: "Send us an enquiry" });
    expect((within(form).getByRole("textbox", { name: /Subject/ }) as HTMLInputElement).value).toBe(
      "Access to RepHub",
    );

    const subjectOf = async (query: string) => {
      const url = new URL(`http://site.test/contact?${query}`);
      const loaderData = await loader({
        context: context(),
        url,
        request: new Request(url),
        params: {},
        pattern: "/contact",
      } as Parameters<typeof loader>[0]);
      return loaderData.subject;
    };
    expect(await subjectOf(`subject=${"s".repeat(200)}`)).toBe("s".repeat(200));
    expect(await subjectOf(`subject=${"s".repeat(201)}`)).toBe("");
    expect(await subjectOf("subject=Scholarship%00%07")).toBe("");
    expect(await subjectOf("subject=%20%20")).toBe("");
    expect(await subjectOf("other=1")).toBe("");
  });

  it("sends an enquiry through its action and confirms it", async () => {
    renderPage();
    await screen.findByRole("heading", { level: 1, name: "Contact Us" });
    const form = screen.getByRole("region", { name: "Send us an enquiry" });
    fireEvent.input(within(form).getByRole("textbox", { name: "Your name" }), {
      target: { value: VALID.name },
    });
    fireEvent.input(within(form).getByRole("textbox", { name: "E-mail address" }), {
      target: { value: VALID.email },
    });
    fireEvent.input(within(form).getByRole("textbox", { name: "Your message" }), {
      target: { value: VALID.message },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Send enquiry" }));
    expect((await screen.findByRole("status")).textContent).toContain(
      "Thank you, Ravi Deshpande. Your enquiry has been sent; we will reply to ravi@example.com.",
    );
    expect(await enquiries(service.db)).toMatchObject([{ name: VALID.name, page: "/contact" }]);
  });
});

describe("the action, posted without JavaScript", () => {
  it("a valid enquiry: 200 and the confirmation", async () => {
    const { status, answer } = await postForm(VALID);
    expect(status).toBe(200);
    expect(answer.ok).toBe(true);
    expect(await enquiries(service.db)).toHaveLength(1);
  });

  it("hostile input: 400 with field messages, never a crash, nothing sent", async () => {
    const { status, answer } = await postForm({
      name: "\u0000\u0001<script>alert(1)</script>",
      email: "ravi@example.com\r\nBcc: everyone@example.com",
      phone: "+91 ".repeat(40),
      subject: "s".repeat(10_000),
      message: "m".repeat(50_000),
      website: "",
    });
    expect(status).toBe(400);
    expect(answer).toMatchObject({
      ok: false,
      fieldErrors: {
        name: "Remove the control characters from this field.",
        email: "Enter a valid email address.",
        phone: "Ensure this field has no more than 20 characters.",
        subject: "Ensure this field has no more than 200 characters.",
        message: "Ensure this field has no more than 5000 characters.",
      },
    });
    if (answer.ok) throw new Error("expected a refusal");
    expect(answer.values.message).toHaveLength(50_000);
    expect(await enquiries(service.db)).toEqual([]);
  });

  it("the service's field errors come back beside the fields", async () => {
    transport = withFault(transport, ENQUIRY, () =>
      answerJson({ message: ["This message looks like spam."] }, 400),
    );
    const { status, answer } = await postForm(VALID);
    expect(status).toBe(400);
    expect(answer).toMatchObject({
      ok: false,
      message: null,
      fieldErrors: { message: "This message looks like spam." },
      values: { message: VALID.message },
    });
  });

  it("rate limited: 429, try again later, the text kept", async () => {
    transport = withFault(transport, ENQUIRY, () =>
      answerJson({ detail: "Request was throttled. Expected available in 30 seconds." }, 429, {
        "retry-after": "30",
      }),
    );
    const { status, answer } = await postForm(VALID);
    expect(status).toBe(429);
    expect(answer).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Too many enquiries.*try again in 30 seconds/),
      values: { name: VALID.name, message: VALID.message },
    });
  });

  it("service unavailable: 503 with a calm message, the text kept", async () => {
    transport = withFault(transport, ENQUIRY, unreachable);
    const { status, answer } = await postForm(VALID);
    expect(status).toBe(503);
    expect(answer).toMatchObject({
      ok: false,
      message: ENQUIRY_UNAVAILABLE,
      values: { email: VALID.email },
    });
  });
});
