import { useT } from "~/i18n/use-translation";
import { useSessionActor } from "~/session/session-provider";

/**
 * A POST, so another site's link cannot sign a person out; the form posts itself until the session
 * machine loads.
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
