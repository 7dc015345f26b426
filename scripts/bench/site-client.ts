/**
 * What the benchmarks and the browser tests ask a running site over plain
 * HTTP: a session cookie for a demo member, the address of a blog post.
 */

export interface Member {
  username: string;
  password: string;
}

/** The first /blog-details/<slug> address in a sitemap, as a path. */
export function blogPostPath(sitemapXml: string, prefix = ""): string | undefined {
  for (const [, loc] of sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const parsed = new URL((loc ?? "").replaceAll("&amp;", "&"), "http://site.invalid");
    const path = `${parsed.pathname}${parsed.search}`;
    if (path.startsWith(`${prefix}/blog-details/`) && /\/blog-details\/[^/]+$/.test(path)) {
      return path;
    }
  }
  return undefined;
}

/** The site's first blog post, from its sitemap. */
export async function firstBlogPost(origin: string, language = ""): Promise<string> {
  const sitemap = await (await fetch(new URL("/sitemap.xml", origin))).text();
  const prefix = language ? `/${language}` : "";
  const post = blogPostPath(sitemap, prefix);
  if (!post) throw new Error(`The sitemap lists no ${prefix}/blog-details/<slug> page.`);
  return post;
}

/**
 * Signs in the way the session machine does (POST /session) and returns the
 * session cookie. A browser sends its page's origin (the CSRF gate wants it);
 * `headers` can add a client address for the service's per-address limits.
 */
export async function signInCookie(
  origin: string,
  member: Member,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await fetch(new URL("/session", origin), {
    method: "POST",
    headers: { accept: "application/json", origin, ...headers },
    body: new URLSearchParams({ username: member.username, password: member.password }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!response.ok || !cookie) throw new Error(`Signing in answered ${response.status}.`);
  return cookie;
}
