import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { useT } from "~/i18n/use-translation";
import { useRootData } from "~/shell/root-data";
import type { CeremonyProblem } from "./passkey-ceremony";
import type { PasskeyReply } from "./passkey-reply";

const PASSKEY_SIGN_IN_PATH = "/passkeys/sign-in";

/**
 * "Sign in with a passkey", beside the spec's password form (which stays as it is). Offered only
 * where the backend has passkeys and once the page's scripts run: the ceremony needs them, and
 * its library loads only when the button is used.
 */
export function PasskeySignInButton({ redirectTo }: { redirectTo: string }) {
  const t = useT();
  return (
    <PasskeyButton
      action={PASSKEY_SIGN_IN_PATH}
      fields={{ intent: "sign-in", redirectTo }}
      lead={t("signin.passkeyOr")}
      label={t("signin.passkey")}
      words={{
        waiting: t("signin.passkeyWaiting"),
        unsupported: t("signin.passkeyUnsupported"),
        cancelled: t("signin.passkeyCancelled"),
        unavailable: t("signin.passkeyUnavailable"),
      }}
    />
  );
}

type ButtonWords = Record<CeremonyProblem | "waiting", string>;

const ENGLISH_WORDS: ButtonWords = {
  waiting: "Waiting for your passkey…",
  unsupported:
    "This browser cannot use passkeys. Sign in with your username and password, or try another browser.",
  cancelled: "No passkey was used. Try again when you are ready, or use your password.",
  unavailable: "Passkeys are unavailable for a moment. Please try again shortly.",
};

/**
 * A passkey ceremony's button: options from `action` (intent=options), the browser's dialog, then
 * the answer posted to `action` with `fields` through the router (its answer is a redirect).
 */
export function PasskeyButton({
  action,
  fields,
  lead,
  label,
  words = ENGLISH_WORDS,
}: {
  action: string;
  fields: Record<string, string>;
  lead: string;
  label: string;
  words?: ButtonWords;
}) {
  const offered = useRootData()?.passkeys === true;
  const [scripted, setScripted] = useState(false);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fetcher = useFetcher<PasskeyReply>();
  useEffect(() => setScripted(true), []);
  if (!offered || !scripted) return null;

  const refused =
    fetcher.state === "idle" && fetcher.data?.ok === false ? fetcher.data.message : null;
  const message = problem ?? refused;
  const busy = asking || fetcher.state !== "idle";

  async function start() {
    setAsking(true);
    setProblem(null);
    try {
      const { askForPasskey } = await import("./passkey-ceremony");
      const answer = await askForPasskey(action);
      if (!answer.ok) {
        setProblem(answer.problem ? words[answer.problem] : answer.message);
        return;
      }
      // Through the router: its answer is a redirect, and every loader reads the new session.
      await fetcher.submit({ ...fields, response: answer.response }, { method: "post", action });
    } catch {
      setProblem(words.unavailable);
    } finally {
      setAsking(false);
    }
  }

  return (
    <div className="passkey-sign-in">
      <p className="passkey-sign-in__or">{lead}</p>
      <button
        type="button"
        className="button button--ghost passkey-sign-in__button"
        onClick={() => void start()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? words.waiting : label}
      </button>
      {message && (
        <p className="passkey-sign-in__problem" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
