import { useEffect, useId, useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { CONFIRMED_FIELD, CONFIRMED_VALUE, type ConfirmRequest } from "./confirm-words";

/**
 * The question step's form half (decision 0046), the console's and the members' alike: nothing
 * has changed yet; "Yes" posts the same fields again with `confirmed=yes`; "Keep" without
 * JavaScript is a link that reloads the page.
 */
export function ConfirmView({
  request,
  onKeep,
  action,
  keepTo,
  tone = "harm",
}: {
  request: ConfirmRequest;
  onKeep: () => void;
  /** Where "Yes" posts: the page's own action unless given. */
  action?: string;
  /** Where "Keep" goes without JavaScript: this page again unless given (a question in the address). */
  keepTo?: string;
  /** "spend": the member's own choice (coins for a course), asked about without alarm. */
  tone?: "harm" | "spend";
}) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" &&
    navigation.formData?.get(CONFIRMED_FIELD) === CONFIRMED_VALUE &&
    request.fields.every(([name, value]) => navigation.formData?.get(name) === value);
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <div
      ref={box}
      role="alertdialog"
      aria-labelledby={`${id}-question`}
      aria-describedby={`${id}-consequence`}
      className={`confirm-step confirm-step--${tone}`}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the question must be heard first, before and without scripts
      autoFocus
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onKeep();
        }
      }}
    >
      <p id={`${id}-question`} className="confirm-step__question">
        {request.question}
      </p>
      <p id={`${id}-consequence`} className="confirm-step__consequence">
        {request.consequence} Nothing has changed yet.
      </p>
      <div className="confirm-step__choices">
        <Form method="post" action={action}>
          {request.fields.map(([name, value], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the fields as posted, in order; a name may repeat
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name={CONFIRMED_FIELD} value={CONFIRMED_VALUE} />
          <button
            type="submit"
            className="button confirm-step__yes"
            aria-disabled={sending || undefined}
            onClick={(event) => {
              // The service refuses a second one anyway.
              if (sending) event.preventDefault();
            }}
          >
            {sending ? "Working…" : request.yes}
          </button>
        </Form>
        <Link
          // A fragment alone would not load it anew after the post.
          to={keepTo ?? `${location.pathname}${location.search}`}
          className="button button--ghost"
          replace
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            onKeep();
          }}
        >
          {request.keep}
        </Link>
      </div>
    </div>
  );
}
