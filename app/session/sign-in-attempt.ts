/**
 * Spec §5: "Registration requires an email to be present. Without one, the submission is treated
 * as a login attempt." It can only be one when it carries the sign-in fields (a username): the
 * Sign Up form has none, so there an empty e-mail is reported beside its field (decision 0036).
 * The browser's check and the server's action both ask this.
 */
export function isSignInAttempt(intent: string, email: string, hasUsername: boolean): boolean {
  return intent !== "register" || (email.trim() === "" && hasUsername);
}
