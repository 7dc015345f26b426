import type { FormReply } from "~/forms/form-answer";

export type SignupMode = "login" | "register";

export type SignupResult =
  | { ok: true; mode: "login"; lines: [] }
  | { ok: true; mode: "register"; lines: string[]; reply: FormReply }
  | {
      ok: false;
      mode: SignupMode;
      lines: string[];
      reply: FormReply;
      /** The spec's words (§8), said by the toast only. */
      toast?: string;
      /** What the card says instead, in the page's language: what went wrong and what to do. */
      advice?: "check-credentials";
      loginError?: unknown;
    };
