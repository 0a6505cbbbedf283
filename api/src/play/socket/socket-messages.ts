import type { RawData } from 'ws';
import { PLAY_MESSAGE_MAX_BYTES, type ClientMessage } from '@sync/contract/play';
import type { PlayRefusalCode } from '@domain/play/game-flow';
import { ApiError } from '../../common/errors/api-error';

/** A client's message when it is one (the right shape, at most PLAY_MESSAGE_MAX_BYTES), else null. */
export function parseMessage(data: RawData): ClientMessage | null {
  const size = Array.isArray(data)
    ? data.reduce((sum, part) => sum + part.length, 0)
    : data.byteLength;
  if (size > PLAY_MESSAGE_MAX_BYTES) return null;
  let message: unknown;
  try {
    message = JSON.parse(textOf(data));
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const m = message as Record<string, unknown>;
  const isId = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0;
  switch (m.type) {
    case 'ping':
      return typeof m.t === 'number' ? (m as ClientMessage) : null;
    case 'watch':
    case 'unwatch':
    case 'resync':
      return isId(m.gameId) ? (m as ClientMessage) : null;
    case 'action':
      return isId(m.gameId) &&
        Number.isSafeInteger(m.requestId) &&
        typeof m.action === 'object' &&
        m.action !== null
        ? (m as ClientMessage)
        : null;
    default:
      return null;
  }
}

/** The status and text a refusal answers with; anything unknown is a bare 500. */
export function errorOf(error: unknown): {
  status: number;
  text: string;
  refusal?: PlayRefusalCode;
} {
  if (error instanceof ApiError) {
    const body = error.body();
    return { status: body.statusCode, text: body.message, refusal: body.refusal };
  }
  return { status: 500, text: 'Internal server error' };
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}
