import type { RouterContextProvider } from "react-router";
import { appSettingsContext, type ContentPurges, type ContentSettings } from "~/request-context";
import {
  CONTENT_TIMEOUT_MS,
  type ContentGateway,
  createContentGateway,
} from "./content-gateway.server";
import { createEmbeddedSource, DEFAULT_DATA_FILE } from "./embedded-source.server";
import { type ContentImageConfig, EMBEDDED_IMAGE_CONFIG } from "./image-url";
import { createSanitySource } from "./sanity-source.server";

const gateways = new Map<string, ContentGateway>();

/** One gateway (and so one cache) per process and content settings. */
function gatewayFor(settings: ContentSettings | undefined, purges?: ContentPurges): ContentGateway {
  const sanity = settings?.sanity;
  const dataFile = settings?.dataset?.dataFile ?? DEFAULT_DATA_FILE;
  const key = sanity ? JSON.stringify([sanity, settings?.studioUrl]) : `embedded:${dataFile}`;
  let gateway = gateways.get(key);
  if (!gateway) {
    const source = sanity
      ? createSanitySource({ ...sanity, studioUrl: settings?.studioUrl }, CONTENT_TIMEOUT_MS)
      : createEmbeddedSource(dataFile);
    const created = createContentGateway({ source });
    purges?.subscribe(() => created.purge());
    gateway = created;
    gateways.set(key, gateway);
  }
  return gateway;
}

export function contentSettings(context: Readonly<RouterContextProvider>): ContentSettings {
  return context.get(appSettingsContext)?.content ?? {};
}

/** The content gateway of this request's host settings. */
export function content(context: Readonly<RouterContextProvider>): ContentGateway {
  return gatewayFor(contentSettings(context), context.get(appSettingsContext)?.contentPurges);
}

/** Published content: every instance's content and page caches start over. */
export function purgeContent(context: Readonly<RouterContextProvider>): void {
  const gateway = content(context);
  const purges = context.get(appSettingsContext)?.contentPurges;
  if (purges) purges.publish();
  else gateway.purge();
}

/** How the browser builds image URLs: Sanity's CDN, or the site's own image route. */
export function imageConfigFor(settings: ContentSettings): ContentImageConfig {
  const sanity = settings.sanity;
  return sanity ? { projectId: sanity.projectId, dataset: sanity.dataset } : EMBEDDED_IMAGE_CONFIG;
}
