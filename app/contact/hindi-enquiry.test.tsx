// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet, RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DRF } from "#contract/messages.ts";
import { CONTROL_CHARACTERS_MESSAGE, EnquirySchema } from "#contract/schemas.ts";
import { contact as englishContact } from "~/i18n/catalogue/en/contact";
import { translatorFor } from "~/i18n/catalogue.server";
import { languageMiddleware } from "~/i18n/request-language.server";
import { shellLanguage } from "~/i18n/shell-language.server";
import {
  clientAddressContext,
  type ServiceTransport,
  serviceTransportContext,
} from "~/request-context";
import { realService } from "../../tests/pages/page-harness.ts";
import { enquiryView } from "../../tests/support/form-replies.ts";
import { answerJson, withFault } from "../../tests/support/service-faults.ts";
import { ContactDetails } from "./contact-details";
import { handleEnquiry } from "./enquiry.server";
import { EnquiryForm } from "./enquiry-form";
import { enquiryCheckMessage } from "./enquiry-messages";

/** The enquiry form and its action on a Hindi page (/hi/contact, issue #30). */

afterEach(cleanup);

describe("the contract's checks in the page's language", () => {
  it("in English they are the contract's own words, unchanged", () => {
    const t = translatorFor("en");
    const parsed = EnquirySchema.safeParse({
      name: "",
      email: "asha@",
      phone: "call me",
      subject: "Hi\u0007",
      message: "x".repeat(5001),
    });
    const messages = parsed.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.length).toBeGreaterThan(4);
    for (const message of [...messages, DRF.required, DRF.notString, CONTROL_CHARACTERS_MESSAGE]) {
      expect(enquiryCheckMessage(t, message)).toBe(message);
    }
  });

  it("in Hindi every one of them is said in Hindi; a message it does not know stays", () => {
    const t = translatorFor("hi");
    expect(enquiryCheckMessage(t, DRF.blank)).toBe("यह फ़ील्ड ख़ाली नहीं छोड़ी जा सकती।");
    expect(enquiryCheckMessage(t, DRF.maxLength(150))).toBe(
      "इस फ़ील्ड में 150 से ज़्यादा अक्षर नहीं हो सकते।",
    );
    expect(enquiryCheckMessage(t, englishContact["enquiry.error.phone"])).toMatch(/फ़ोन नंबर/);
    expect(enquiryCheckMessage(t, "Something else.")).toBe("Something else.");
  });
});

describe("the form on /hi/contact", () => {
  function renderHindiForm(action: () => unknown) {
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        loader: () => shellLanguage("hi"),
        HydrateFallback: () => null,
        Component: Outlet,
        children: [
          {
            path: "hi/contact",
            action,
            Component: () => (
              <>
                <ContactDetails contact={null} />
                <EnquiryForm action="/contact" />
              </>
            ),
          },
        ],
      },
    ]);
    render(<Stub initialEntries={["/hi/contact"]} />);
  }

  it("speaks Hindi, checks in Hindi, and posts to the Hindi page's action", async () => {
    const action = vi.fn(() => null);
    renderHindiForm(action);
    const send = await screen.findByRole("button", { name: "पूछताछ भेजें" });
    expect(send.closest("form")?.getAttribute("action")).toBe("/hi/contact");
    expect(screen.getByRole("textbox", { name: "आपका नाम" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /फ़ोन नंबर/ })).toBeTruthy();
    expect(document.body.textContent).toContain("(वैकल्पिक)");

    fireEvent.click(send);
    expect(await screen.findByRole("heading", { name: "कृपया नीचे लिखी बातें ठीक करके फिर से भेजें:" }));
    expect(screen.getByRole("link", { name: "आपका नाम: यह फ़ील्ड ख़ाली नहीं छोड़ी जा सकती।" }));
    expect(action).not.toHaveBeenCalled();

    const said = document.body.textContent ?? "";
    const english = Object.values(englishContact).filter((text) => !/[{]|WhatsApp/.test(text));
    expect(english.filter((text) => said.includes(text))).toEqual([]);
  });
});

describe("the action on /hi/contact", () => {
  const service = realService("test");
  /** The service as this test's site reaches it, with the fault the test adds. */
  let transport: ServiceTransport;
  beforeEach(() => {
    transport = service.transport;
  });

  /** The enquiry as the root's middleware hands it on: in the address's language. */
  async function sendFrom(path: string, fields: Record<string, string>) {
    const request = new Request(`http://site.test${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    const context = new RouterContextProvider();
    context.set(serviceTransportContext, transport);
    context.set(clientAddressContext, "203.0.113.9");
    let outcome: Awaited<ReturnType<typeof handleEnquiry>> | undefined;
    const url = new URL(request.url);
    await languageMiddleware({ request, url, context, params: {} } as never, async () => {
      outcome = await handleEnquiry(context, request, "/contact");
      return new Response(null);
    });
    if (!outcome) throw new Error("The middleware did not go on.");
    return { status: outcome.status, answer: enquiryView(outcome.answer) };
  }

  const VALID = { name: "Asha", email: "asha@example.com", message: "नमस्ते" };

  it("thanks in Hindi", async () => {
    const { status, answer } = await sendFrom("/hi/contact", VALID);
    expect(status).toBe(200);
    expect(answer.message).toBe(
      "धन्यवाद, Asha। आपकी पूछताछ भेज दी गई है; हम asha@example.com पर उत्तर देंगे।",
    );
  });

  it("says the rate limit in Hindi, and in English on the English page", async () => {
    transport = withFault(transport, { method: "POST", path: "api/enquiry/" }, () =>
      answerJson({ detail: "throttled" }, 429, { "retry-after": "540" }),
    );
    const hindi = await sendFrom("/hi/contact", VALID);
    expect(hindi.status).toBe(429);
    expect(hindi.answer.message).toContain("कृपया 9 मिनट बाद फिर से कोशिश करें");
    const english = await sendFrom("/contact", VALID);
    expect(english.answer.message).toContain("Please try again in 9 minutes;");
  });
});
