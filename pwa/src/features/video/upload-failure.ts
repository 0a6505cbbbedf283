import { DetailedError } from 'tus-js-client';
import { readHttpFailure } from '@pwa/lib/http';

/** Which step of sending a video failed. */
export type UploadStep = 'target' | 'upload' | 'submit';

/** A failed step as the page shows it: the answer's status and the server's words, if any. */
export interface UploadFailure {
  step: UploadStep;
  /** null: no answer (the network) */
  status: number | null;
  /** the API's message, or the tus server's text */
  message: string | null;
}

/** A failed API call (ky) of a step. */
export async function apiFailure(step: UploadStep, error: unknown): Promise<UploadFailure> {
  const failure = await readHttpFailure(error);
  return { step, status: failure.status, message: failure.message };
}

function messageOfBody(body: string): string | null {
  try {
    const json: unknown = JSON.parse(body);
    if (typeof json === 'object' && json !== null && 'message' in json) {
      if (typeof json.message === 'string') return json.message;
    }
  } catch {
    // a tus server answers its errors as plain text
  }
  return body.trim() || null;
}

/** A failed tus request: the response's status and text, or no answer. */
export function tusFailure(error: Error): UploadFailure {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response) return { step: 'upload', status: null, message: null };
  return {
    step: 'upload',
    status: response.getStatus(),
    message: messageOfBody(response.getBody()),
  };
}

/** Whether a tus request that failed is worth sending again (no answer, a busy or failing server). */
export function isTransient(error: Error): boolean {
  const { status } = tusFailure(error);
  return status === null || status === 409 || status === 423 || status === 429 || status >= 500;
}
