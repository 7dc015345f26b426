/**
 * A script's request gets 200 with `ok: false`: a wrong password is no failed request (decision
 * 0045).
 */
export function refusalStatus(request: Request, status: number): number {
  const mode = request.headers.get("sec-fetch-mode");
  const fromScript = mode !== null && mode !== "navigate";
  // "Too many tries" (429) and "down" (503) stay what they are.
  return fromScript && status === 400 ? 200 : status;
}
