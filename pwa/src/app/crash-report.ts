import { withoutStrayControlCharacters } from '@domain/text/control-characters';
import { http } from '@pwa/lib/http';

const CHUNK_RELOAD_KEY = 'chunk-reload-at';
/** A second chunk failure within this time after the reload shows the error instead of looping. */
const CHUNK_RELOAD_GUARD_MS = 30_000;
const MAX_LOG_LENGTH = 4000;

/** The text of anything thrown (an Error, a rejected Response, a string). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  if (error instanceof Response) return `${error.status} ${error.statusText}`;
  if (typeof error === 'object' && error !== null && 'statusText' in error) {
    const { status, statusText } = error as { status?: unknown; statusText?: unknown };
    return `${String(status)} ${String(statusText)}`;
  }
  return String(error);
}

/** A failed dynamic import: a new deployment removed the chunk this page was built against. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** True when a chunk failure may reload the page: it did not reload for one just before. */
export function mayReloadForChunkError(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    return Date.now() - last >= CHUNK_RELOAD_GUARD_MS;
  } catch {
    return false;
  }
}

/** Reloads the page unless it did so for the same reason just before; true if it reloads. */
export function reloadOnceForChunkError(): boolean {
  if (!mayReloadForChunkError()) return false;
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * Sends the crash to POST /api/v1/log; a failure to report is ignored. Control characters the API
 * refuses in any body (an error quoting binary input) are replaced, so the report still arrives.
 */
export function reportCrash(error: unknown): void {
  const stack = error instanceof Error && error.stack ? `\n${error.stack}` : '';
  const text = `${errorMessage(error)} at ${window.location.href}${stack}`;
  const Msg = withoutStrayControlCharacters(text).slice(0, MAX_LOG_LENGTH);
  http.post('log', { json: { Msg } }).catch(() => undefined);
}
