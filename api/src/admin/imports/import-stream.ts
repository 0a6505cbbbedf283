import { Logger } from '@nestjs/common';
import type { Response } from 'express';
import { ERRORS, type ErrorBody } from '@domain/errors/error-catalogue';
import { IMPORT_NDJSON, type ImportEvent } from '@sync/contract/admin-imports';
import { ApiError } from '../../common/errors/api-error';
import { isBusyError } from '../../database/busy-retry';

/** How often a long write says it is still going. */
const HEARTBEAT_MS = 2000;

const logger = new Logger('AdminImports');

/** An error after the answer has begun, as the catalogue's body (an unknown one is logged). */
function errorBody(error: unknown): ErrorBody {
  if (error instanceof ApiError) return error.body();
  if (isBusyError(error)) return { ...ERRORS.serviceUnavailable };
  logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return { ...ERRORS.internal };
}

/**
 * Answers a stream of import events, one JSON object a line: `first`, a heartbeat every two
 * seconds while `work` runs, then its report or its error. Not compressed, not buffered by a proxy.
 */
export async function streamImport(
  res: Response,
  first: ImportEvent,
  work: () => Promise<Extract<ImportEvent, { type: 'report' }>['report']>,
): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', `${IMPORT_NDJSON}; charset=utf-8`);
  res.setHeader('Cache-Control', 'no-store, no-transform');
  res.setHeader('X-Accel-Buffering', 'no');
  const send = (event: ImportEvent) => res.write(`${JSON.stringify(event)}\n`);
  send(first);
  const started = Date.now();
  const heartbeat = setInterval(
    () => send({ type: 'writing', seconds: Math.round((Date.now() - started) / 1000) }),
    HEARTBEAT_MS,
  );
  try {
    send({ type: 'report', report: await work() });
  } catch (error) {
    send({ type: 'error', error: errorBody(error) });
  } finally {
    clearInterval(heartbeat);
    res.end();
  }
}
