import type { RouterContextProvider } from "react-router";
import { readFeatures, readPasskey, readPasskeys } from "#contract/passkeys.ts";
import { readTokens } from "#contract/wire.ts";
import {
  clientAddressContext,
  type ServiceTransport,
  serviceTransportContext,
} from "~/request-context";
import { deviceHeaders } from "./session-calls.server";
import { createCaller } from "./transport.server";

/**
 * Passkeys (contract/passkeys.ts): our calls, which the Django reference does not answer. Each
 * says the site's origin the visitor used (the request's: SITE_URL's, or as a trusted proxy
 * forwarded it, decision 0043), which is the relying party when the service has no SITE_URL.
 */
export function passkeyApi(context: Readonly<RouterContextProvider>, request: Request) {
  const transport = transportOf(context);
  const { call } = createCaller(
    transport,
    context.get(clientAddressContext),
    new URL(request.url).origin,
  );
  const enc = encodeURIComponent;
  return {
    list: (access: string) => call("GET", "app/passkeys/", undefined, access, readPasskeys),
    registrationOptions: (access: string) =>
      call<unknown>("POST", "app/passkeys/register/options/", {}, access),
    register: (access: string, name: string, response: unknown) =>
      call("POST", "app/passkeys/register/", { name, response }, access, readPasskey),
    rename: (access: string, id: number, name: string) =>
      call("PATCH", `app/passkeys/${enc(String(id))}/`, { name }, access, readPasskey),
    remove: (access: string, id: number) =>
      call<unknown>("DELETE", `app/passkeys/${enc(String(id))}/`, undefined, access, () => ({})),
    signInOptions: () => call<unknown>("POST", "app/passkeys/sign-in/options/", {}),
    /** The signed-in person proves the second factor again with one of their own passkeys. */
    confirmOptions: (access: string) =>
      call<unknown>("POST", "app/passkeys/confirm/options/", {}, access),
    confirm: (access: string, response: unknown) =>
      call("POST", "app/passkeys/confirm/", { response }, access, readTokens),
    signIn: (response: unknown, device?: { key: string; userAgent: string }) =>
      call(
        "POST",
        "app/passkeys/sign-in/",
        { response },
        undefined,
        readTokens,
        deviceHeaders(device),
      ),
  };
}

function transportOf(context: Readonly<RouterContextProvider>): ServiceTransport {
  const transport = context.get(serviceTransportContext);
  if (!transport) throw new Error("No service API transport in the request context.");
  return transport;
}

/** A backend's answer stays for the process; a backend that did not answer is asked again soon. */
const RETRY_UNANSWERED_MS = 30_000;
const offered = new WeakMap<ServiceTransport, { passkeys: boolean; until: number }>();

/**
 * Whether this backend offers passkeys: ours answers app/features/, the Django reference 404s (so
 * the site shows no passkey anywhere). Asked once per process and transport.
 */
export async function passkeysOffered(context: Readonly<RouterContextProvider>): Promise<boolean> {
  const transport = context.get(serviceTransportContext);
  if (!transport) return false;
  const known = offered.get(transport);
  if (known && known.until > Date.now()) return known.passkeys;
  const answer = await createCaller(transport).call(
    "GET",
    "app/features/",
    undefined,
    undefined,
    readFeatures,
  );
  const passkeys = answer.kind === "ok" && answer.data.passkeys;
  const until =
    answer.kind === "unavailable" ? Date.now() + RETRY_UNANSWERED_MS : Number.POSITIVE_INFINITY;
  offered.set(transport, { passkeys, until });
  return passkeys;
}
