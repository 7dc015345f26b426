import { Form } from "react-router";
import { MessageBanner } from "~/shell/message-banner";
import { AccountCard } from "./account-card";
import { SESSIONS_HEADING, SESSIONS_UNREADABLE } from "./sessions-messages";
import { END_SESSION_INTENT, type SessionRow } from "./sessions-view";

/**
 * "Where you're signed in" on /my-profile (decision 0062): each session of the account, this one
 * marked, an End button for each other one, and "Sign out everywhere". Plain form posts, so every
 * button works without JavaScript.
 */
export function SignedInSessions({
  sessions,
  refusal,
  action,
}: {
  /** Null when the session store could not say. */
  sessions: SessionRow[] | null;
  /** Why the last End was refused. */
  refusal?: string;
  action: string;
}) {
  return (
    <AccountCard id="sessions-title" heading={SESSIONS_HEADING}>
      {refusal && <MessageBanner ok={false} lines={[refusal]} takeFocus />}
      {sessions === null ? (
        <p>{SESSIONS_UNREADABLE}</p>
      ) : (
        <ul className="session-list">
          {sessions.map((session) => (
            <SessionLine key={session.handle} session={session} action={action} />
          ))}
        </ul>
      )}
      <p>
        Signed in on a device you no longer use, or a computer others share? End it above, or sign
        out on every device at once, this one included.
      </p>
      <form method="post" action="/logout">
        <input type="hidden" name="scope" value="everywhere" />
        <button type="submit" className="button button--primary">
          Sign out everywhere
        </button>
      </form>
    </AccountCard>
  );
}

function SessionLine({ session, action }: { session: SessionRow; action: string }) {
  const network = session.network ? `Network ${session.network}` : "Network not recorded";
  return (
    <li className="session-list__item" aria-current={session.current || undefined}>
      <div className="session-list__what">
        <strong>{session.device}</strong>
        {session.current && <span className="session-list__this">This device</span>}
        <span>
          {network} · {session.place ?? "place unknown"}
        </span>
        <span>
          Signed in <time dateTime={session.signedInIso}>{session.signedIn}</time> · last seen{" "}
          <time dateTime={session.lastSeenIso}>{session.lastSeen}</time>
        </span>
      </div>
      {!session.current && (
        <Form method="post" action={action} className="session-list__end">
          <input type="hidden" name="intent" value={END_SESSION_INTENT} />
          <input type="hidden" name="session" value={session.handle} />
          <button
            type="submit"
            className="button button--ghost"
            aria-label={`End the session on ${session.device}`}
          >
            End
          </button>
        </Form>
      )}
    </li>
  );
}
