import { SignInFormSchema, SignUpFormSchema } from "#contract/schemas.ts";
import { textField } from "~/forms/parse-form";

/**
 * Spec §5: "Registration requires an email to be present. Without one, the submission is treated as
 * a login attempt." It can only be one when it carries the sign-in fields (a username): the Sign Up
 * form has none, so there an empty e-mail is reported beside its field (decision 0036). The
 * browser's check and the server's action both ask this.
 */
function isSignInAttempt(intent: string, email: string, hasUsername: boolean): boolean {
  return intent !== "register" || (email.trim() === "" && hasUsername);
}

/** The schema a submission of the card is read with: a sign-in, or a registration (§5). */
export function signupSchemaOf(form: FormData, mode: string) {
  return isSignInAttempt(mode, textField(form, "email"), form.has("username"))
    ? SignInFormSchema
    : SignUpFormSchema;
}
