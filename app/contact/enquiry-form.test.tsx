// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { type ActionFunctionArgs, createRoutesStub, data } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refusalReply } from "../../tests/support/form-replies.ts";
import type { EnquiryAnswer } from "./enquiry-answer";
import { EnquiryForm } from "./enquiry-form";

/** The enquiry form in the browser: the shared schema before sending, and the answers shown. */

type Action = (args: ActionFunctionArgs) => unknown;

function formStub(action: Action) {
  return createRoutesStub([
    {
      id: "contact",
      path: "/contact",
      action,
      Component: ({ actionData }: { actionData?: EnquiryAnswer }) => (
        <EnquiryForm answer={actionData} action="/contact" />
      ),
    },
  ]);
}

function renderForm(action: Action, answer?: EnquiryAnswer) {
  const Stub = formStub(action);
  return render(
    <Stub
      initialEntries={["/contact"]}
      hydrationData={answer ? { actionData: { contact: answer } } : undefined}
    />,
  );
}

const field = (label: string | RegExp) => screen.getByRole("textbox", { name: label });
const type = (label: string | RegExp, value: string) =>
  fireEvent.input(field(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole("button", { name: /Send enquiry/ }));

function errorOf(element: HTMLElement): string | null {
  const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((node) => node?.matches(".field__error"));
  return error?.textContent ?? null;
}

function fillValid() {
  type("Your name", "Asha Kulkarni");
  type("E-mail address", "asha@example.com");
  type(/Phone number/, "+91 98200 41377");
  type("Your message", "Can twelve of us join Pharma Edge together?");
}

afterEach(cleanup);

const refusal = (...args: Parameters<typeof refusalReply>): EnquiryAnswer => ({
  reply: refusalReply(...args),
  sent: null,
});

describe("checked in the browser with the shared schema", () => {
  it("an empty form is not sent: messages beside the fields, focus on the first", async () => {
    const action = vi.fn();
    renderForm(action);
    send();

    expect(errorOf(field("Your name"))).toBe("This field may not be blank.");
    expect(errorOf(field("E-mail address"))).toBe("This field may not be blank.");
    expect(errorOf(field("Your message"))).toBe("This field may not be blank.");
    expect(errorOf(field(/Phone number/))).toBeNull();
    expect(field("Your name").getAttribute("aria-invalid")).toBe("true");
    expect(field(/Phone number/).hasAttribute("aria-invalid")).toBe(false);
    expect(document.activeElement).toBe(field("Your name"));

    // The summary lists them and leads to each field.
    const summary = screen.getByRole("heading", { name: /Please correct the following/ })
      .parentElement as HTMLElement;
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Your name: This field may not be blank.",
      "E-mail address: This field may not be blank.",
      "Your message: This field may not be blank.",
    ]);
    fireEvent.click(links[1] as HTMLElement);
    expect(document.activeElement).toBe(field("E-mail address"));
    expect(action).not.toHaveBeenCalled();
  });

  it("focus goes to the first invalid field in the form's order", () => {
    renderForm(vi.fn());
    type("Your name", "Asha");
    type("E-mail address", "asha@example.com");
    type(/Phone number/, "call me");
    send();
    expect(document.activeElement).toBe(field(/Phone number/));
    expect(errorOf(field(/Phone number/))).toBe(
      "Enter a valid phone number, for example +91 98200 41377.",
    );
  });

  it("fields are checked as they change only after a first attempt; leaving one moves nothing", () => {
    renderForm(vi.fn());
    type("E-mail address", "asha@");
    fireEvent.focusOut(field("E-mail address"));
    expect(errorOf(field("E-mail address"))).toBeNull();

    send();
    expect(errorOf(field("E-mail address"))).toBe("Enter a valid email address.");
    type("E-mail address", "asha@example.com");
    expect(errorOf(field("E-mail address"))).toBeNull();
    // Leaving a field changes no message: a message vanishing on blur would move the button.
    type("E-mail address", "asha@");
    expect(errorOf(field("E-mail address"))).toBe("Enter a valid email address.");
    fireEvent.focusOut(field("E-mail address"));
    expect(errorOf(field("E-mail address"))).toBe("Enter a valid email address.");
    // Other fields keep their messages until they change or the form is sent.
    expect(errorOf(field("Your name"))).toBe("This field may not be blank.");
    type("Your message", "x".repeat(5001));
    expect(errorOf(field("Your message"))).toBe(
      "Ensure this field has no more than 5000 characters.",
    );
  });

  it("control characters are refused before sending", () => {
    const action = vi.fn();
    renderForm(action);
    fillValid();
    type(/Subject/, "Hello\u0007");
    send();
    expect(errorOf(field(/Subject/))).toBe("Remove the control characters from this field.");
    expect(action).not.toHaveBeenCalled();
  });
});

