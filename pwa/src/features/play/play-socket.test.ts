import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PLAY_SOCKET_CLOSE,
  type ClientMessage,
  type LiveGameState,
  type ServerMessage,
} from '@sync/contract/play';
import { PlaySocket, playSocketUrl, type SocketStatus } from './play-socket';
import { REFUSED_RETRY_MS } from './socket-refusal';

/** A WebSocket the test opens, answers and closes by hand (readyState 0 connecting, 1 open, 3 closed). */
class FakeSocket {
  readyState = 0;
  sent: ClientMessage[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  send(text: string) {
    this.sent.push(JSON.parse(text) as ClientMessage);
  }

  close() {
    this.readyState = 3;
  }

  open() {
    this.readyState = 1;
    this.onopen?.();
  }

  receive(message: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

describe('PlaySocket', () => {
  let sockets: FakeSocket[];
  let statuses: SocketStatus[];
  let messages: Array<{ message: ServerMessage; afterWatch: boolean }>;
  let syncs: Array<{ offset: number; lagMs: number }>;
  let refusals: string[];
  let now: number;
  let socket: PlaySocket;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    statuses = [];
    messages = [];
    syncs = [];
    refusals = [];
    now = 1_000_000;
    socket = new PlaySocket(
      7,
      {
        open: () => {
          const fake = new FakeSocket();
          sockets.push(fake);
          return fake as unknown as WebSocket;
        },
        now: () => now,
      },
      {
        onMessage: (message, afterWatch) => messages.push({ message, afterWatch }),
        onStatus: (status) => statuses.push(status),
        onClockSync: (sync) => syncs.push(sync),
        onRefused: (refusal) => refusals.push(refusal),
      },
    );
    socket.start();
  });

  afterEach(() => {
    socket.stop();
    vi.useRealTimers();
  });

  it('watches the game once open and pings for the lag and the server clock', () => {
    sockets[0].open();
    expect(sockets[0].sent[0]).toEqual({ type: 'watch', gameId: 7 });
    expect(sockets[0].sent[1]).toEqual({ type: 'ping', t: now });
    expect(statuses).toEqual(['connecting', 'open']);
    now += 200;
    sockets[0].receive({ type: 'pong', t: now - 200, serverTime: now + 4_900 });
    expect(syncs).toEqual([{ offset: 5_000, lagMs: 100 }]);
  });

  it('sends an action again with the same clientSeq after a reconnect, until it is answered', async () => {
    sockets[0].open();
    const reply = socket.act({ kind: 'move', move: 'E5' });
    const first = sockets[0].sent.find((message) => message.type === 'action');
    expect(first).toMatchObject({ gameId: 7, clientSeq: 1_000_000, action: { move: 'E5' } });

    sockets[0].drop();
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    expect(sockets[1].sent[0]).toEqual({ type: 'watch', gameId: 7 });
    expect(sockets[1].sent[1]).toEqual(first);

    if (first?.type !== 'action') throw new Error('no action sent');
    sockets[1].receive({ type: 'reply', requestId: first.requestId, ok: true });
    await expect(reply).resolves.toEqual({ ok: true, message: null });

    const next = socket.act({ kind: 'pass' });
    const second = sockets[1].sent.at(-1);
    expect(second).toMatchObject({ clientSeq: 1_000_001, action: { kind: 'pass' } });
    if (second?.type !== 'action') throw new Error('no action sent');
    sockets[1].receive({
      type: 'reply',
      requestId: second.requestId,
      ok: false,
      status: 409,
      message: 'Not your turn',
    });
    await expect(next).resolves.toEqual({ ok: false, message: 'Not your turn' });
  });

  /** The game's state as the server sends it after a watch; only its moves matter here. */
  const stateWith = (moves: string[]): ServerMessage => ({
    type: 'state',
    gameId: 7,
    state: { moves } as unknown as LiveGameState,
  });
  const actions = (fake: FakeSocket) => fake.sent.filter((message) => message.type === 'action');

  describe('a move played while the connection is down', () => {
    beforeEach(async () => {
      sockets[0].open();
      sockets[0].drop();
      await vi.advanceTimersByTimeAsync(500);
    });

    it('is sent once the state shows the same position, and says so', async () => {
      const reply = socket.act({ kind: 'move', move: 'E5' }, 2);
      sockets[1].open();
      expect(actions(sockets[1])).toEqual([]);
      sockets[1].receive(stateWith(['C3', 'G7']));
      const [sent] = actions(sockets[1]);
      expect(sent).toMatchObject({ action: { kind: 'move', move: 'E5' } });
      if (sent?.type !== 'action') throw new Error('no action sent');
      sockets[1].receive({ type: 'reply', requestId: sent.requestId, ok: true });
      await expect(reply).resolves.toEqual({
        ok: true,
        message: null,
        outcome: 'played-after-reconnect',
      });
    });

    it('is dropped, never sent, when the position changed meanwhile', async () => {
      const reply = socket.act({ kind: 'move', move: 'E5' }, 2);
      sockets[1].open();
      // the opponent's undo was taken back meanwhile: one move fewer
      sockets[1].receive(stateWith(['C3']));
      await expect(reply).resolves.toEqual({ ok: false, message: null, outcome: 'dropped' });
      expect(actions(sockets[1])).toEqual([]);
    });
  });

  it('takes a move as played when the server had it before the connection dropped', async () => {
    sockets[0].open();
    const reply = socket.act({ kind: 'move', move: 'E5' }, 2);
    expect(actions(sockets[0])).toHaveLength(1);
    sockets[0].drop();
    await vi.advanceTimersByTimeAsync(500);
    sockets[1].open();
    sockets[1].receive(stateWith(['C3', 'G7', 'E5', 'D4']));
    await expect(reply).resolves.toEqual({ ok: true, message: null });
    expect(actions(sockets[1])).toEqual([]);
  });

  it('applies each delta to the game and tells it whole; after a gap it asks for the game again', () => {
    sockets[0].open();
    const watched = { moves: ['C3'], seq: 4, observers: { count: 1, names: [] } };
    sockets[0].receive({ type: 'state', gameId: 7, state: watched as unknown as LiveGameState });
    sockets[0].receive({ type: 'observers', gameId: 7, observers: { count: 2, names: ['Ann'] } });
    sockets[0].receive({ type: 'delta', gameId: 7, seq: 5, moves: ['G7'] });
    // one already applied, then one after a missing seq: neither is shown
    sockets[0].receive({ type: 'delta', gameId: 7, seq: 5, moves: ['G7'] });
    sockets[0].receive({ type: 'delta', gameId: 7, seq: 7, moves: ['E5'] });
    const states = messages.flatMap(({ message }) =>
      message.type === 'state' ? [message.state] : [],
    );
    expect(states.map((state) => [state.seq, state.moves])).toEqual([
      [4, ['C3']],
      [5, ['C3', 'G7']],
    ]);
    expect(states[1].observers).toEqual({ count: 2, names: ['Ann'] });
    expect(sockets[0].sent.filter((message) => message.type === 'resync')).toEqual([
      { type: 'resync', gameId: 7 },
    ]);
  });

  it('marks the first chat after each watch as the whole history', async () => {
    sockets[0].open();
    const chat: ServerMessage = { type: 'chat', gameId: 7, lines: [] };
    sockets[0].receive(chat);
    sockets[0].receive(chat);
    sockets[0].receive({ type: 'chat', gameId: 8, lines: [] });
    sockets[0].drop();
    await vi.advanceTimersByTimeAsync(500);
    sockets[1].open();
    sockets[1].receive(chat);
    expect(messages.map(({ afterWatch }) => afterWatch)).toEqual([true, false, true]);
  });

  it('gives up a silent connection and waits longer after each failed attempt', async () => {
    sockets[0].open();
    now += 16_000;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets).toHaveLength(2);
    sockets[1].drop();
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
  });
});

