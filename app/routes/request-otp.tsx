import { data, Form, Link, redirect, useNavigation } from "react-router";
import { RequestCodeFormSchema } from "#contract/schemas.ts";
import { readSubmission } from "~/forms/form-reply.server";
import { useContractForm } from "~/forms/use-contract-form";
import { pageMeta } from "~/lib/meta";
import { requestCode } from "~/session/password-reset.server";
import { Field } from "~/shell/form-field";
import { MessageBanner } from "~/shell/message-banner";
import { homeCrumb, PageHeader } from "~/shell/page-header";
import type { Route } from "./+types/request-otp";

export const meta: Route.MetaFunction = () =>
  pageMeta("Forgot Password", "Ask for a one-time code to set a new password.");

export async function action({ context, request }: Route.ActionArgs) {
  const read = await readSubmission(request, RequestCodeFormSchema);
  if (!read.ok) return data({ reply: read.reply }, { status: read.status });
  const outcome = await requestCode(context, read.submission);
  if (outcome.ok) {
    throw redirect(
      `/reset-password?${new URLSearchParams({ contact: outcome.contact, sent: "1" })}`,
    );
  }
  return data({ reply: outcome.reply }, { status: outcome.status });
}

export default function RequestOtp({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { form, field } = useContractForm({
    id: "request-code",
    schema: RequestCodeFormSchema,
    lastResult: actionData?.reply,
  });
  return (
    <>
      <PageHeader title="Forgot Password" crumbs={[homeCrumb, { label: "Forgot Password" }]} />
      <section className="container section auth-page">
        <div className="auth-card">
          <p>
            Enter the e-mail address or the mobile number of your account. We will send a 6-digit
            code to the account's e-mail address.
          </p>
          {form.errors && form.errors.length > 0 && (
            <MessageBanner ok={false} lines={form.errors} takeFocus />
          )}
          <Form
            id={form.id}
            method="post"
            className="auth-form"
            noValidate
            onSubmit={form.onSubmit}
          >
            <Field {...field("contact")} label="E-mail or mobile number" autoComplete="username" />
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
