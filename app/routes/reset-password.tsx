import { data, Form, Link, redirect, useNavigation } from "react-router";
import { readActionForm } from "~/lib/bounded-body.server";
import { pageMeta } from "~/lib/meta";
import { refusedForm, resetPassword } from "~/session/password-reset.server";
import { Field } from "~/shell/form-field";
import { MessageBanner } from "~/shell/message-banner";
import { homeCrumb, PageHeader } from "~/shell/page-header";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () =>
  pageMeta("Reset Password", "Set a new password with your one-time code.");

export function loader({ url }: Route.LoaderArgs) {
  return {
    contact: url.searchParams.get("contact") ?? "",
    sent: url.searchParams.get("sent") === "1",
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const read = await readActionForm(request);
  if (!read.ok) return data(refusedForm(read), { status: read.status });
  const answer = await resetPassword(context, read.form);
  // Signed in with the new password: home, with the session in the cookie.
  if (answer.ok) throw redirect("/");
  return data(answer, { status: 400 });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.fieldErrors ?? {};
  return (
    <>
      <PageHeader title="Reset Password" crumbs={[homeCrumb, { label: "Reset Password" }]} />
      <section className="container section auth-page">
        <div className="auth-card">
          {loaderData.sent && !actionData && (
            <MessageBanner
              ok
              takeFocus
              lines={[
                "If an account matches, we have sent it a 6-digit code. It is valid for 10 minutes.",
              ]}
            />
          )}
          {actionData && !actionData.ok && (
            <MessageBanner ok={false} lines={[actionData.message]} takeFocus />
          )}
          <Form method="post" className="auth-form" noValidate>
            <Field
              name="contact"
              label="E-mail or mobile number"
              autoComplete="username"
              error={
                errors.contact ?? errors.email ?? errors.phonenumber ?? errors.non_field_errors
              }
              defaultValue={actionData?.values.contact ?? loaderData.contact}
            />
            <Field
              name="otp"
              label="6-digit code"
              autoComplete="one-time-code"
              error={errors.otp}
              defaultValue={actionData?.values.otp}
            />
            <Field
              name="password"
              label="New password"
              type="password"
              autoComplete="new-password"
              hint="At least 7 characters, with letters and numbers."
              error={errors.password}
            />
            <Field
              name="confirm"
              label="New password, again"
              type="password"
              autoComplete="new-password"
              error={errors.confirm}
            />
            <button
              type="submit"
              className="button button--primary auth-form__submit"
              disabled={busy}
            >
              {busy ? "Please wait…" : "Set the new password"}
            </button>
            <p className="auth-form__links">
              <Link to="/request-otp">Send me a new code</Link>
            </p>
          </Form>
        </div>
      </section>
    </>
  );
}
