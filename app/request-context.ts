import { createContext } from "react-router";
import type { SessionStore } from "./session/session-store.server";

/** The session cookie's name (prefixed `__Host-` in a deployment). */
export const SESSION_COOKIE = "portal_session";
/** The preview cookie's name (prefixed `__Host-` in a deployment). */
export const PREVIEW_COOKIE = "portal_preview";
/** Cookies that make an answer personal: a request carrying one never meets a shared page. */
export const PERSONAL_COOKIES = [SESSION_COOKIE, PREVIEW_COOKIE] as const;
/**
 * Marks an answer the studio may frame (an editor's preview, or the refusal of /preview/enable) for
 * the host, which then names the studio in frame-ancestors and never forwards the mark itself.
 */
export const PREVIEW_ANSWER_HEADER = "x-portal-preview";

/** Per-request nonce for the Content-Security-Policy, set by the HTTP server. */
export const cspNonceContext = createContext<string>("");

/**
 * How loaders and actions reach the service API: one function, whether the bundled service answers
 * in-process or SERVICE_API_URL points elsewhere. `path` is relative to the API root, as in spec §7
 * ("app/me/").
 */
export interface ServiceTransport {
  fetch(path: string, init?: RequestInit & ServiceCallInfo): Promise<Response>;
}

/** What the host says of the visitor's request beside the call itself. */
interface ServiceCallInfo {
  /** For the service's rate limits. */
  clientAddress?: string;
  /** The site's origin the visitor used (passkeys' relying party when SITE_URL is not set). */
  siteOrigin?: string;
}

export const serviceTransportContext = createContext<ServiceTransport | null>(null);

/** Settings the host passes to the app (it validated them at start). */
export interface AppSettings {
  /** Newest first: the first signs session cookies, all of them verify. */
  sessionSecrets: string[];
  /** A deployment: Secure, __Host- prefixed session cookie. */
  secureCookies: boolean;
  /** Where content comes from; absent, the embedded dataset with previews and webhook off. */
  content?: ContentSettings;
  /** Where sessions live and how long; absent, this process's memory, 2 h idle, 24 h at most. */
  sessions?: { store?: SessionStore; idleSeconds?: number; maxAgeSeconds?: number };
  /** How a publish reaches every instance's caches; absent, this process's content cache only. */
  contentPurges?: ContentPurges;
}

/**
 * Content changed (Sanity's publish webhook): every instance forgets the cached pages that show the
 * documents named by `tags` (every page without tags) and its cached content answers. The host owns
 * the channel (Redis pub/sub with REDIS_URL, else this process).
 */
export interface ContentPurges {
  /** Tells every instance, this one at once. */
  publish(tags?: readonly string[]): void;
  /** Called on every purge, whichever instance received the webhook; no tags: every page. */
  subscribe(listener: (tags: readonly string[] | undefined) => void): void;
}

/**
 * Where a page's render records what content it showed (content-tags.ts), set by the host on its
 * page cache's fills only: the page is kept with these tags and forgotten when a publish names one
 * of them.
 */
export interface ContentTagRecorder {
  add(tags: Iterable<string>): void;
}

export const contentTagsContext = createContext<ContentTagRecorder | null>(null);

export interface ContentSettings {
  /** The embedded dataset's files when CONTENT_DATASET moved them (server/content-dataset.ts); absent, content/. */
  dataset?: { dataFile: string; imagesDir: string };
  /** Sanity's API; absent, the embedded dataset. */
  sanity?: {
    projectId: string;
    dataset: string;
    apiVersion: string;
    readToken?: string;
    /** Another API host than Sanity's own (a proxy; the tests' fake Sanity). */
    apiHost?: string;
  };
  /**
   * Where editors' Sanity Studio runs (SANITY_STUDIO_URL): the one origin allowed to frame preview
   * pages, and where click-to-edit marks point.
   */
  studioUrl?: string;
  /** Shared with Sanity's publish webhook (POST /webhooks/content). */
  webhookSecret?: string;
  /** Editors open /preview?secret=… to see drafts (the studio's own way in is /preview/enable). */
  previewSecret?: string;
  /** The public origin for canonical URLs and feeds; absent, the request's origin. */
  siteUrl?: string;
}

export const appSettingsContext = createContext<AppSettings | null>(null);

/** The address of the person making the request (for the service's rate limits). */
export const clientAddressContext = createContext<string>("unknown");

/**
 * The visitor's country as a trusted proxy or CDN said it (PLACE_HEADER, e.g. CF-IPCountry): an
 * ISO 3166 code, or "" when no proxy said it or none is set up to.
 */
export const clientPlaceContext = createContext<string>("");

/**
 * The host's log line for this request, which the application completes (the member's id, once the
 * session is read); null outside the host.
 */
export const requestLogContext = createContext<{ user?: string } | null>(null);
