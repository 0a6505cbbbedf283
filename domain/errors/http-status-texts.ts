/**
 * The default texts of the HTTP statuses the spec gives a text of their own (section 8), shown
 * when an answer has nothing more specific to say. Every other status (405, 408, 409, 410, 413,
 * 415, 422, 429 among them, where no call's own text applies) gets the spec's generic error with
 * the status, its text and the body. The PWA shows them translated (common.json `http.status.<code>`).
 */
export const HTTP_STATUS_TEXTS = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
} as const satisfies Record<number, string>;

export type KnownHttpStatus = keyof typeof HTTP_STATUS_TEXTS;

export function isKnownHttpStatus(status: number): status is KnownHttpStatus {
  return Object.hasOwn(HTTP_STATUS_TEXTS, status);
}
