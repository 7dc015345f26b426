import { data, Link } from "react-router";
import { SecondFactorFormSchema } from "#contract/second-factor.ts";
import { useContractForm } from "~/forms/use-contract-form";
import { pageMeta } from "~/lib/meta";
import { PasskeyButton } from "~/session/passkey-sign-in-button";
import { PasswordPage } from "~/session/password-page";
import { loadSecondFactorStep, submitSecondFactorStep } from "~/session/second-factor-step.server";
import { Field } from "~/shell/form-field";
import { homeCrumb, PageHeader } from "~/shell/page-header";
import type { Route } from "./+types/second-factor";

const TITLE = "Confirm it's you";
const SECOND_FACTOR_PASSKEY_PATH = "/staff/second-factor/passkey";

/** /staff/second-factor: the code after a staff password, or setting up the app (decision 0060). */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  return loadSecondFactorStep(context, request, url);
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { status, answer } = await submitSecondFactorStep(context, request, url);
  return data(answer, { status });
}

export const meta: Route.MetaFunction = () =>
  pageMeta(TITLE, "A code from your authenticator app opens the staff console.");

export default function SecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.recoveryCodes) {
    return <RecoveryCodes codes={actionData.recoveryCodes} next={actionData.next} />;
  }
  return <CodeForm loaderData={loaderData} reply={actionData?.reply} />;
}

function CodeForm({
  loaderData,
  reply,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  reply: Route.ComponentProps["actionData"] extends infer A
    ? A extends { reply?: infer R }
      ? R
      : undefined
    : undefined;
}) {
  const { setup, next, stepUp, recoveryLeft, passkeys } = loaderData;
  const { form, field } = useContractForm({
    id: "second-factor",
    schema: SecondFactorFormSchema,
    lastResult: reply,
  });
  const intro = setup ? (
    <>
      <p>
        The staff console needs a second step after the password: a code from an authenticator app
        on your phone (Google Authenticator, Microsoft Authenticator, 1Password, or any TOTP app).
      </p>
      <ol className="second-factor__steps">
        <li>In the app, add an account and scan this code.</li>
        <li>
          <img
            src={setup.qr}
            width={184}
            height={184}
            alt="QR code of the key below, for your authenticator app"
            className="second-factor__qr"
          />
        </li>
        <li>
          Or type this key: <code className="second-factor__key">{setup.key}</code>
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
    </>
  ) : (
    <p>
      {stepUp
        ? "This change needs a fresh code: the last one was entered more than 10 minutes ago. Enter a code, then make the change again."
        : "Enter the 6-digit code from your authenticator app."}{" "}
      Lost your phone? Enter one of your recovery codes instead
      {recoveryLeft > 0 ? ` (${recoveryLeft} left)` : ""}.
    </p>
  );
  return (
    <PasswordPage
      title={TITLE}
      after={
        passkeys && !setup ? (
          <PasskeyButton
            action={SECOND_FACTOR_PASSKEY_PATH}
            fields={{ intent: "confirm", next }}
            lead="or"
            label="Use a passkey instead"
          />
        ) : null
      }
      form={form}
      intro={intro}
      submit={
        setup
          ? { label: "Confirm and open the console", busy: "Checking…" }
          : { label: "Continue", busy: "Checking…" }
      }
      links={
        <>
          No app and no recovery code? Ask an administrator to reset it ·{" "}
          <Link to="/">Home page</Link>
        </>
      }
    >
      <input type="hidden" name="intent" value={setup ? "confirm" : "verify"} />
      <input type="hidden" name="next" value={next} />
      <Field
        {...field("code")}
        label={setup ? "Code from the app" : "Code from your authenticator app, or a recovery code"}
        autoComplete="one-time-code"
        autoFocus
      />
    </PasswordPage>
  );
}

function RecoveryCodes({ codes, next }: { codes: string[]; next: string }) {
  return (
    <>
      <PageHeader title="Your recovery codes" crumbs={[homeCrumb, { label: "Recovery codes" }]} />
      <section className="container section auth-page">
        <div className="auth-card">
          <p role="status">
            Your authenticator app is set up. Keep these ten recovery codes somewhere safe (a
            password manager, or printed): each opens the console once if you lose your phone. They
            are shown only now.
          </p>
          <ol className="second-factor__codes" aria-label="Recovery codes">
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
          <Link to={next} className="button button--primary">
            I have saved them: open the console
          </Link>
        </div>
      </section>
    </>
  );
}