describe("sending", () => {
  it("a valid form is posted once, shows progress, and cannot be sent twice", async () => {
    let finish: (answer: EnquiryAnswer) => void = () => {};
    const posted: Record<string, string>[] = [];
    const action = vi.fn(async ({ request }: ActionFunctionArgs) => {
      posted.push(Object.fromEntries(await request.formData()) as Record<string, string>);
      return new Promise<EnquiryAnswer>((resolve) => {
        finish = resolve;
      });
    });
    renderForm(action);
    fillValid();
    send();

    const button = await screen.findByRole("button", { name: "Sending your enquiry…" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(button);
    fireEvent.submit(button.closest("form") as HTMLFormElement);
    expect(action).toHaveBeenCalledTimes(1);
    expect(posted[0]).toMatchObject({
      name: "Asha Kulkarni",
      email: "asha@example.com",
      website: "",
    });

    await act(async () =>
      finish({ reply: { initialValue: null }, sent: "Thank you, Asha Kulkarni." }),
    );
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("Thank you, Asha Kulkarni.");
    // The form is emptied for the next enquiry, and the confirmation has the focus.
    expect((field("Your name") as HTMLInputElement).value).toBe("");
    expect((field("Your message") as HTMLTextAreaElement).value).toBe("");
    expect(status.closest("[tabindex]")).toBe(document.activeElement);
    expect(screen.getByRole("button", { name: "Send enquiry" })).toBeTruthy();
  });

  it("the server's field messages: beside the fields, typed text kept, focus on the first", async () => {
    renderForm(() =>
      data<EnquiryAnswer>(
        refusal(
          null,
          { email: "Enter a valid email address." },
          { name: "Asha", email: "asha@example.com", message: "Hello" },
        ),
        { status: 400 },
      ),
    );
    fillValid();
    send();
    await screen.findByText("E-mail address: Enter a valid email address.");
    expect(errorOf(field("E-mail address"))).toBe("Enter a valid email address.");
    expect(document.activeElement).toBe(field("E-mail address"));
    expect((field("Your message") as HTMLTextAreaElement).value).toBe(
      "Can twelve of us join Pharma Edge together?",
    );
  });

  it("a general refusal (rate limit) is an alert; every field keeps its text", async () => {
    renderForm(() =>
      data<EnquiryAnswer>(refusal("Too many enquiries… try again in 9 minutes.", {}, {}), {
        status: 429,
      }),
    );
    fillValid();
    send();
    expect((await screen.findByRole("alert")).textContent).toContain("try again in 9 minutes");
    expect((field("Your name") as HTMLInputElement).value).toBe("Asha Kulkarni");
    expect((field("Your message") as HTMLTextAreaElement).value).toBe(
      "Can twelve of us join Pharma Edge together?",
    );
  });
});

describe("an answer rendered with the page (no JavaScript)", () => {
  const answer = refusal(
    null,
    { email: "Enter a valid email address.", message: "This field may not be blank." },
    { name: "Asha", email: "asha@", subject: "Team <b>plan</b>", message: " " },
  );

  it("the HTML holds the typed values, the messages, and autofocus on the first field to fix", () => {
    const Stub = formStub(vi.fn());
    const html = renderToString(
      <Stub initialEntries={["/contact"]} hydrationData={{ actionData: { contact: answer } }} />,
    );
    const page = new DOMParser().parseFromString(html, "text/html");
    const email = page.getElementById("enquiry-email") as HTMLInputElement;
    expect(email.getAttribute("value")).toBe("asha@");
    expect(email.hasAttribute("autofocus")).toBe(true);
    expect(page.querySelectorAll("[autofocus]")).toHaveLength(1);
    expect(page.getElementById("enquiry-subject")?.getAttribute("value")).toBe("Team <b>plan</b>");
    expect(
      page.getElementById(email.getAttribute("aria-describedby")?.split(" ").at(-1) ?? "")
        ?.textContent,
    ).toBe("Enter a valid email address.");
  });

  it("once hydrated, the first field to fix has the focus", () => {
    renderForm(vi.fn(), answer);
    expect((field("Your name") as HTMLInputElement).value).toBe("Asha");
    expect(errorOf(field("Your message"))).toBe("This field may not be blank.");
    expect(document.activeElement).toBe(field("E-mail address"));
  });
});

describe("the honeypot", () => {
  it("is posted but hidden from people and assistive technology", () => {
    const { container } = renderForm(vi.fn());
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /Leave this field empty/ })).toBeNull();
    expect(screen.getAllByRole("textbox")).toHaveLength(5);
  });
});
