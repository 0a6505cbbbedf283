import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { LobbyPresenceInfo } from '@sync/contract/play';

export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

/** The address of the app's HTTP server, listening on a free port (once). */
export async function baseUrlOf(app: NestExpressApplication): Promise<string> {
  const server = app.getHttpServer();
  if (!server.listening) await app.listen(0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * A real SSE client over node's http: every event and comment as it arrives, in order; the test
 * takes the challenge log's events one by one (`next`), waits for comments (`comment`) and for
 * who is around (`presenceWhere`: 'presence' events, kept apart from the log's).
 */
export class LobbyStream {
  readonly comments: string[] = [];
  readonly presences: LobbyPresenceInfo[] = [];
  retry: number | null = null;
  private readonly queue: SseEvent[] = [];
  private waiting: (() => void)[] = [];
  private buffer = '';
  private ended = false;

  private constructor(readonly response: IncomingMessage) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => this.receive(chunk));
    response.on('close', () => {
      this.ended = true;
      this.notify();
    });
  }

  static open(
    baseUrl: string,
    {
      headers = {},
      query = '',
      path = '/api/v1/challenge/stream',
    }: { headers?: Record<string, string>; query?: string; path?: string } = {},
  ): Promise<LobbyStream> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${baseUrl}${path}${query}`, {
        headers: { Accept: 'text/event-stream', 'Accept-Encoding': 'gzip', ...headers },
      });
      req.on('response', (response) => resolve(new LobbyStream(response)));
      req.on('error', reject);
      req.end();
    });
  }

  /** The next event not taken yet, waiting for it. */
  async next(): Promise<SseEvent> {
    await this.until(() => this.queue.length > 0);
    return this.queue.shift()!;
  }

  /** Takes events until one named `event` for which `match` holds, and returns it. */
  async nextOf(event: string, match: (data: unknown) => boolean = () => true): Promise<SseEvent> {
    for (;;) {
      const next = await this.next();
      if (next.event === event && match(JSON.parse(next.data))) return next;
    }
  }

  /** Waits until the latest 'presence' event is one for which `match` holds, and returns it. */
  async presenceWhere(match: (info: LobbyPresenceInfo) => boolean): Promise<LobbyPresenceInfo> {
    await this.until(() => this.presences.length > 0 && match(this.presences.at(-1)!));
    return this.presences.at(-1)!;
  }

  /** Waits until a comment line arrives. */
  async comment(): Promise<string> {
    await this.until(() => this.comments.length > 0);
    return this.comments[0];
  }

  close(): void {
    this.response.destroy();
  }

  private until(condition: () => boolean): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (condition()) return resolve();
        if (this.ended) return reject(new Error('the stream ended'));
        this.waiting.push(check);
      };
      check();
    });
  }

  private notify(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const check of waiting) check();
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      this.parse(block);
    }
    this.notify();
  }

  private parse(block: string): void {
    const event: SseEvent = { id: null, event: 'message', data: '' };
    let isEvent = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        this.comments.push(line.slice(1).trim());
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'retry') this.retry = Number(value);
      if (field === 'id') event.id = value;
      if (field === 'event') event.event = value;
      if (field === 'data') event.data = event.data ? `${event.data}\n${value}` : value;
      if (field === 'id' || field === 'event' || field === 'data') isEvent = true;
    }
    if (!isEvent) return;
    if (event.event === 'presence')
      this.presences.push(JSON.parse(event.data) as LobbyPresenceInfo);
    else this.queue.push(event);
  }
}
