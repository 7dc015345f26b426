// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { type ActionFunctionArgs, createRoutesStub, data, redirect } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DRF } from "#contract/messages.ts";
import { refusalReply } from "../../tests/support/form-replies.ts";
import type { ProfileAnswer } from "./profile-fields";
import { PROFILE_LABELS, type ProfileValues } from "./profile-fields";
import { ProfileForm } from "./profile-form";
import { PROFILE_UNAVAILABLE } from "./profile-messages";

/** The profile form in the browser: the shared schema before sending, and the answers shown. */

type Action = (args: ActionFunctionArgs) => unknown;

const SAVED: ProfileValues = {
  name: "Demo Member",
  email: "demo@portal.test",
  phonenumber: "+91 90000 00001",
};

function formStub(action: Action) {
  return createRoutesStub([
    {
      id: "my-profile",
      path: "/my-profile",
      action,
      Component: ({ actionData }: { actionData?: ProfileAnswer }) => (
        <ProfileForm answer={actionData} saved={SAVED} action="/my-profile" />
      ),
    },
  ]);
}

function renderForm(action: Action, answer?: ProfileAnswer) {
  const Stub = formStub(action);
  return render(
    <Stub
      initialEntries={["/my-profile"]}
      hydrationData={answer ? { actionData: { "my-profile": answer } } : undefined}
    />,
  );
}

const field = (label: string) => screen.getByRole("textbox", { name: label });
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: /Save changes/ }));

function errorOf(element: HTMLElement): string | null {
  const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((node) => node?.matches(".field__error"));
  return error?.textContent ?? null;
}

afterEach(cleanup);

describe("checked in the browser with the shared schema", () => {
  it("starts with the saved details", () => {
    renderForm(vi.fn());
    expect((field("Name") as HTMLInputElement).value).toBe("Demo Member");
    expect((field("E-mail address") as HTMLInputElement).value).toBe("demo@portal.test");
    expect((field("Mobile number") as HTMLInputElement).value).toBe("+91 90000 00001");
  });

  it("a bad mobile number and a blank name are not sent: messages beside the fields, the summary, focus on the first", () => {
    const action = vi.fn();
    renderForm(action);
    type("Name", "  ");
    type("Mobile number", "call me");
    save();
    expect(errorOf(field("Name"))).toBe(DRF.blank);
    expect(errorOf(field("Mobile number"))).toBe(
      "Enter a valid mobile number, for example +91 98200 41377.",
    );
    expect(errorOf(field("E-mail address"))).toBeNull();
    expect(field("Mobile number").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("Name"));

    const summary = screen.getByRole("heading", { name: /Please correct the following/ })
      .parentElement as HTMLElement;
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      `Name: ${DRF.blank}`,
      "Mobile number: Enter a valid mobile number, for example +91 98200 41377.",
    ]);
    fireEvent.click(links[1] as HTMLElement);
    expect(document.activeElement).toBe(field("Mobile number"));
    expect(action).not.toHaveBeenCalled();
  });

  it("fields are checked as they change once the person has tried to save", () => {
    renderForm(vi.fn());
    type("E-mail address", "demo@");
    fireEvent.focusOut(field("E-mail address"));
    expect(errorOf(field("E-mail address"))).toBeNull();
    save();
    expect(errorOf(field("E-mail address"))).toBe(DRF.invalidEmail);
    type("E-mail address", "demo@portal.test");
    fireEvent.focusOut(field("E-mail address"));
    expect(errorOf(field("E-mail address"))).toBeNull();
  });
});

