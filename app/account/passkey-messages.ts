/** The profile's passkey words (a module the browser may import). */

export const PASSKEYS_UNAVAILABLE =
  "Your passkeys cannot be shown for a moment. Please reload the page shortly.";
export const passkeyAdded = (name: string) =>
  `Passkey “${name}” added. You can now sign in with it, no password needed.`;
export const passkeyRenamed = (name: string) => `Passkey renamed to “${name}”.`;
export const passkeyRemoved = (name: string) =>
  `Passkey “${name}” removed. It can no longer sign you in.`;
export const removeQuestion = (name: string) => ({
  question: `Remove the passkey “${name}”?`,
  consequence:
    "It will no longer sign you in; you can still sign in with your password or another passkey.",
  yes: "Remove passkey",
  keep: "Keep it",
});
