// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { type ActionFunctionArgs, createRoutesStub, data } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refusalReply } from "../../tests/support/form-replies.ts";
import type { EnrolAnswer } from "./enrol-fields";
import { type EnrolCourse, EnrolForm } from "./enrol-form";

/** The Enrol form in the browser: the payment choice, the shared schema, one order per click. */

type Action = (args: ActionFunctionArgs) => unknown;

const SPRINT: EnrolCourse = {
  id: 1,
  title: "Human Physiology Sprint",
  price: "2499.00",
  coin_price: 30,
};
const ACTION = "/pmt-aspirants?course=1";

function renderForm(
  action: Action,
  { balance = 40, answer }: { balance?: number; answer?: EnrolAnswer } = {},
) {
  const Stub = createRoutesStub([
    {
      id: "course",
      path: "/pmt-aspirants",
      action,
      Component: ({ actionData }: { actionData?: EnrolAnswer }) => (
        <EnrolForm course={SPRINT} balance={balance} action={ACTION} answer={actionData} />
      ),
    },
  ]);
  return render(
    <Stub
      initialEntries={[ACTION]}
      hydrationData={answer ? { actionData: { course: answer } } : undefined}
    />,
  );
}

const coins = () => screen.getByRole("radio", { name: /Pay with coins/ }) as HTMLInputElement;
const order = () => screen.getByRole("radio", { name: /Place an order/ }) as HTMLInputElement;
const enrolButton = () => screen.getByRole("button", { name: /^Enrol/ }) as HTMLButtonElement;

function describedBy(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

afterEach(cleanup);

describe("the payment choice", () => {
  it("offers coins when the balance covers the coin price, with the balance before and after", () => {
    renderForm(vi.fn());
    expect(coins().checked).toBe(true);
    expect(coins().disabled).toBe(false);
    expect(coins().labels?.[0]?.textContent).toContain("30 coins");
    expect(describedBy(coins())).toContain("Your balance: 40 coins. After enrolling: 10 coins.");
    expect(order().labels?.[0]?.textContent).toContain("₹2,499");
    expect(describedBy(order())).toContain("within one working day");
    expect(describedBy(order())).toContain("My Orders");
  });

  it("disables coins, saying why, when the balance does not cover them", () => {
    renderForm(vi.fn(), { balance: 10 });
    expect(coins().disabled).toBe(true);
    expect(describedBy(coins())).toContain(
      "Your balance of 10 coins does not cover this course's 30 coins.",
    );
    expect(order().checked).toBe(true);
  });
});

describe("sending", () => {
  it("a double click places one order: in flight, the button is disabled and busy", async () => {
    let finish: (answer: unknown) => void = () => {};
    const posted: Record<string, string>[] = [];
    const action = vi.fn(async ({ request }: ActionFunctionArgs) => {
      posted.push(Object.fromEntries(await request.formData()) as Record<string, string>);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    renderForm(action);
    fireEvent.click(order());
    fireEvent.click(enrolButton());
    fireEvent.click(enrolButton());
    fireEvent.submit(enrolButton().closest("form") as HTMLFormElement);

    const busy = await screen.findByRole("button", { name: "Enrolling…" });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute("aria-busy")).toBe("true");
    expect(action).toHaveBeenCalledTimes(1);
    expect(posted[0]).toEqual({ intent: "enrol", service: "1", pay_with_coins: "false" });

    await act(async () =>
      finish(data({ reply: refusalReply(null, {}, posted[0] ?? {}) }, { status: 400 })),
    );
    expect(enrolButton().disabled).toBe(false);
  });

  it("checks the shared schema first: a form without a course is not sent", () => {
    const action = vi.fn();
    renderForm(action);
    const hidden = document.querySelector<HTMLInputElement>("input[name=service]");
    if (!hidden) throw new Error("no service field");
    hidden.value = "";
    fireEvent.click(enrolButton());
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toContain("This field is required.");
  });
});

describe("the action's answer", () => {
  it("a short balance: the message beside the choice, which has the focus", async () => {
    renderForm(() =>
      data<EnrolAnswer>(
        {
          reply: refusalReply(
            null,
            { pay_with_coins: "Your balance of 10 coins does not cover this course (30 coins)." },
            { service: "1", pay_with_coins: "true" },
          ),
        },
        { status: 400 },
      ),
    );
    fireEvent.click(enrolButton());
    await screen.findByText("Your balance of 10 coins does not cover this course (30 coins).");
    expect(coins().getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(coins())).toContain("does not cover this course (30 coins)");
    expect(document.activeElement).toBe(coins());
  });

  it("a refusal of the whole order, or the service down: an alert above the form", () => {
    renderForm(vi.fn(), {
      answer: {
        reply: refusalReply(
          "We could not reach our service to place your order just now. You already have an order for this course.",
          {},
          { service: "1", pay_with_coins: "false" },
        ),
      },
    });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("We could not reach our service");
    expect(alert.textContent).toContain("You already have an order for this course.");
    // The choice sent is still the one chosen.
    expect(order().checked).toBe(true);
  });
});

describe("the question before coins are spent (decision 0046)", () => {
  const QUESTION = {
    question: "Pay 30 coins for Human Physiology Sprint?",
    consequence: "Your balance goes from 40 coins to 10 coins, and the course opens at once.",
    yes: "Yes, pay 30 coins",
    keep: "Keep my coins",
    fields: [
      ["intent", "enrol"],
      ["service", "1"],
      ["pay_with_coins", "true"],
      ["coin_price", "30"],
    ] as [string, string][],
  };

  function asking() {
    const posted: Record<string, string>[] = [];
    const action = vi.fn(async ({ request }: ActionFunctionArgs) => {
      const fields = Object.fromEntries(await request.formData()) as Record<string, string>;
      posted.push(fields);
      return data<EnrolAnswer>({ reply: refusalReply(null, {}, fields), confirm: QUESTION });
    });
    renderForm(action);
    return posted;
  }

  it("takes the form's place as a dialog with the focus, saying the cost and the balance after", async () => {
    asking();
    fireEvent.click(enrolButton());
    const dialog = await screen.findByRole("alertdialog", { name: QUESTION.question });
    expect(document.activeElement).toBe(dialog);
    expect(dialog.textContent).toContain("from 40 coins to 10 coins");
    expect(screen.queryByRole("button", { name: /^Enrol/ })).toBeNull();
  });

  it("Escape keeps: the form comes back with its button focused", async () => {
    asking();
    fireEvent.click(enrolButton());
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(document.activeElement).toBe(enrolButton());
    expect(coins().checked).toBe(true);
  });

  it("Yes posts the same fields again, confirmed, to the form's action", async () => {
    const posted = asking();
    fireEvent.click(enrolButton());
    await screen.findByRole("alertdialog");
    fireEvent.click(screen.getByRole("button", { name: "Yes, pay 30 coins" }));
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({
      intent: "enrol",
      service: "1",
      pay_with_coins: "true",
      coin_price: "30",
      confirmed: "yes",
    });
  });
});
