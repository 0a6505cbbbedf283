import type { Socket } from 'node:net';
import { vi } from 'vitest';
import WebSocket from 'ws';
import type { ClientMessage, ServerMessage } from '@sync/contract/play';

/** A real WebSocket client that keeps every message it got. */
export class SocketClient {
  readonly received: ServerMessage[] = [];
  closed: { code: number } | null = null;
  /** the TCP connection under the socket (pause it to stop reading; write raw frames on it) */
  tcp: Socket | null = null;
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) =>
      this.received.push(JSON.parse(data.toString('utf8')) as ServerMessage),
    );
    socket.on('close', (code) => (this.closed = { code }));
    socket.once('upgrade', (response) => (this.tcp = response.socket));
  }

  static async open(url: string, headers: Record<string, string> = {}): Promise<SocketClient> {
    const socket = new WebSocket(url, { headers });
    const client = new SocketClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  send(message: ClientMessage | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  async next<T extends ServerMessage>(match: (m: ServerMessage) => m is T): Promise<T>;
  async next(match: (m: ServerMessage) => boolean): Promise<ServerMessage>;
  async next(match: (m: ServerMessage) => boolean): Promise<ServerMessage> {
    return vi.waitFor(
      () => {
        const found = this.received.find(match);
        if (!found) throw new Error('no such message yet');
        return found;
      },
      { timeout: 10_000, interval: 20 },
    );
  }

  close(): void {
    this.socket.close();
  }
}
