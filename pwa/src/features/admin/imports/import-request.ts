import {
  IMPORT_FILE_FIELD,
  IMPORT_FORMAT_FIELD,
  IMPORT_NDJSON,
  type ImportEvent,
  type ImportFormatId,
  type ImportReport,
} from '@sync/contract/admin-imports';
import { configuredApiToken, noAnswer, readFailedResponse, type HttpFailure } from '@pwa/lib/http';
import { newLines } from './ndjson-lines';

/** A refused or failed import: what the API answered (or that nothing did). */
export class ImportFailure extends Error {
  constructor(readonly failure: HttpFailure) {
    super(failure.message ?? `import failed (${failure.status ?? 'no answer'})`);
  }
}

export interface ImportCallbacks {
  /** bytes of the file sent so far */
  onUpload: (loaded: number, total: number) => void;
  /** each line of the server's answer as it comes */
  onEvent: (event: ImportEvent) => void;
}

function storedToken(): string | null {
  try {
    return configuredApiToken(window.localStorage);
  } catch {
    return null;
  }
}

function failureOf(xhr: XMLHttpRequest): Promise<HttpFailure> {
  const retryAfter = xhr.getResponseHeader('Retry-After');
  return readFailedResponse(
    new Response(xhr.responseText, {
      status: xhr.status,
      statusText: xhr.statusText,
      headers: retryAfter ? { 'Retry-After': retryAfter } : {},
    }),
  );
}

/**
 * POST /admin/imports with the file, as NDJSON. XMLHttpRequest rather than `http` (ky): it is
 * the one way a browser reports an upload's progress over HTTP/1.1, and it reads the answer's
 * lines as they arrive. Resolves with the report; rejects with an {@link ImportFailure}.
 */
export function sendImport(
  file: File,
  format: ImportFormatId,
  callbacks: ImportCallbacks,
): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let consumed = 0;
    let report: ImportReport | null = null;
    let streamError: HttpFailure | null = null;
    const readLines = () => {
      if (xhr.status !== 200) return;
      const next = newLines(xhr.responseText, consumed);
      consumed = next.consumed;
      for (const line of next.lines) {
        const event = JSON.parse(line) as ImportEvent;
        if (event.type === 'report') report = event.report;
        else if (event.type === 'error') {
          streamError = {
            ...noAnswer(),
            status: event.error.statusCode,
            code: event.error.code,
            message: event.error.message,
            body: JSON.stringify(event.error),
          };
        }
        callbacks.onEvent(event);
      }
    };
    xhr.open('POST', '/api/v1/admin/imports');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', IMPORT_NDJSON);
    const token = storedToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => callbacks.onUpload(event.loaded, event.total || file.size);
    xhr.onprogress = readLines;
    xhr.onerror = () => reject(new ImportFailure(noAnswer()));
    xhr.onload = () => {
      if (xhr.status !== 200) {
        void failureOf(xhr).then((failure) => reject(new ImportFailure(failure)));
        return;
      }
      readLines();
      if (report) resolve(report);
      else reject(new ImportFailure(streamError ?? noAnswer()));
    };
    const body = new FormData();
    body.append(IMPORT_FORMAT_FIELD, format);
    body.append(IMPORT_FILE_FIELD, file, file.name);
    xhr.send(body);
  });
}
