import type { FormReply } from "~/forms/form-answer";

export type SignupMode = "login" | "register";

/**
 * The card's answer: the banner's lines (the spec's words, §8) and the form's reply (messages
 * beside the fields, what was typed; decision 0037).
 */
export type SignupResult =
  | { ok: true; mode: "login"; lines: [] }
  | { ok: true; mode: "register"; lines: string[]; reply: FormReply }
  | {
      ok: false;
      mode: SignupMode;
      lines: string[];
      reply: FormReply;
      /** Spec §8: the toast for a refused sign-in. */
      toast?: string;
      /** Spec §8: the server's error data, kept for the session machine. */
      loginError?: unknown;
    };
