import { data, Form, Link, redirect, useNavigation } from "react-router";
import { readActionForm } from "~/lib/bounded-body.server";
import { pageMeta } from "~/lib/meta";
import { refusedForm, requestCode } from "~/session/password-reset.server";
import { Field } from "~/shell/form-field";
import { MessageBanner } from "~/shell/message-banner";
import { homeCrumb, PageHeader } from "~/shell/page-header";
import type { Route } from "./+types/request-otp";

export const meta: Route.MetaFunction = () =>
  pageMeta("Forgot Password", "Ask for a one-time code to set a new password.");

export async function action({ context, request }: Route.ActionArgs) {
  const read = await readActionForm(request);
  if (!read.ok) return data(refusedForm(read), { status: read.status });
  const answer = await requestCode(context, read.form);
  if (answer.ok) {
    const params = new URLSearchParams({ contact: answer.values.contact ?? "", sent: "1" });
    throw redirect(`/reset-password?${params}`);
  }
  return data(answer, { status: 400 });
}

export default function RequestOtp({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageHeader title="Forgot Password" crumbs={[homeCrumb, { label: "Forgot Password" }]} />
      <section className="container section auth-page">
        <div className="auth-card">
          <p>
            Enter the e-mail address or the mobile number of your account. We will send a 6-digit
            code to the account's e-mail address.
          </p>
          {actionData && !actionData.ok && (
            <MessageBanner ok={false} lines={[actionData.message]} takeFocus />
          )}
          <Form method="post" className="auth-form" noValidate>
            <Field
              name="contact"
              label="E-mail or mobile number"
              autoComplete="username"
              error={
                actionData?.fieldErrors.contact ??
                actionData?.fieldErrors.email ??
                actionData?.fieldErrors.phonenumber
              }
              defaultValue={actionData?.values.contact}
            />
            <button
              type="submit"
              className="button button--primary auth-form__submit"
              disabled={busy}
            >
              {busy ? "Sending…" : "Send me a code"}
            </button>
            <p className="auth-form__links">
              <Link to="/reset-password">I already have a code</Link> ·{" "}
              <Link to="/Signup">Back to sign in</Link>
            </p>
          </Form>
        </div>
      </section>
    </>
  );
}
