import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import type { Request } from 'express';
import type { LogLevel, LogSource } from '@sync/contract/logs';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../common/config/accounts-config';
import { redactForLog } from '../common/security/log-redaction';
import { fingerprintOf, storeClientReports } from './client-report-rows';
import { requestDetails, type RequestDetails } from './request-context';
import { ServerLogEntry } from './server-log-entry.entity';
import { LOG_RETENTION, pruneServerLog, type LogRetention } from './server-log-retention';

export interface LogRecord {
  level: LogLevel;
  source: LogSource;
  message: string;
  stack?: string | null;
  status?: number | null;
  request?: Partial<RequestDetails> | null;
}

/** Entries waiting to be written; more in a burst are dropped (and the drop is logged). */
const MAX_PENDING = 200;
/** Distinct client reports waiting, apart: a flood of them never crowds out the server's own. */
const MAX_PENDING_CLIENT = 100;
/** The client report standing for those dropped (with their count), among client reports. */
const CLIENT_DROPPED = 'Client reports dropped: too many at once';
const BATCH_SIZE = 50;
const PRUNE_EVERY_WRITES = 500;
const PRUNE_INTERVAL_MS = 60 * 60_000;
const MESSAGE_LENGTH = 2000;
const STACK_LENGTH = 20_000;

/**
 * The error log's writer. `record` never throws and never waits: entries are queued and written
 * afterwards in batches, with an entity manager of their own outside any request's transaction;
 * a failed write is printed and forgotten. Client reports queue apart, repeats of one message
 * and stack counted on one row (also in the database). Retention is applied every few hundred
 * writes and every hour, client reports within their own share (CLIENT_LOG_MAX_ROWS).
 */
@Injectable()
export class ServerLog implements OnApplicationBootstrap, OnModuleDestroy {
  retention: LogRetention;
  private pending: ServerLogEntry[] = [];
  /** client reports waiting, by fingerprint */
  private pendingClient = new Map<string, ServerLogEntry>();
  private dropped = 0;
  private droppedClient = 0;
  private writesSincePrune = 0;
  private writing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly orm: MikroORM,
    @Inject(ACCOUNTS_CONFIG) config: AccountsConfig,
  ) {
    const clientMaxRows = config.usageLimits?.clientLogMaxRows;
    this.retention = clientMaxRows ? { ...LOG_RETENTION, clientMaxRows } : LOG_RETENTION;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.prune(), PRUNE_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.idle();
  }

  record(entry: LogRecord): void {
    try {
      if (entry.source === 'client') {
        if (this.queueClient(toEntity(entry))) this.startWriting();
        else this.droppedClient++;
      } else if (this.pending.length < MAX_PENDING) {
        this.pending.push(toEntity(entry));
        this.startWriting();
      } else {
        this.dropped++;
      }
    } catch (error) {
      printFailure('queue a log entry', error);
    }
  }

  /** Queues a client report, a repeat of one waiting adding to its count; false when full. */
  private queueClient(entry: ServerLogEntry, room = MAX_PENDING_CLIENT): boolean {
    const key = entry.fingerprint ?? '';
    const repeated = this.pendingClient.get(key);
    if (repeated) {
      repeated.count += entry.count;
      repeated.at = entry.at;
      repeated.requestId = entry.requestId;
      return true;
    }
    if (this.pendingClient.size >= room) return false;
    this.pendingClient.set(key, entry);
    return true;
  }

  /** A request answered with a 5xx status; an error's cause is what failed behind it. */
  recordRequestError(request: Request, status: number, error: unknown): void {
    try {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
      const message = error instanceof Error ? error.message || error.name : String(error);
      this.record({
        level: status === 503 ? 'warn' : 'error',
        source: 'server',
        status,
        message: cause ? `${message}: ${cause.message || cause.name}` : message,
        stack: (cause ?? (error instanceof Error ? error : null))?.stack ?? null,
        request: requestDetails(request),
      });
    } catch (failure) {
      printFailure('record a failed request', failure);
    }
  }

  /** Resolves when every entry recorded so far has been written (or failed to be). */
  async idle(): Promise<void> {
    while (this.writing) await this.writing;
  }

  /** Applies the retention now; a failure is printed. */
  async prune(now = new Date()): Promise<void> {
    try {
      await pruneServerLog(
        this.orm.em.fork({ disableContextResolution: true }),
        this.retention,
        now,
      );
    } catch (error) {
      printFailure('prune the log', error);
    }
  }

  private startWriting(): void {
    if (this.writing) return;
    this.writing = this.writeAll().finally(() => {
      this.writing = null;
      if (this.pending.length || this.pendingClient.size) this.startWriting();
    });
  }

  private async writeAll(): Promise<void> {
    // Not within the request that recorded the entry: after it, in batches.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.length || this.pendingClient.size) {
      const batch = this.pending.splice(0, BATCH_SIZE);
      const clientBatch = this.takeClientBatch();
      await this.write(batch, clientBatch);
      this.writesSincePrune += batch.length + clientBatch.length;
      if (this.writesSincePrune >= PRUNE_EVERY_WRITES) {
        this.writesSincePrune = 0;
        await this.prune();
      }
      if (this.dropped && this.pending.length < MAX_PENDING) this.reportDropped();
      if (this.droppedClient) this.reportDroppedClient();
    }
  }

  private takeClientBatch(): ServerLogEntry[] {
    const batch = [...this.pendingClient.values()].slice(0, BATCH_SIZE);
    for (const entry of batch) this.pendingClient.delete(entry.fingerprint ?? '');
    return batch;
  }

  private async write(batch: ServerLogEntry[], clientBatch: ServerLogEntry[]): Promise<void> {
    const count = batch.length + clientBatch.length;
    try {
      const em = this.orm.em.fork({ disableContextResolution: true }) as EntityManager;
      for (const entry of batch) em.persist(entry);
      await em.flush();
      await storeClientReports(em, clientBatch);
    } catch (error) {
      printFailure(`store ${count} log entries`, error);
    }
  }

  private reportDropped(): void {
    const message = `${this.dropped} log entries dropped: too many at once`;
    this.dropped = 0;
    this.pending.push(toEntity({ level: 'warn', source: 'server', message }));
  }

  /** Among the client reports, one entry counting those dropped: a flood stays in its share. */
  private reportDroppedClient(): void {
    const notice = toEntity({ level: 'warn', source: 'client', message: CLIENT_DROPPED });
    notice.count = this.droppedClient;
    this.droppedClient = 0;
    this.queueClient(notice, MAX_PENDING_CLIENT + 1);
  }
}

function toEntity(record: LogRecord): ServerLogEntry {
  const entry = new ServerLogEntry();
  entry.at = new Date();
  entry.firstAt = entry.at;
  entry.level = record.level;
  entry.source = record.source;
  entry.requestId = record.request?.requestId ?? null;
  entry.method = record.request?.method ?? null;
  entry.path = record.request?.path ?? null;
  entry.userId = record.request?.userId ?? null;
  entry.status = record.status ?? null;
  // A database error quotes its statement with the values: never a hash or an e-mail stored.
  entry.message = cut(redactForLog(record.message), MESSAGE_LENGTH) || '(no message)';
  entry.stack = record.stack ? cut(redactForLog(record.stack), STACK_LENGTH) : null;
  if (record.source === 'client') entry.fingerprint = fingerprintOf(entry);
  return entry;
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Not through Nest's Logger: its error lines are stored here, so a failure would loop. */
function printFailure(what: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`[ServerLog] could not ${what}: ${redactForLog(reason)}`);
}
