import { TransferIcon } from "@sanity/icons/Transfer";
import { defineField, defineType, type ValidationContext } from "sanity";
import { canonicalPathFor } from "../../../app/route-lookup";
import {
  isReservedPath,
  normaliseSource,
  parseDestination,
  type Redirect,
  redirectTable,
  resolveRedirect,
} from "../../../contract/redirects";

/**
 * An old address of the site sent to a new one. The rules are the
 * contract's (contract/redirects.ts), the same the site answers by; what needs
 * the other redirects (a source used twice, a chain back to itself) asks the
 * dataset.
 */

/** Asked once per validation of a document, though both addresses' rules need the answer. */
const othersOf = new WeakMap<object, Promise<Redirect[]>>();

/** The other enabled redirects, drafts included (what the editor is about to publish counts). */
function otherRedirects(context: ValidationContext): Promise<Redirect[]> {
  const document = context.document ?? {};
  let others = othersOf.get(document);
  if (!others) {
    const id = (context.document?._id ?? "").replace(/^drafts\./, "");
    others = context
      .getClient({ apiVersion: "2025-02-19" })
      .fetch<Redirect[]>(
        `*[_type == "redirect" && enabled != false && !(_id in [$id, "drafts." + $id])]{source, destination, "permanent": permanent != false}`,
        { id },
      );
    othersOf.set(document, others);
  }
  return others;
}

function thisRedirect(context: ValidationContext): Redirect | null {
  const doc = context.document as Partial<Record<keyof Redirect, unknown>> | undefined;
  if (typeof doc?.source !== "string" || typeof doc.destination !== "string") return null;
  return { source: doc.source, destination: doc.destination, permanent: doc.permanent !== false };
}

export const redirect = defineType({
  name: "redirect",
  title: "Redirect",
  type: "document",
  icon: TransferIcon,
  fields: [
    defineField({
      name: "source",
      title: "Old address",
      type: "string",
      description:
        "A path of this site that should go elsewhere, e.g. /about-us (no ?…). It applies to the Hindi address too: /hi/about-us goes to /hi/about, unless a redirect of its own starts there.",
      validation: (rule) =>
        rule.required().custom(async (value, context) => {
          if (typeof value !== "string") return true;
          const source = normaliseSource(value);
          if (!source) {
            return "Write a path of this site starting with /, without ?, #, spaces, encoded slashes or ../";
          }
          if (isReservedPath(source)) {
            return "This address belongs to the site itself (the console, the service, preview, probes or files) and cannot be redirected.";
          }
          const others = await otherRedirects(context);
          if (others.some((other) => normaliseSource(other.source) === source)) {
            return "Another enabled redirect already starts at this address.";
          }
          return true;
        }),
    }),
    defineField({
      name: "destination",
      title: "New address",
      type: "string",
      description: "A path of this site (/about) or a whole address starting with https://.",
      validation: (rule) =>
        rule.required().custom(async (value, context) => {
          if (typeof value !== "string") return true;
          const destination = parseDestination(value);
          if (!destination) {
            return "Write a path of this site starting with / (not //), or a whole https:// address.";
          }
          const own = thisRedirect(context);
          if (!own) return true;
          const source = normaliseSource(own.source);
          if (destination.kind === "path" && source) {
            const path = new URL(destination.path, "http://x").pathname;
            // As the site writes it: /About is /about, which the site would send straight back.
            const target = normaliseSource(canonicalPathFor(path) ?? path);
            if (target === source) return "The new address is the old one.";
          }
          if ((context.document as { enabled?: unknown })?.enabled === false || !source)
            return true;
          const resolution = resolveRedirect(
            redirectTable([own, ...(await otherRedirects(context))]),
            source,
          );
          if (resolution.kind === "cycle") {
            return `These redirects come back to where they start: ${[...resolution.sources, resolution.sources[0]].join(" → ")}.`;
          }
          return true;
        }),
    }),
    defineField({
      name: "permanent",
      type: "boolean",
      initialValue: true,
      description:
        "On: 301, for an address that moved for good (search engines move it too). Off: 307, for a while.",
    }),
    defineField({
      name: "enabled",
      type: "boolean",
      initialValue: true,
      description: "Off: the old address answers as if there were no redirect.",
    }),
  ],
  preview: {
    select: { source: "source", destination: "destination", enabled: "enabled" },
    prepare: ({ source, destination, enabled }) => ({
      title: `${source ?? "?"} → ${destination ?? "?"}`,
      subtitle: enabled === false ? "Off" : undefined,
    }),
  },
});
