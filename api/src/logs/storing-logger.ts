import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { currentRequest, requestDetails } from './request-context';
import type { ServerLog } from './server-log.service';

/** Contexts whose errors are stored, with more detail, by the code that logs them. */
export const CONTEXTS_STORED_ELSEWHERE = new Set(['ApiExceptionFilter', 'UnhandledRejection']);

const PRINTED_LEVELS: LogLevel[] = ['error', 'warn', 'log'];

/**
 * The application's logger: prints as Nest's console logger does (nothing when `printing` is
 * false, as in tests) and also keeps every error line in the error log, with the request it
 * happened in when there is one.
 */
export class StoringLogger extends ConsoleLogger {
  constructor(
    private readonly serverLog: ServerLog,
    printing: boolean,
  ) {
    super();
    this.setLogLevels(printing ? PRINTED_LEVELS : []);
  }

  override error(message: unknown, ...params: unknown[]): void {
    super.error(message, ...params);
    this.store(message, params);
  }

  override fatal(message: unknown, ...params: unknown[]): void {
    super.fatal(message, ...params);
    this.store(message, params);
  }

  private store(message: unknown, params: unknown[]): void {
    const { context, stack } = contextAndStack(params);
    if (context && CONTEXTS_STORED_ELSEWHERE.has(context)) return;
    const request = currentRequest();
    const text = message instanceof Error ? message.message : textOf(message);
    this.serverLog.record({
      level: 'error',
      source: 'server',
      message: context ? `[${context}] ${text}` : text,
      stack: stack ?? (message instanceof Error ? message.stack : null),
      request: request ? requestDetails(request) : null,
    });
  }
}

/**
 * Nest's Logger calls error(message, stack?, context?): a Logger with a context passes
 * [stack or undefined, context]; the static Logger.error passes what it was given.
 */
function contextAndStack(params: unknown[]): { context?: string; stack?: string } {
  const strings = params.map((param) => (typeof param === 'string' ? param : undefined));
  if (strings.length >= 2) return { context: strings.at(-1), stack: strings[0] };
  const [only] = strings;
  if (only === undefined) return {};
  return /\n\s+at /.test(only) ? { stack: only } : { context: only };
}

function textOf(message: unknown): string {
  if (typeof message === 'string') return message;
  try {
    return JSON.stringify(message) ?? String(message);
  } catch {
    return String(message);
  }
}