describe('PlaySocket refused by the server', () => {
  afterEach(() => vi.useRealTimers());

  it('says why and waits a minute before it tries again', async () => {
    vi.useFakeTimers();
    const sockets: FakeSocket[] = [];
    const statuses: SocketStatus[] = [];
    const refusals: string[] = [];
    const socket = new PlaySocket(
      7,
      {
        open: () => {
          const fake = new FakeSocket();
          sockets.push(fake);
          return fake as unknown as WebSocket;
        },
        now: () => 0,
      },
      {
        onMessage: () => undefined,
        onStatus: (status) => statuses.push(status),
        onClockSync: () => undefined,
        onRefused: (refusal) => refusals.push(refusal),
      },
    );
    socket.start();
    sockets[0].open();
    sockets[0].drop(PLAY_SOCKET_CLOSE.gameFull);
    expect(refusals).toEqual(['gameFull']);
    expect(statuses.at(-1)).toBe('refused');
    await vi.advanceTimersByTimeAsync(REFUSED_RETRY_MS - 1);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    expect(statuses.at(-1)).toBe('reconnecting');
    socket.stop();
  });
});

describe('playSocketUrl', () => {
  it('follows the page: wss on https, ws on http', () => {
    expect(playSocketUrl({ protocol: 'https:', host: 'go.example' }, '/api/v1/play/ws')).toBe(
      'wss://go.example/api/v1/play/ws',
    );
    expect(playSocketUrl({ protocol: 'http:', host: 'localhost:3000' }, '/p')).toBe(
      'ws://localhost:3000/p',
    );
  });
});
