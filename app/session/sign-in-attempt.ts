import { SignInFormSchema, SignUpFormSchema } from "#contract/schemas.ts";
import { textField } from "~/forms/parse-form";

/**
 * Spec §5's "treated as a login attempt" only with a username: Sign Up's empty e-mail is an error
 * (decision 0036).
 */
function isSignInAttempt(intent: string, email: string, hasUsername: boolean): boolean {
  return intent !== "register" || (email.trim() === "" && hasUsername);
}

export function signupSchemaOf(form: FormData, mode: string) {
  return isSignInAttempt(mode, textField(form, "email"), form.has("username"))
    ? SignInFormSchema
    : SignUpFormSchema;
}
