/**
 * The answer of an address that only shows (a feed, the sitemap, the language link) to any other
 * method: 405 with words and `Allow`, where the router would answer 500 for a route without an
 * action.
 */
export function onlyGet(): Response {
  return new Response("This address only answers GET and HEAD.", {
    status: 405,
    headers: { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" },
  });
}
