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
      toast?: string;
      loginError?: unknown;
    };
