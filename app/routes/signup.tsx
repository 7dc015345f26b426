import { data, redirect } from "react-router";
import { formMessage } from "~/forms/form-reply.server";
import { readActionForm } from "~/lib/bounded-body.server";
import { pageMeta } from "~/lib/meta";
import { safeReturnPath } from "~/lib/safe-path";
import { routeEntryForPattern } from "~/route-lookup";
import { signedInUser } from "~/session/current-session.server";
import { landingAfterSignIn } from "~/session/landing";
import { SigninCard } from "~/session/signin-card";
import { handleSignup } from "~/session/signup.server";
import type { SignupMode, SignupResult } from "~/session/signup-result";
import { refusalStatus } from "~/session/signup-status";
import { homeCrumb, PageHeader } from "~/shell/page-header";
import { ToastWithoutScripts } from "~/shell/toasts";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.title ?? "",
    "Sign in to your account, or register for access to our modules.",
  );

function modeOf(url: URL): SignupMode {
  return url.searchParams.get("mode") === "register" ? "register" : "login";
}

/** A signed-in user is sent to / (spec §2) by the route table's own rule (accessMiddleware). */
export function loader({ url, pattern }: Route.LoaderArgs) {
  return {
    title: routeEntryForPattern(pattern)?.title ?? "",
    mode: modeOf(url),
    redirectTo: safeReturnPath(url.searchParams.get("redirectTo")),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const read = await readActionForm(request);
  if (!read.ok) {
    const refused: SignupResult = {
      ok: false,
      mode: modeOf(new URL(request.url)),
      lines: [read.message],
      reply: formMessage(read.message),
    };
    return data(refused, { status: refusalStatus(request, read.status) });
  }
  const form = read.form;
  const result = await handleSignup(context, form);
  if (result.ok && result.mode === "login") {
    throw redirect(landingAfterSignIn(form.get("redirectTo"), await signedInUser(context)));
  }
  // Without JavaScript a refusal is a 400 page; a fetcher's data request gets 200 (decision 0045).
  return data(result, { status: refusalStatus(request, result.ok ? 200 : 400) });
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} crumbs={[homeCrumb, { label: loaderData.title }]} />
      <section className="container section auth-page">
        {loaderData.redirectTo !== "/" && (
          <p className="auth-page__why" role="status">
            Please sign in to continue: the page you opened is for members. You will be taken back
            to it.
          </p>
        )}
        <SigninCard mode={loaderData.mode} result={actionData} redirectTo={loaderData.redirectTo} />
      </section>
      {/* The card's toast, where no script shows it (a form posted without JavaScript lands here). */}
      {actionData && !actionData.ok && actionData.toast && (
        <ToastWithoutScripts ok={false} words={actionData.toast} />
      )}
    </>
  );
}