describe("saving", () => {
  it("a valid form is posted once, with a busy button, and cannot be sent twice", async () => {
    let finish: (value: unknown) => void = () => {};
    const posted: Record<string, string>[] = [];
    const action = vi.fn(async ({ request }: ActionFunctionArgs) => {
      posted.push(Object.fromEntries(await request.formData()) as Record<string, string>);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    renderForm(action);
    type("Name", "Demo Member Sharma");
    save();

    const button = await screen.findByRole("button", { name: "Saving your changes…" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(button);
    fireEvent.submit(button.closest("form") as HTMLFormElement);
    expect(action).toHaveBeenCalledTimes(1);
    expect(posted).toEqual([{ ...SAVED, name: "Demo Member Sharma" }]);

    await act(async () => finish(redirect("/my-profile")));
    expect(await screen.findByRole("button", { name: "Save changes" })).toBeTruthy();
  });

  it("the service's field message (e-mail taken): beside the field, typed text kept, focus there", async () => {
    renderForm(() =>
      data<ProfileAnswer>(
        {
          reply: refusalReply(
            null,
            { email: DRF.emailTaken },
            { ...SAVED, email: "pmt@portal.test" },
          ),
        },
        { status: 400 },
      ),
    );
    type("Name", "Demo Member Sharma");
    type("E-mail address", "pmt@portal.test");
    save();
    await screen.findByText(`E-mail address: ${DRF.emailTaken}`);
    expect(errorOf(field("E-mail address"))).toBe(DRF.emailTaken);
    // The focus moves in an effect after the answer is shown: wait for it.
    await waitFor(() => expect(document.activeElement).toBe(field("E-mail address")));
    expect((field("Name") as HTMLInputElement).value).toBe("Demo Member Sharma");
  });

  it("the service is down: an alert, every field keeps its text", async () => {
    renderForm(() =>
      data<ProfileAnswer>({ reply: refusalReply(PROFILE_UNAVAILABLE, {}, SAVED) }, { status: 503 }),
    );
    type("Name", "Demo Member Sharma");
    save();
    expect((await screen.findByRole("alert")).textContent).toBe(PROFILE_UNAVAILABLE);
    expect((field("Name") as HTMLInputElement).value).toBe("Demo Member Sharma");
  });
});

describe("an answer rendered with the page (no JavaScript)", () => {
  const PHONE_MESSAGE = "Enter a valid mobile number, for example +91 98200 41377.";
  const answer: ProfileAnswer = {
    reply: refusalReply(
      null,
      { phonenumber: PHONE_MESSAGE },
      { name: "Demo <b>Member</b>", email: "demo@portal.test", phonenumber: "call me" },
    ),
  };

  it("the HTML holds the typed values, the message, and autofocus on the field to fix", () => {
    const Stub = formStub(vi.fn());
    const html = renderToString(
      <Stub
        initialEntries={["/my-profile"]}
        hydrationData={{ actionData: { "my-profile": answer } }}
      />,
    );
    const page = new DOMParser().parseFromString(html, "text/html");
    const phone = page.getElementById("profile-phonenumber") as HTMLInputElement;
    expect(phone.getAttribute("value")).toBe("call me");
    expect(phone.hasAttribute("autofocus")).toBe(true);
    expect(page.querySelectorAll("[autofocus]")).toHaveLength(1);
    expect(page.getElementById("profile-name")?.getAttribute("value")).toBe("Demo <b>Member</b>");
    expect(page.getElementById("profile-phonenumber-error")?.textContent).toBe(PHONE_MESSAGE);
  });

  it("once hydrated, the field to fix has the focus", () => {
    renderForm(vi.fn(), answer);
    expect(document.activeElement).toBe(field("Mobile number"));
  });
});

describe("after a save", () => {
  it("shows the saved values in place, and the Save button keeps the focus", async () => {
    let saved: ProfileValues = SAVED;
    const Stub = createRoutesStub([
      {
        id: "my-profile",
        path: "/my-profile",
        loader: () => saved,
        action: async ({ request }) => {
          const form = await request.formData();
          saved = { ...SAVED, name: String(form.get("name")).trim() };
          return redirect("/my-profile");
        },
        Component: ({ loaderData }: { loaderData: ProfileValues }) => (
          <ProfileForm saved={loaderData} action="/my-profile" />
        ),
      },
    ]);
    render(<Stub initialEntries={["/my-profile"]} />);
    const name = await screen.findByRole("textbox", { name: PROFILE_LABELS.name });
    fireEvent.input(name, { target: { value: "  Demo Member Sharma " } });
    const button = screen.getByRole("button", { name: /Save changes/ });
    button.focus();
    fireEvent.click(button);
    await vi.waitFor(() => {
      expect(
        screen.getByRole<HTMLInputElement>("textbox", { name: PROFILE_LABELS.name }).value,
      ).toBe("Demo Member Sharma");
    });
    // The same input, not a new form: the focus is where the person left it.
    expect(screen.getByRole("textbox", { name: PROFILE_LABELS.name })).toBe(name);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: /Save changes/ }));
  });
});
