import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";

/**
 * The ceremonies' browser half, loaded only when a passkey button is used (it carries
 * @simplewebauthn/browser): options from a site action, the browser's own dialog, and the answer
 * as text for the site to send on. Tokens never come here: the site keeps them in its session.
 */

/** Why the browser's half gave no answer: the page says it in its own language. */
export type CeremonyProblem = "unsupported" | "cancelled" | "unavailable";

export type CeremonyAnswer =
  | { ok: true; response: string }
  | { ok: false; message: string; problem: CeremonyProblem | null };

const PASSKEY_WORDS_IN_BROWSER = {
  unsupported:
    "This browser cannot use passkeys. Sign in with your username and password, or try another browser.",
  cancelled: "No passkey was used. Try again when you are ready, or use your password.",
  unavailable: "Passkeys are unavailable for a moment. Please try again shortly.",
} as const;

async function optionsFrom(action: string, intent: string): Promise<unknown> {
  const response = await fetch(action, {
    method: "POST",
    headers: { accept: "application/json" },
    body: new URLSearchParams({ intent }),
  });
  const body = (await response.json().catch(() => null)) as {
    options?: unknown;
    message?: string;
  } | null;
  if (!response.ok || !body?.options) {
    throw new Error(body?.message ?? PASSKEY_WORDS_IN_BROWSER.unavailable);
  }
  return body.options;
}

async function ceremony(run: () => Promise<unknown>): Promise<CeremonyAnswer> {
  if (!browserSupportsWebAuthn())
    return { ok: false, message: PASSKEY_WORDS_IN_BROWSER.unsupported, problem: "unsupported" };
  try {
    return { ok: true, response: JSON.stringify(await run()) };
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    // The person closed the dialog, or no passkey of theirs is on this device.
    if (name === "NotAllowedError" || name === "AbortError")
      return { ok: false, message: PASSKEY_WORDS_IN_BROWSER.cancelled, problem: "cancelled" };
    const said = (error as Error).message;
    // The site's own refusal (options refused) is in its words already.
    return said
      ? { ok: false, message: said, problem: null }
      : { ok: false, message: PASSKEY_WORDS_IN_BROWSER.unavailable, problem: "unavailable" };
  }
}

/** A passkey's assertion for signing in: the browser offers this site's passkeys, no username. */
export function askForPasskey(action: string): Promise<CeremonyAnswer> {
  return ceremony(async () =>
    startAuthentication({ optionsJSON: (await optionsFrom(action, "options")) as never }),
  );
}

/** A new passkey made on this device (or a security key) for the signed-in person. */
export function makePasskey(action: string): Promise<CeremonyAnswer> {
  return ceremony(async () =>
    startRegistration({ optionsJSON: (await optionsFrom(action, "add-options")) as never }),
  );
}
