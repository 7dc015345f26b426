import { randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { DEVICE_KEY_PATTERN } from "#contract/devices.ts";

/**
 * The browser's device key (decision 0062): a random id in a long-lived httpOnly cookie, given to
 * the service on each sign-in so it can tell a device the account has used before. It opens
 * nothing by itself; it only spares a known device the "new sign-in" e-mail.
 */

const DEVICE_COOKIE = "portal_device";

/** Browsers keep a cookie 400 days at most. */
const DEVICE_COOKIE_DAYS = 400;

/** Capped, so a forged header cannot grow what the service reads or the session keeps. */
const MAX_USER_AGENT = 512;

export interface RequestDevice {
  /** The browser's key, or a new one to set after a sign-in. */
  key: string;
  /** No cookie came: `key` is new and goes out with the answer to a sign-in. */
  fresh: boolean;
  userAgent: string;
}

function deviceCookie(secure: boolean) {
  return createCookie(secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}

export async function requestDevice(request: Request, secure: boolean): Promise<RequestDevice> {
  const userAgent = (request.headers.get("user-agent") ?? "").slice(0, MAX_USER_AGENT);
  const kept: unknown = await deviceCookie(secure)
    .parse(request.headers.get("cookie"))
    .catch(() => null);
  if (typeof kept === "string" && DEVICE_KEY_PATTERN.test(kept)) {
    return { key: kept, fresh: false, userAgent };
  }
  return { key: randomBytes(32).toString("base64url"), fresh: true, userAgent };
}

export function setDeviceCookie(device: RequestDevice, secure: boolean): Promise<string> {
  return deviceCookie(secure).serialize(device.key);
}
