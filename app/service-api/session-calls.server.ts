import { DEVICE_KEY_HEADER } from "#contract/devices.ts";
import { readMe, readTokens } from "#contract/wire.ts";
import type { Caller } from "./transport.server";

/** The browser's device key and User-Agent, for a sign-in call (decision 0062). */
export function deviceHeaders(device?: { key: string; userAgent: string }): Record<string, string> {
  if (!device) return {};
  return {
    [DEVICE_KEY_HEADER]: device.key,
    ...(device.userAgent ? { "user-agent": device.userAgent } : {}),
  };
}

/** Signing in and out, registering, and the one-time codes of a password reset. */
export function sessionCalls({ call }: Caller) {
  return {
    /**
     * The browser's device key and User-Agent go along (ours, decision 0062), so our service can
     * tell a new device; other backends ignore them.
     */
    login: (username: string, password: string, device?: { key: string; userAgent: string }) =>
      call(
        "POST",
        "auth/jwt/create/",
        { username, password },
        undefined,
        readTokens,
        deviceHeaders(device),
      ),
    /** The answer has no refresh token when the backend does not rotate them (simplejwt's default). */
    refresh: (refresh: string) =>
      call("POST", "auth/jwt/refresh/", { refresh }, undefined, readTokens),
    logout: (refresh: string) => call<unknown>("POST", "auth/jwt/blacklist/", { refresh }),
    /** Our extension: every token of this member stops working. Other backends answer 404. */
    logoutAll: (access: string) => call<unknown>("POST", "app/logout-all/", {}, access),
    me: (access: string) => call("GET", "app/me/", undefined, access, readMe),
    register: (form: Record<string, string>) => call<unknown>("POST", "app/register/", form),
    requestOtp: (contact: { email?: string; phonenumber?: string }) =>
      call<unknown>("POST", "app/request-otp/", contact),
    /**
     * The spec shows neither payload nor answer: the new password goes as `password` (ours) and
     * `new_password` (djoser's and most DRF code's name).
     */
    verifyOtp: (form: { email?: string; phonenumber?: string; otp: string; password: string }) =>
      call<unknown>("POST", "app/verify-otp/", { ...form, new_password: form.password }),
  };
}
