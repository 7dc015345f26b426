import { isPublicEntry, ROUTE_TABLE } from "../../app/route-table";
import { publishedOfType, slugOf } from "./dataset.ts";

/** A concrete URL for each route of the table: content routes take a real slug of the dataset. */
const SLUG_OF: Record<string, string> = {
  "/work-details/:id": slugOf(publishedOfType("work")[0] as never),
  "/tag/:slug": slugOf(publishedOfType("tag")[0] as never),
  "/category/:slug": slugOf(publishedOfType("category")[0] as never),
  "/blog-details/:id": slugOf(publishedOfType("post")[0] as never),
  "/:slug": slugOf(publishedOfType("page")[0] as never),
};

export function exampleUrl(path: string): string {
  return path.replace(/:[a-z]+/gi, SLUG_OF[path] ?? "sample-1");
}

/** One URL for each public route of the table. */
export const PUBLIC_URLS: readonly string[] = ROUTE_TABLE.filter(isPublicEntry).map((entry) =>
  exampleUrl(entry.path),
);
