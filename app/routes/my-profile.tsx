import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { AccountCard } from "~/account/account-card";
import { loadMyPasskeys } from "~/account/passkeys.server";
import { PasskeysSection } from "~/account/passkeys-section";
import { loadMyProfile } from "~/account/profile.server";
import { ProfileForm } from "~/account/profile-form";
import { PROFILE_NOT_LOADED } from "~/account/profile-messages";
import { updateMyProfile } from "~/account/profile-update.server";
import type { ProfileView } from "~/account/profile-view";
import { END_SESSION_INTENT } from "~/account/sessions-view";
import { SignedInSessions } from "~/account/signed-in-sessions";
import { endOtherSession, listSignedInSessions } from "~/account/signed-in-sessions.server";
import { textField } from "~/forms/parse-form";
import { readActionForm } from "~/lib/bounded-body.server";
import { formatCount } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { EmailAddress } from "~/shell/email-address";
import { MessageBanner } from "~/shell/message-banner";
import { homeCrumb, PageHeader } from "~/shell/page-header";
import type { Route } from "./+types/my-profile";

const PATH = "/my-profile";

/** /my-profile: the member's details, modules and courses, and the form to change their details. */
export async function loader({ context, request, url, pattern }: Route.LoaderArgs) {
  const profile = await loadMyProfile(context, url, pattern);
  // Absent where the backend has none, or when the profile itself could not be read.
  const passkeys = profile.profile ? await loadMyPasskeys(context, request) : null;
  return {
    ...profile,
    sessions: await listSignedInSessions(context),
    passkeys: passkeys ?? undefined,
  };
}

/** The edit form, or an End button of "Where you're signed in" (its `intent`). */
export async function action({ context, request, url, pattern }: Route.ActionArgs) {
  const posted = await readActionForm(request.clone());
  if (posted.ok && textField(posted.form, "intent") === END_SESSION_INTENT) {
    const { status, answer } = await endOtherSession(context, posted.form, url, pattern);
    return data(answer, { status });
  }
  const { status, answer } = await updateMyProfile(context, request, url, pattern);
  return data(answer, { status });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.title ?? "My Profile", "Your details, modules and courses.");

export default function MyProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { title, profile, saved, sessions, passkeys } = loaderData;
  const profileAnswer = actionData && "reply" in actionData ? actionData : undefined;
  const sessionsRefusal =
    actionData && "sessions" in actionData ? actionData.sessions.error?.[""]?.[0] : undefined;
  return (
    <>
      <PageHeader title={title} crumbs={[homeCrumb, { label: title }]} />
      <div className="container section account-page profile-page">
        {profile ? (
          <ProfileSummary profile={profile} />
        ) : (
          <MessageBanner ok={false} lines={[PROFILE_NOT_LOADED]} />
        )}
        <section className="account-card profile-page__edit" aria-labelledby="edit-title">
          <h2 id="edit-title" className="account-page__heading">
            Edit your details
          </h2>
          <ProfileForm answer={profileAnswer} saved={saved} action={PATH} />
        </section>
        {passkeys && <PasskeysSection items={passkeys.items} removing={passkeys.removing} />}
        <SignedInSessions sessions={sessions} refusal={sessionsRefusal} action={PATH} />
      </div>
    </>
  );
}

function ProfileSummary({ profile }: { profile: ProfileView }) {
  return (
    <div className="profile-page__summary">
      <AccountCard id="details-title" heading="Your details">
        <dl className="profile-details">
          <div>
            <dt>Name</dt>
            <dd>{profile.name}</dd>
          </div>
          <div>
            <dt>E-mail address</dt>
            <dd>
              <EmailAddress address={profile.email} />
            </dd>
          </div>
          <div>
            <dt>Mobile number</dt>
            <dd>{profile.phonenumber || "Not given"}</dd>
          </div>
          <div>
            <dt>Member since</dt>
            <dd>
              <time dateTime={profile.memberSinceIso}>{profile.memberSince}</time>
            </dd>
          </div>
          <div>
            <dt>Coin balance</dt>
            <dd>{formatCount(profile.coins)}</dd>
          </div>
        </dl>
        <p>
          <Link to="/my-orders">See your orders</Link>
        </p>
      </AccountCard>

      <AccountCard id="modules-title" heading="Your modules">
        <LinkList
          links={profile.held.map((module) => ({ to: module.path, label: module.title }))}
          empty={<p>You do not have access to any module yet.</p>}
        />
        {profile.locked.length > 0 && (
          <>
            <h3 className="profile-page__subheading">Other modules</h3>
            <p>Ask us for access: the link opens the contact form with the module named.</p>
            <ul className="module-list module-list--locked">
              {profile.locked.map((module) => (
                <li key={module.entitlement}>
                  <span>{module.title}</span>
                  <Link to={module.askPath}>
                    Ask for access <span className="visually-hidden">to {module.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </AccountCard>

      {profile.courses && (
        <AccountCard id="courses-title" heading="Your courses">
          <LinkList
            links={profile.courses.map((course) => ({ to: course.path, label: course.title }))}
            empty={
              <p>
                You have not bought a course yet.{" "}
                <Link to="/pmt-aspirants">Browse the PMT courses</Link>
              </p>
            }
          />
        </AccountCard>
      )}
    </div>
  );
}

/** The pages the member may open, one link each; `empty` when there are none. */
function LinkList({ links, empty }: { links: { to: string; label: string }[]; empty: ReactNode }) {
  if (links.length === 0) return empty;
  return (
    <ul className="module-list">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
