import { data, Link, redirect } from "react-router";
import { PASSWORD_HINT } from "#contract/messages.ts";
import { ResetPasswordFormSchema } from "#contract/schemas.ts";
import { readSubmission } from "~/forms/form-reply.server";
import { useContractForm } from "~/forms/use-contract-form";
import { pageMeta } from "~/lib/meta";
import { PasswordPage } from "~/session/password-page";
import { resetPassword } from "~/session/password-reset.server";
import { Field } from "~/shell/form-field";
import { MessageBanner } from "~/shell/message-banner";
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
  const read = await readSubmission(request, ResetPasswordFormSchema);
  if (!read.ok) return data({ reply: read.reply }, { status: read.status });
  const outcome = await resetPassword(context, read.submission);
  // Signed in with the new password: home, with the session in the cookie.
  if (outcome.ok) throw redirect("/");
  return data({ reply: outcome.reply }, { status: outcome.status });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { form, field } = useContractForm({
    id: "reset-password",
    schema: ResetPasswordFormSchema,
    lastResult: actionData?.reply,
    defaultValue: { contact: loaderData.contact },
  });
  return (
    <PasswordPage
      title="Reset Password"
      form={form}
      intro={
        loaderData.sent &&
        !actionData && (
          <MessageBanner
            ok
            takeFocus
            lines={[
              "If an account matches, we have sent it a 6-digit code. It is valid for 10 minutes.",
            ]}
          />
        )
      }
      submit={{ label: "Set the new password", busy: "Please wait…" }}
      links={<Link to="/request-otp">Send me a new code</Link>}
    >
      <Field {...field("contact")} label="E-mail or mobile number" autoComplete="username" />
      <Field {...field("otp")} label="6-digit code" autoComplete="one-time-code" />
      <Field
        {...field("password")}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
      />
      <Field
        {...field("confirm")}
        label="New password, again"
        type="password"
        autoComplete="new-password"
      />
    </PasswordPage>
  );
}
