import type { FormEventHandler, ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { MessageBanner } from "~/shell/message-banner";
import { homeCrumb, PageHeader } from "~/shell/page-header";

export function PasswordPage({
  title,
  form,
  intro,
  submit,
  links,
  after,
  children,
}: {
  title: string;
  form: { id: string; errors?: string[]; onSubmit: FormEventHandler<HTMLFormElement> };
  intro?: ReactNode;
  submit: { label: string; busy: string };
  links: ReactNode;
  /** Below the form, inside the card: another way to do the same (a passkey). */
  after?: ReactNode;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageHeader title={title} crumbs={[homeCrumb, { label: title }]} />
      <section className="container section auth-page">
        <div className="auth-card">
          {intro}
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
            {children}
            <button
              type="submit"
              className="button button--primary auth-form__submit"
              disabled={busy}
            >
              {busy ? submit.busy : submit.label}
            </button>
            <p className="auth-form__links">{links}</p>
          </Form>
          {after}
        </div>
      </section>
    </>
  );
}
