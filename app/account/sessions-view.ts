/** One line of "Where you're signed in": built on the server, read by the page. */
export interface SessionRow {
  /** Names the session in the End form; never its id. */
  handle: string;
  /** "Chrome on Android". */
  device: string;
  /** "203.0.113.x"; null when not recorded. */
  network: string | null;
  /** A country, from a trusted proxy; null when unknown. */
  place: string | null;
  signedIn: string;
  signedInIso: string;
  lastSeen: string;
  lastSeenIso: string;
  /** The session of the browser reading the page. */
  current: boolean;
}

/** The End form's intent, as the profile's action reads it. */
export const END_SESSION_INTENT = "end-session";
