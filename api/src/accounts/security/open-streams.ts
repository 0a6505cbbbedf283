import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../common/config/accounts-config';
import { DEFAULT_BROADCAST_SETTINGS } from '../../common/config/broadcast-config';
import { ApiError } from '../../common/errors/api-error';

/** A refused client may try again this much later (s); by then it may have closed a stream. */
const RETRY_AFTER_SECONDS = 30;

/**
 * The Server-Sent Event streams (broadcasts' and the lobby's) open at once per client IP, at
 * most SSE_STREAMS_PER_IP on this instance: one address cannot hold thousands of sockets open.
 * Counted in this process, where the sockets are: a count in Redis would outlive an instance
 * that died with its streams. A stream counts from its admission until its connection closes.
 */
@Injectable()
export class OpenStreams {
  private readonly perIp = new Map<string, number>();
  private readonly max: number;

  constructor(@Inject(ACCOUNTS_CONFIG) config: AccountsConfig) {
    this.max = (config.broadcasts ?? DEFAULT_BROADCAST_SETTINGS).streamsPerIp;
  }

  /** Counts the request's stream, or refuses it: 429 TOO_MANY_STREAMS with Retry-After. */
  admit(request: Request, response: Response): void {
    // gone already: it will never close again, so it is not counted
    if (response.closed) return;
    const ip = request.ip ?? '';
    const open = this.perIp.get(ip) ?? 0;
    if (open >= this.max) throw new ApiError('tooManyStreams', {}, RETRY_AFTER_SECONDS);
    this.perIp.set(ip, open + 1);
    response.once('close', () => this.release(ip));
  }

  private release(ip: string): void {
    const open = (this.perIp.get(ip) ?? 0) - 1;
    if (open > 0) this.perIp.set(ip, open);
    else this.perIp.delete(ip);
  }
}
