/** A polled answer larger than this is refused (relay files are a few kB). */
export const SGF_POLL_MAX_BYTES = 1024 * 1024;
/** A poll with no whole answer within this time fails (the next poll tries again). */
export const SGF_POLL_TIMEOUT_MS = 10_000;

/** Why a poll of an SGF address failed; the message is stored as the board's source error. */
export class SgfFetchError extends Error {}

export const SGF_FETCH_ERRORS = {
  notHttp: 'Only http and https addresses can be polled',
  unreachable: (detail: string) => `The address could not be reached (${detail})`,
  status: (status: number) => `The address answered HTTP ${status}`,
  tooLarge: (bytes: number) => `The SGF file is larger than ${bytes / 1024 / 1024} MB`,
  timeout: (ms: number) => `The address did not answer within ${ms / 1000} s`,
} as const;

export interface SgfFetchLimits {
  timeoutMs: number;
  maxBytes: number;
  /** aborts the fetch when the poller stops */
  stop?: AbortSignal;
}

function httpUrl(address: string): URL {
  if (!URL.canParse(address)) throw new SgfFetchError(SGF_FETCH_ERRORS.notHttp);
  const url = new URL(address);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SgfFetchError(SGF_FETCH_ERRORS.notHttp);
  }
  return url;
}

/** The cause's code (ECONNREFUSED, ENOTFOUND) or message: fetch itself says only 'fetch failed'. */
function detailOf(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause && typeof cause === 'object') {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string') return code;
    if (typeof message === 'string') return message;
  }
  return error instanceof Error ? error.message : String(error);
}

async function readLimited(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new SgfFetchError(SGF_FETCH_ERRORS.tooLarge(maxBytes));
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new SgfFetchError(SGF_FETCH_ERRORS.tooLarge(maxBytes));
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The text at an http(s) address, read as UTF-8, within the time and size limits; any failure
 * (unreachable, an answer other than 2xx, too large, too slow) is an SgfFetchError.
 */
export async function fetchSgfText(address: string, limits: SgfFetchLimits): Promise<string> {
  const url = httpUrl(address);
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = limits.stop ? AbortSignal.any([timeout, limits.stop]) : timeout;
  try {
    const response = await fetch(url, {
      signal,
      headers: { accept: 'application/x-go-sgf, text/plain, */*' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new SgfFetchError(SGF_FETCH_ERRORS.status(response.status));
    }
    return (await readLimited(response, limits.maxBytes)).toString('utf8');
  } catch (error) {
    if (error instanceof SgfFetchError) throw error;
    if (timeout.aborted) throw new SgfFetchError(SGF_FETCH_ERRORS.timeout(limits.timeoutMs));
    throw new SgfFetchError(SGF_FETCH_ERRORS.unreachable(detailOf(error)));
  }
}
