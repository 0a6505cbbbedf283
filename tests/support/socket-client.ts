import type { Socket } from 'node:net';
import { vi } from 'vitest';
import WebSocket from 'ws';
import type { ClientMessage, LiveGameState, ServerMessage } from '@sync/contract/play';
import { applyGameDelta } from '@sync/game-delta';

/**
 * A real WebSocket client that keeps every message it got, and each game's states as its
 * messages tell them (the whole states, and the deltas applied to the one before).
 */
export class SocketClient {
  readonly received: ServerMessage[] = [];
  readonly states: LiveGameState[] = [];
  /** deltas that did not follow the state before them */
  gaps = 0;
  private readonly latest = new Map<number, LiveGameState>();
  closed: { code: number } | null = null;
  /** the TCP connection under the socket (pause it to stop reading; write raw frames on it) */
  tcp: Socket | null = null;
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as ServerMessage;
      this.received.push(message);
      this.fold(message);
    });
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

  /** The first state of a game (from a whole state or a delta) that matches. */
  async nextState(
    gameId: number,
    match: (state: LiveGameState) => boolean,
  ): Promise<LiveGameState> {
    return vi.waitFor(
      () => {
        const found = this.states.find((state) => state.id === gameId && match(state));
        if (!found) throw new Error('no such state yet');
        return found;
      },
      { timeout: 10_000, interval: 20 },
    );
  }

  private fold(message: ServerMessage): void {
    let state: LiveGameState | null = null;
    if (message.type === 'state') state = message.state;
    if (message.type === 'delta') {
      const before = this.latest.get(message.gameId);
      const outcome = before ? applyGameDelta(before, message) : ({ kind: 'gap' } as const);
      if (outcome.kind === 'gap') this.gaps++;
      else if (outcome.state !== before) state = outcome.state;
    }
    if (!state) return;
    this.latest.set(state.id, state);
    this.states.push(state);
  }

  close(): void {
    this.socket.close();
  }
}
