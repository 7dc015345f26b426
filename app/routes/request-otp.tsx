import { data, Link, redirect } from "react-router";
import { RequestCodeFormSchema } from "#contract/schemas.ts";
import { readSubmission } from "~/forms/form-reply.server";
import { useContractForm } from "~/forms/use-contract-form";
import { pageMeta } from "~/lib/meta";
import { PasswordPage } from "~/session/password-page";
import { requestCode } from "~/session/password-reset.server";
import { Field } from "~/shell/form-field";
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
  const { form, field } = useContractForm({
    id: "request-code",
    schema: RequestCodeFormSchema,
    lastResult: actionData?.reply,
  });
  return (
    <PasswordPage
      title="Forgot Password"
      form={form}
      intro={
        <p>
          Enter the e-mail address or the mobile number of your account. We will send a 6-digit code
          to the account's e-mail address.
        </p>
      }
      submit={{ label: "Send me a code", busy: "Sending…" }}
      links={
        <>
          <Link to="/reset-password">I already have a code</Link> ·{" "}
          <Link to="/Signup">Back to sign in</Link>
        </>
      }
    >
      <Field {...field("contact")} label="E-mail or mobile number" autoComplete="username" />
    </PasswordPage>
  );
}
