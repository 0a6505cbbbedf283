import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, RefusedAddressError, systemResolve, type Resolve } from './guarded-lookup';
import type { SgfAddressPolicy } from './sgf-address-policy';

/** A polled answer larger than this is refused (relay files are a few kB). */
export const SGF_POLL_MAX_BYTES = 1024 * 1024;
/** A poll with no whole answer within this time fails (the next poll tries again). */
export const SGF_POLL_TIMEOUT_MS = 10_000;
/** Redirects followed from the board's address, each checked as the address itself. */
const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Why a poll of an SGF address failed. The message is the board's public source error: one text
 * for every address that could not be read, so that it tells nothing of other hosts (no port
 * scanner); the detail, why, is for the server's log only.
 */
export class SgfFetchError extends Error {
  constructor(
    message: string,
    readonly detail: string = message,
  ) {
    super(message);
  }
}

export const SGF_FETCH_ERRORS = {
  unreachable: 'The address could not be reached',
  status: (status: number) => `The address answered HTTP ${status}`,
  tooLarge: (bytes: number) => `The SGF file is larger than ${bytes / 1024 / 1024} MB`,
} as const;

export interface SgfFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  /** where the poll may connect, checked after DNS and at every redirect */
  policy: SgfAddressPolicy;
  /** aborts the fetch when the poller stops */
  stop?: AbortSignal;
  /** DNS (the system's unless given) */
  resolve?: Resolve;
}

const unreachable = (detail: string) => new SgfFetchError(SGF_FETCH_ERRORS.unreachable, detail);

/** The cause's code (ECONNREFUSED, ENOTFOUND) or message. */
function detailOf(error: unknown): string {
  if (error instanceof RefusedAddressError) return error.message;
  const { code } = (error ?? {}) as { code?: unknown };
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.message : String(error);
}

/** The address (relative to `base`, a redirect's location) when the policy allows it. */
function checkedUrl(address: string, policy: SgfAddressPolicy, base?: URL): URL {
  if (!URL.canParse(address, base?.href)) throw unreachable(`'${address}' is not a URL`);
  const url = new URL(address, base);
  const problem = policy.urlProblem(url);
  if (problem) throw unreachable(problem);
  return url;
}

/** One GET; the answer once its headers came from an address the policy allows. */
function get(url: URL, options: SgfFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const sent: ClientRequest = request(url, {
      signal,
      agent: false,
      lookup: guardedLookup(options.policy, options.resolve ?? systemResolve),
      headers: { accept: 'application/x-go-sgf, text/plain, */*' },
    });
    sent.on('error', reject);
    sent.once('response', (response) => {
      // the address connected to, whatever name or form led there
      const problem = options.policy.addressProblem(response.socket.remoteAddress ?? '');
      if (problem) {
        response.destroy();
        reject(unreachable(problem));
      } else {
        resolve(response);
      }
    });
    sent.end();
  });
}

function readLimited(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? NaN);
  if (declared > maxBytes) {
    response.destroy();
    return Promise.reject(new SgfFetchError(SGF_FETCH_ERRORS.tooLarge(maxBytes)));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(new SgfFetchError(SGF_FETCH_ERRORS.tooLarge(maxBytes)));
      } else {
        chunks.push(chunk);
      }
    });
    response.once('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
    response.once('close', () => {
      if (!response.complete) reject(unreachable('the answer was cut short'));
    });
  });
}

async function fetchFollowing(
  address: string,
  options: SgfFetchOptions,
  signal: AbortSignal,
): Promise<string> {
  let url = checkedUrl(address, options.policy);
  for (let redirects = 0; ; redirects++) {
    const response = await get(url, options, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.destroy();
      if (redirects >= MAX_REDIRECTS) throw unreachable(`more than ${MAX_REDIRECTS} redirects`);
      url = checkedUrl(location, options.policy, url);
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new SgfFetchError(SGF_FETCH_ERRORS.status(status));
    }
    return (await readLimited(response, options.maxBytes)).toString('utf8');
  }
}

/**
 * The text at an http(s) address, read as UTF-8, within the time and size limits, following
 * redirects; only addresses the policy allows are connected to. Any failure (refused,
 * unreachable, an answer other than 2xx, too large, too slow) is an SgfFetchError.
 */
export async function fetchSgfText(address: string, options: SgfFetchOptions): Promise<string> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.stop ? AbortSignal.any([timeout, options.stop]) : timeout;
  try {
    return await fetchFollowing(address, options, signal);
  } catch (error) {
    if (error instanceof SgfFetchError) throw error;
    if (timeout.aborted) throw unreachable(`no answer within ${options.timeoutMs / 1000} s`);
    throw unreachable(detailOf(error));
  }
}
