import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { OrderSchema } from "#contract/schemas.ts";
import { ConfirmView } from "~/forms/confirm-view";
import { useContractForm } from "~/forms/use-contract-form";
import { formatCoins, formatRupees } from "~/lib/format";
import { MessageBanner } from "~/shell/message-banner";
import { PostForm, useShownAnswer } from "~/shell/post-form";
import type { EnrolAnswer } from "./enrol-fields";
import { ENROL_INTENT } from "./enrol-fields";
import { balanceTooLow, PENDING_NEXT_STEPS } from "./enrol-messages";

export interface EnrolCourse {
  id: number;
  title: string;
  price: string;
  /** Null when the backend has no coin payment: then only "pay by arrangement". */
  coin_price: number | null;
}

const COINS_ID = "enrol-pay-coins";
const ORDER_ID = "enrol-pay-order";
const PAY_ERROR_ID = "enrol-pay-error";

/**
 * "Enrol": pay with coins (when the balance covers the coin price) or place an order to pay the
 * rupee price by arrangement. It posts to the route's action like any HTML form, so it works
 * without JavaScript; with it, the service's OrderSchema is checked first (decision 0037), and one
 * click places one order (an in-flight ref, then a disabled, busy button until the answer). Coins
 * are spent only after the question the action answers first (decision 0046), in the form's place.
 */
export function EnrolForm({
  course,
  balance,
  action,
  answer,
}: {
  course: EnrolCourse;
  balance: number;
  action: string;
  answer?: EnrolAnswer;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formData?.get("intent") === ENROL_INTENT;

  const { form, fields } = useContractForm({
    id: "enrol",
    schema: OrderSchema,
    lastResult: answer?.reply,
  });
  const { shownAnswer } = useShownAnswer(answer);

  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // "Keep" puts the form back, its button focused; a new question shows again.
  const [kept, setKept] = useState<EnrolAnswer | null>(null);
  const asking = answer?.confirm && kept !== answer ? answer.confirm : undefined;
  // Once it can take it: the question's answer may still be revalidating, the button disabled.
  const focusedFor = useRef<EnrolAnswer | null>(null);
  useEffect(() => {
    if (!kept || busy || focusedFor.current === kept) return;
    focusedFor.current = kept;
    submitRef.current?.focus();
  }, [kept, busy]);

  const coinPrice = course.coin_price;
  const affordable = coinPrice !== null && balance >= coinPrice;
  const posted = answer?.reply.initialValue?.pay_with_coins;
  // The choice sent last time, else coins when they cover the price.
  const coinsChosen = posted ? posted === "true" && affordable : affordable;
  const payError = fields.pay_with_coins.errors?.[0];
  // The course itself (a hidden field) and the whole order: said above the form.
  const formMessage = [...(form.errors ?? []), ...(fields.service.errors ?? [])];

  // After a refusal: the payment choice, or the message above the form, gets the focus.
  useEffect(() => {
    if (!shownAnswer) return;
    if (shownAnswer.reply.error?.pay_with_coins?.length) {
      formRef.current
        ?.querySelector<HTMLInputElement>("input[name=pay_with_coins]:checked")
        ?.focus();
    } else alertRef.current?.focus();
  }, [shownAnswer]);

  const coinsNoteId = `${COINS_ID}-note`;
  const orderNoteId = `${ORDER_ID}-note`;
  const describe = (note: string) => (payError ? `${note} ${PAY_ERROR_ID}` : note);

  if (asking && answer) {
    return (
      <div className="enrol">
        <ConfirmView request={asking} action={action} tone="spend" onKeep={() => setKept(answer)} />
      </div>
    );
  }

  return (
    <div className="enrol">
      {formMessage.length > 0 && (
        <div ref={alertRef} tabIndex={-1} className="enrol__alert">
          <MessageBanner ok={false} lines={formMessage} />
        </div>
      )}
      <PostForm ref={formRef} form={form} action={action} className="enrol-form">
        <input type="hidden" name="intent" value={ENROL_INTENT} />
        <input type="hidden" name="service" value={course.id} />
        <fieldset className="enrol-form__choices">
          <legend>How would you like to pay?</legend>
          {coinPrice !== null && (
            <div className="enrol-option">
              <input
                type="radio"
                id={COINS_ID}
                name="pay_with_coins"
                value="true"
                defaultChecked={coinsChosen}
                disabled={!affordable}
                aria-describedby={describe(coinsNoteId)}
                aria-invalid={payError ? true : undefined}
              />
              <label htmlFor={COINS_ID}>
                Pay with coins: <strong>{formatCoins(coinPrice)}</strong>
              </label>
              <p id={coinsNoteId} className="enrol-option__note">
                {affordable
                  ? `Your balance: ${formatCoins(balance)}. After enrolling: ${formatCoins(balance - coinPrice)}. The course opens at once.`
                  : balanceTooLow(balance, coinPrice)}
              </p>
            </div>
          )}
          <div className="enrol-option">
            <input
              type="radio"
              id={ORDER_ID}
              name="pay_with_coins"
              value="false"
              defaultChecked={!coinsChosen}
              aria-describedby={describe(orderNoteId)}
            />
            <label htmlFor={ORDER_ID}>
              Place an order and pay <strong>{formatRupees(course.price)}</strong> by arrangement
            </label>
            <p id={orderNoteId} className="enrol-option__note">
              {PENDING_NEXT_STEPS}
            </p>
          </div>
          {payError && (
            <p id={PAY_ERROR_ID} className="field__error">
              {payError}
            </p>
          )}
        </fieldset>
        <button
          ref={submitRef}
          type="submit"
          className="button button--primary enrol-form__submit"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? "Enrolling…" : "Enrol"}
        </button>
      </PostForm>
    </div>
  );
}
