import QRCode from "qrcode";
import type { RouterContextProvider } from "react-router";
import { redirect } from "react-router";
import { SERVICE_UNAVAILABLE, tooManyAttempts } from "#contract/messages.ts";
import { sameSitePath } from "#contract/same-site-path.ts";
import { SecondFactorFormSchema } from "#contract/second-factor.ts";
import type { FormReply } from "~/forms/form-answer";
import { readValidSubmission, refuse, refuseNow, refuseWithBody } from "~/forms/form-reply.server";
import { readOrThrow, throwServiceAnswer } from "~/service-api/answers.server";
import { passkeyApi, passkeysOffered } from "~/service-api/passkey-calls.server";
import { serviceApi } from "~/service-api/service-api.server";
import { currentSession, signIn } from "./current-session.server";

/** The code page's loader and action (decision 0060): set the app up once, then a code per sign-in. */

const CONSOLE = "/staff";

export function nextOf(value: unknown): string {
  const path = sameSitePath(value);
  return path?.startsWith(CONSOLE) ? path : CONSOLE;
}

/** "ABCD EFGH …": a key typed by hand is read in groups of four. */
const grouped = (key: string) => key.replace(/(.{4})(?=.)/g, "$1 ");

/** Whether the person may use a passkey instead of a code: the backend has them, and so do they. */
async function hasPasskeys(
  context: Readonly<RouterContextProvider>,
  request: Request,
  access: string,
): Promise<boolean> {
  if (!(await passkeysOffered(context))) return false;
  const listed = await passkeyApi(context, request).list(access);
  return listed.kind === "ok" && listed.data.length > 0;
}

export async function loadSecondFactorStep(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: URL,
) {
  const current = currentSession(context);
  // The page is for staff; a member has no console to open.
  if (!current.user?.staff) throw redirect("/");
  const access = current.session.get("access") as string;
  const api = serviceApi(context);
  const state = readOrThrow(await api.secondFactorState(access), context, url);
  const base = {
    next: nextOf(url.searchParams.get("next")),
    stepUp: url.searchParams.get("why") === "step-up",
    recoveryLeft: state.recovery_codes_left,
    passkeys: await hasPasskeys(context, request, access),
  };
  if (state.enrolled) return { ...base, setup: null };
  const setup = readOrThrow(await api.startSecondFactor(access), context, url);
  const svg = await QRCode.toString(setup.otpauth_url, {
    type: "svg",
    margin: 1,
    errorCorrectionLevel: "M",
  });
  return {
    ...base,
    setup: {
      key: grouped(setup.secret),
      qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    },
  };
}

export type SecondFactorAnswer =
  | { reply: FormReply; recoveryCodes?: undefined }
  | { reply?: undefined; recoveryCodes: string[]; next: string };

const NOT_NOW = {
  unavailable: SERVICE_UNAVAILABLE,
  tooMany: tooManyAttempts,
  what: "a second-factor code",
};

export async function submitSecondFactorStep(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: URL,
): Promise<{ status: number; answer: SecondFactorAnswer }> {
  const current = currentSession(context);
  if (!current.user?.staff) throw redirect("/");
  const read = await readValidSubmission(request, SecondFactorFormSchema);
  if (!read.ok) return { status: read.status, answer: { reply: read.reply } };
  const { intent, code } = read.value;
  const next = nextOf(read.value.next);
  const access = current.session.get("access") as string;
  const api = serviceApi(context);
  const answer =
    intent === "confirm"
      ? await api.confirmSecondFactor(access, code)
      : await api.verifySecondFactor(access, code);
  if (answer.kind === "ok") {
    // A stronger sign-in is a new session, as a sign-in is: an id seen before does not carry it.
    await signIn(context, answer.data);
    const codes = (answer.data as { recovery_codes?: string[] }).recovery_codes;
    if (codes) return { status: 200, answer: { recoveryCodes: codes, next } };
    throw redirect(next);
  }
  const { submission } = read;
  if (answer.kind === "unavailable" || answer.status === 429) {
    const refused = refuseNow(answer, submission, NOT_NOW);
    return { status: refused.status, answer: { reply: refused.reply } };
  }
  if (answer.status === 400) {
    return { status: 400, answer: { reply: refuseWithBody(submission, answer.data, ["code"]) } };
  }
  if (answer.status === 409) {
    const detail = (answer.data as { detail?: unknown } | null)?.detail;
    return {
      status: 409,
      answer: {
        reply: refuse(submission, typeof detail === "string" ? detail : SERVICE_UNAVAILABLE),
      },
    };
  }
  return throwServiceAnswer(answer, context, url);
}
