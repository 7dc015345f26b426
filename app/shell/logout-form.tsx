import { SessionActor } from "~/session/session-provider";

/**
 * Logout is a POST, so a link on another site cannot sign a person out.
 * With JavaScript it goes through the session machine (which clears the user
 * and resets the page counters, then posts); without, the form posts itself.
 */
export function LogoutForm({ className }: { className?: string }) {
  const session = SessionActor.useActorRef();
  return (
    <form
      method="post"
      action="/logout"
      className="logout-form"
      onSubmit={(event) => {
        event.preventDefault();
        session.send({ type: "LOGOUT" });
      }}
    >
      <button type="submit" className={className}>
        Logout
      </button>
    </form>
  );
}
