import { SERVICE_LINE_PATHS, type ServiceLineKey } from "../app/services/service-line-paths";

/**
 * Where a document shows on the site, for the studio's "Open preview" menu
 * item. The link carries no secret (the studio bundle is public): the site's
 * /preview page asks the editor for it, then shows drafts.
 */
export const previewBaseUrl = (
  process.env.SANITY_STUDIO_PREVIEW_URL || "http://localhost:3000"
).replace(/\/+$/, "");

interface PreviewableDocument {
  _type: string;
  slug?: { current?: string };
  key?: string;
}

export function sitePathFor(document: PreviewableDocument): string | null {
  const slug = document.slug?.current;
  switch (document._type) {
    case "post":
      return slug ? `/blog-details/${slug}` : null;
    case "work":
      return slug ? `/work-details/${slug}` : null;
    case "tag":
      return slug ? `/tag/${slug}` : null;
    case "category":
      return slug ? `/category/${slug}` : null;
    case "csrInitiative":
      return "/csr";
    case "testimonial":
      return "/testimonials";
    case "aboutPage":
      return "/about";
    case "homePage":
    case "siteSettings":
      return "/";
    case "serviceLine": {
      const paths = SERVICE_LINE_PATHS[document.key as ServiceLineKey];
      return paths?.page ?? (document.key ? `/service#${document.key}` : "/service");
    }
    default:
      return null;
  }
}

export function previewUrlFor(document: PreviewableDocument): string | undefined {
  const path = sitePathFor(document);
  return path ? `${previewBaseUrl}/preview?redirect=${encodeURIComponent(path)}` : undefined;
}
