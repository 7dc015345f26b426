/**
 * The status a refused sign-in or registration is answered with. A document post (a form sent
 * without JavaScript) keeps its 4xx: the browser shows the answer page, and the status tells any
 * tool what happened. A script's request (the session machine's fetch, a fetcher's data request) is
 * answered 200 with the refusal in its body (`ok: false`): a wrong password is an answer the page
 * shows beside the form, not a failed request for the browser's console to report (decision 0045).
 * The browser's Fetch Metadata says which it is; a browser that sends none is treated as a document
 * post.
 */
export function refusalStatus(request: Request, status: number): number {
  const mode = request.headers.get("sec-fetch-mode");
  const fromScript = mode !== null && mode !== "navigate";
  // Only the refusal of what was typed: "too many tries" (429) and "down" (503) stay what they are.
  return fromScript && status === 400 ? 200 : status;
}
