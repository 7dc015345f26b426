import { useT } from "~/i18n/use-translation";
import { useSessionActor } from "~/session/session-provider";

/**
 * Logout is a POST, so a link on another site cannot sign a person out. With JavaScript it goes
 * through the session machine (which clears the user and resets the page counters, then posts);
 * without (or before the machine has loaded), the form posts itself.
 */
export function LogoutForm({ className }: { className?: string }) {
  const session = useSessionActor();
  const t = useT();
  return (
    <form
      method="post"
      action="/logout"
      className="logout-form"
      onSubmit={(event) => {
        // Until the session machine has loaded, the form posts itself.
        if (!session) return;
        event.preventDefault();
        session.send({ type: "LOGOUT" });
      }}
    >
      <button type="submit" className={className}>
        {t("menu.logout")}
      </button>
    </form>
  );
}
