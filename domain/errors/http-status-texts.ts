/**
 * The default texts of the HTTP statuses the product names (the spec's section 8), shown when an
 * answer has nothing more specific to say. Other statuses get the generic error with the status,
 * its text and the body. The PWA shows them translated (common.json `http.status.<code>`).
 */
export const HTTP_STATUS_TEXTS = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
} as const satisfies Record<number, string>;

export type KnownHttpStatus = keyof typeof HTTP_STATUS_TEXTS;

export function isKnownHttpStatus(status: number): status is KnownHttpStatus {
  return Object.hasOwn(HTTP_STATUS_TEXTS, status);
}
