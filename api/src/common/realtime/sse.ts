import type { Response } from 'express';

/** SSE: the client's reconnection delay, sent first. */
export const SSE_RETRY = 'retry: 2000\n\n';
/** SSE: a comment, so that proxies keep an idle stream open. */
export const SSE_HEARTBEAT = ': heartbeat\n\n';

/** The SSE text of an event: its name, its data as JSON, and its id when it has one. */
export function sseMessage(event: string, data: unknown, id?: number): string {
  const idLine = id === undefined ? '' : `id: ${id}\n`;
  return `${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Starts a Server-Sent Events answer: 200 and the headers that keep compression() and proxies
 * (nginx's buffering) from holding the events back. `unchunked`: each write goes out as its
 * bytes, the stream ending with its connection (one buffer can then serve many clients).
 */
export function startEventStream(response: Response, { unchunked = false } = {}): void {
  response.status(200);
  response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  // no-transform: compression() leaves the stream alone
  response.setHeader('Cache-Control', 'no-cache, no-transform');
  response.setHeader('X-Accel-Buffering', 'no');
  if (unchunked) response.removeHeader('Transfer-Encoding');
  else response.setHeader('Connection', 'keep-alive');
  response.flushHeaders();
}
