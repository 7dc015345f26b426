import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { PASSWORD_MIN_LENGTH } from "#contract/messages.ts";
import { LinkedWords } from "~/content-ui/linked-words";
import { useContractForm } from "~/forms/use-contract-form";
import { useLanguage, useT } from "~/i18n/use-translation";
import { Field } from "~/shell/form-field";
import { MessageBanner } from "~/shell/message-banner";
import { notify } from "~/shell/notify";
import { FORGOT_PASSWORD_PATH } from "~/shell-paths";
import { landingAfterSignIn } from "./landing";
import { PasskeySignInButton } from "./passkey-sign-in-button";
import { useSessionActor, useSessionSelector } from "./session-provider";
import { signupSchemaOf } from "./sign-in-attempt";
import { signinMessage } from "./signin-words";
import type { SignupMode, SignupResult } from "./signup-result";

/**
 * Spec §2; mode links keep it working without JavaScript (decision 0037). Its words are the
 * catalogue's: the spec's on the English site, Hindi in the login panel of a Hindi page.
 */
export function SigninCard({
  mode,
  result: formResult,
  redirectTo,
  onModeChange,
  FormElement = Form,
  submitting,
}: {
  mode: SignupMode;
  result: SignupResult | undefined;
  redirectTo: string;
  /** Given, the mode is the parent's state (the floating panel); otherwise it is in the address. */
  onModeChange?: (mode: SignupMode) => void;
  FormElement?: typeof Form;
  submitting?: boolean;
}) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  const language = useLanguage();
  // The account doors stay English (decision 0053).
  const englishDoor = language === "en" ? undefined : "en";
  const say = (message: string) => signinMessage(t, message);
  // Spec §4: the machine holds the pending state and keeps the error data as loginError.
  const session = useSessionActor();
  const signingIn = useSessionSelector(
    (view) => view.matches("loggingIn") || view.matches("loadingUser"),
  );
  const signedIn = useSessionSelector((view) => view.matches("authenticated"));
  const loginFailed = useSessionSelector((view) => view.context.loginStatus === "failed");
  const loginError = useSessionSelector((view) => view.context.loginError);
  const [loginSent, setLoginSent] = useState(false);
  const result = loginSent && loginFailed ? (loginError as SignupResult | undefined) : formResult;
  const busy =
    signingIn ||
    (submitting ??
      (navigation.state === "submitting" && navigation.formAction?.startsWith("/Signup")));

  useEffect(() => {
    if (loginSent && signedIn) setLoginSent(false);
  }, [loginSent, signedIn]);
  const [dismissed, setDismissed] = useState(false);
  // A refusal is the spec's toast (§8) and a banner that stays until the person acts, saying what to
  // do rather than the toast's words again (decision 0045).
  const [answers, setAnswers] = useState(0);
  const shown = result && result.mode === mode && !dismissed ? result : undefined;
  const advice = shown && !shown.ok ? shown.advice : undefined;

  // The panel's card and a page's may meet.
  const cardId = useId();
  const { form, field } = useContractForm({
    id: `auth-${mode}-${cardId}`,
    schema: (data) => signupSchemaOf(data, mode),
    lastResult: result && result.mode === mode && "reply" in result ? result.reply : undefined,
    onValid(event, data) {
      setDismissed(true);
      // Until the machine loads, the form posts itself.
      if (mode !== "login" || !session) return;
      event.preventDefault();
      setLoginSent(true);
      setDismissed(false);
      // Watched here, not in an effect: the panel's card is gone as soon as someone is signed in.
      const here = `${location.pathname}${location.search}`;
      const watch = session.subscribe((state) => {
        if (state.matches("loggingIn") || state.matches("loadingUser")) return;
        watch.unsubscribe();
        const landing = landingAfterSignIn(redirectTo, state.context.user);
        if (state.matches("authenticated") && landing !== here)
          navigate(landing, { replace: true });
      });
      session.send({
        type: "LOGIN",
        credentials: {
          username: String(data.get("username") ?? ""),
          password: String(data.get("password") ?? ""),
        },
      });
    },
  });

  // Each answer once: the words revalidated after it (a new `t`) are not a new answer.
  const latestT = useRef(t);
  latestT.current = t;
  useEffect(() => {
    setDismissed(false);
    setAnswers((count) => count + 1);
    if (result && !result.ok && result.toast) {
      notify.error(signinMessage(latestT.current, result.toast), { toastId: result.toast });
    }
  }, [result]);

  // Not the first render's mode: an answer from before the scripts ran stays.
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    setDismissed(true);
  }, [mode]);

  const modeName = (target: SignupMode) =>
    target === "login" ? t("signin.login") : t("signin.signUp");

  const modeLink = (target: SignupMode) => {
    const params = new URLSearchParams({ mode: target });
    if (redirectTo !== "/") params.set("redirectTo", redirectTo);
    return `/Signup?${params}`;
  };

  return (
    <section className="auth-card" aria-labelledby="auth-card-title">
      <h2 id="auth-card-title" className="visually-hidden">
        {modeName(mode)}
      </h2>
      {onModeChange ? (
        <fieldset className="auth-card__modes">
          <legend className="visually-hidden">{t("signin.modes")}</legend>
          {(["login", "register"] as const).map((target) => (
            <button
              key={target}
              type="button"
              aria-pressed={mode === target}
              onClick={() => onModeChange(target)}
            >
              {modeName(target)}
            </button>
          ))}
        </fieldset>
      ) : (
        <nav className="auth-card__modes" aria-label={t("signin.modes")}>
          <Link
            to={modeLink("login")}
            aria-current={mode === "login" ? "page" : undefined}
            replace
            preventScrollReset
          >
            {modeName("login")}
          </Link>
          <Link
            to={modeLink("register")}
            aria-current={mode === "register" ? "page" : undefined}
            replace
            preventScrollReset
          >
            {modeName("register")}
          </Link>
        </nav>
      )}

      {shown && (shown.lines.length > 0 || advice) && (
        <MessageBanner
          key={answers}
          ok={shown.ok}
          lines={shown.lines.map(say)}
          onDismiss={() => setDismissed(true)}
          takeFocus
        >
          {advice === "check-credentials" && (
            <p>
              <LinkedWords
                t={t}
                message="signIn.refused"
                links={{
                  reset: (
                    <Link to={FORGOT_PASSWORD_PATH} hrefLang={englishDoor}>
                      {t("signIn.reset")}
                    </Link>
                  ),
                }}
              />
            </p>
          )}
        </MessageBanner>
      )}

      <FormElement
        id={form.id}
        method="post"
        // So the answer is shown in the mode it belongs to.
        action={modeLink(mode)}
        noValidate
        className="auth-form"
        key={`${mode}-${shown?.ok ? "done" : "form"}`}
        onSubmit={form.onSubmit}
      >
        <input type="hidden" name="intent" value={mode} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {mode === "login" ? (
          <>
            <Field
              {...field("username")}
              label={t("signin.username")}
              autoComplete="username"
              sayError={say}
            />
            <Field
              {...field("password")}
              label={t("signin.password")}
              type="password"
              autoComplete="current-password"
              sayError={say}
            />
          </>
        ) : (
          <>
            <Field {...field("name")} label={t("signin.name")} autoComplete="name" sayError={say} />
            <Field
              {...field("phonenumber")}
              label={t("signin.phone")}
              type="tel"
              autoComplete="tel"
              sayError={say}
            />
            <Field
              {...field("email")}
              label={t("signin.email")}
              type="email"
              autoComplete="email"
              sayError={say}
            />
            <Field
              {...field("access_for")}
              label={t("signin.message")}
              optional
              multiline
              maxLength={1000}
              sayError={say}
            />
            <Field
              {...field("password")}
              label={t("signin.password")}
              type="password"
              autoComplete="new-password"
              hint={t("signin.passwordHint", { min: PASSWORD_MIN_LENGTH })}
              sayError={say}
            />
          </>
        )}
        <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
          {busy ? t("signin.wait") : modeName(mode)}
        </button>
        <p className="auth-form__links">
          <Link to={FORGOT_PASSWORD_PATH} hrefLang={englishDoor}>
            {t("signin.forgot")}
          </Link>
        </p>
      </FormElement>
      {mode === "login" && <PasskeySignInButton redirectTo={redirectTo} />}
    </section>
  );
}
