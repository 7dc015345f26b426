import { DRF, SERVICE_UNAVAILABLE } from "#contract/messages.ts";
import type { FieldErrors } from "#contract/schemas.ts";

/** Responses in the Django REST Framework formats the site and other clients expect. */

const JSON_HEADERS: Array<[string, string]> = [
  ["content-type", "application/json"],
  ["cache-control", "no-store"],
];

// The text of each JSON response, so the Node adapter can write it without
// reading the body stream back (a measurable share of a fast request).
export interface PlainResponse {
  status: number;
  headers: Array<[string, string]>;
  text: string;
}
const plain = new WeakMap<Response, PlainResponse>();

/** A JSON answer as status, headers and text (what a Node response writes directly). */
export function plainJson(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): PlainResponse {
  return {
    status,
    headers: [...JSON_HEADERS, ...Object.entries(headers)],
    text: JSON.stringify(body),
  };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const answer = plainJson(body, status, headers);
  const response = new Response(answer.text, { status, headers: answer.headers });
  plain.set(response, answer);
  return response;
}

/** Status, headers and body of a response made by `json`, without reading its stream. */
export function plainResponse(response: Response): PlainResponse | undefined {
  return plain.get(response);
}

/** Thrown anywhere in a handler; the router turns it into its response. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Record<string, string>;

  constructor(status: number, body: unknown, headers: Record<string, string> = {}) {
    super(`API error ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }

  toResponse(): Response {
    return json(this.body, this.status, this.headers);
  }

  toPlain(): PlainResponse {
    return plainJson(this.body, this.status, this.headers);
  }
}

export const fail = {
  validation: (errors: FieldErrors) => new ApiError(400, errors),
  field: (field: string, message: string) => new ApiError(400, { [field]: [message] }),
  notFound: () => new ApiError(404, { detail: DRF.notFound }),
  forbidden: () => new ApiError(403, { detail: DRF.forbidden }),
  noCredentials: () =>
    new ApiError(401, { detail: DRF.noCredentials }, { "www-authenticate": 'Bearer realm="api"' }),
  badCredentials: () => new ApiError(401, { detail: DRF.badCredentials }),
  tokenNotValid: (detail: string = DRF.tokenInvalid) =>
    new ApiError(
      401,
      { detail, code: "token_not_valid" },
      { "www-authenticate": 'Bearer realm="api"' },
    ),
  bearerNotValid: () =>
    new ApiError(
      401,
      {
        detail: DRF.tokenNotValidForAnyType,
        code: "token_not_valid",
        messages: [{ token_class: "AccessToken", token_type: "access", message: DRF.tokenInvalid }],
      },
      { "www-authenticate": 'Bearer realm="api"' },
    ),
  methodNotAllowed: (method: string, allowed: string[]) =>
    new ApiError(405, { detail: DRF.methodNotAllowed(method) }, { allow: allowed.join(", ") }),
  throttled: (seconds: number) =>
    new ApiError(429, { detail: DRF.throttled(seconds) }, { "retry-after": String(seconds) }),
  unsupportedMediaType: (type: string) =>
    new ApiError(415, { detail: DRF.unsupportedMediaType(type) }),
  parseError: () => new ApiError(400, { detail: DRF.parseError }),
  /** A dependency (the database, Redis) is away for a moment: try again, nothing was done. */
  unavailable: (seconds: number) =>
    new ApiError(503, { detail: SERVICE_UNAVAILABLE }, { "retry-after": String(seconds) }),
  tooLarge: () => new ApiError(413, { detail: DRF.tooLarge }),
};
