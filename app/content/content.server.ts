import type { RouterContextProvider } from "react-router";
import {
  appSettingsContext,
  type ContentPurges,
  type ContentSettings,
  contentTagsContext,
} from "~/request-context";
import {
  CONTENT_TIMEOUT_MS,
  type ContentGateway,
  createContentGateway,
} from "./content-gateway.server";
import { contentTagsOf } from "./content-tags";
import { createEmbeddedSource, DEFAULT_DATA_FILE } from "./embedded-source.server";
import { type ContentImageConfig, EMBEDDED_IMAGE_CONFIG } from "./image-url";
import { createSanitySource } from "./sanity-source.server";

const gateways = new Map<string, ContentGateway>();

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
    // Every answer, whatever the tags: answers are cheap to ask again, pages are not.
    purges?.subscribe(() => created.purge());
    gateway = created;
    gateways.set(key, gateway);
  }
  return gateway;
}

export function contentSettings(context: Readonly<RouterContextProvider>): ContentSettings {
  return context.get(appSettingsContext)?.content ?? {};
}

/** On a page cache's fill, each published answer also tags the page (content-tags.ts). */
export function content(context: Readonly<RouterContextProvider>): ContentGateway {
  const gateway = gatewayFor(
    contentSettings(context),
    context.get(appSettingsContext)?.contentPurges,
  );
  const recorder = context.get(contentTagsContext);
  if (!recorder) return gateway;
  return {
    ...gateway,
    fetch: (query, params, options) =>
      gateway.fetch(query, params, options).then((answer) => {
        if (options?.perspective === undefined) recorder.add(contentTagsOf(query, answer));
        return answer;
      }),
  };
}

export function purgeContent(
  context: Readonly<RouterContextProvider>,
  tags?: readonly string[],
): void {
  const gateway = content(context);
  const purges = context.get(appSettingsContext)?.contentPurges;
  if (purges) purges.publish(tags);
  else gateway.purge();
}

export function imageConfigFor(settings: ContentSettings): ContentImageConfig {
  const sanity = settings.sanity;
  return sanity ? { projectId: sanity.projectId, dataset: sanity.dataset } : EMBEDDED_IMAGE_CONFIG;
}
