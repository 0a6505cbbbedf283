import type {
  ClientMessage,
  LiveGameState,
  PlayAction,
  PlayRefusalCode,
  PlaySocketRefusal,
  ServerMessage,
} from '@sync/contract/play';
import { applyGameDelta } from '@sync/game-delta';
import { estimateClockSync, withSample, type ClockSync, type PingSample } from './clock-sync';
import { REFUSED_RETRY_MS, refusalOf } from './socket-refusal';

/** 'refused': the server closed the socket with a refusal; it tries again after a long pause. */
export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'refused';

export interface ActionReply {
  ok: boolean;
  /** the API's message when refused */
  message: string | null;
  /** why the rules refused it, when they did: the text is then the PWA's own */
  refusal?: PlayRefusalCode;
  /**
   * 'played-after-reconnect': a move tapped while the connection was down, sent once it was
   * back and the position was still the one it was played on; 'dropped': not sent, because the
   * position had changed meanwhile
   */
  outcome?: 'played-after-reconnect' | 'dropped';
}

export interface PlaySocketListener {
  onMessage: (message: ServerMessage, afterWatch: boolean) => void;
  onStatus: (status: SocketStatus) => void;
  onClockSync: (sync: ClockSync) => void;
  /** the server refused the socket (before onStatus('refused')) */
  onRefused: (refusal: PlaySocketRefusal) => void;
}

/** What the socket needs from the browser, given so a test can stand in for it. */
export interface SocketHost {
  open: () => WebSocket;
  now: () => number;
}

/** WebSocket's readyState OPEN (the spec's value; not read from the global, absent in Node 20) */
const SOCKET_OPEN = 1;

export const PING_INTERVAL_MS = 5_000;
/** No pong for this long: the connection is taken for dead and opened again. */
const SILENCE_LIMIT_MS = 15_000;
const BACKOFF_MS = [500, 1_000, 2_000, 4_000, 8_000, 10_000];

interface PendingAction {
  message: Extract<ClientMessage, { type: 'action' }>;
  resolve: (reply: ActionReply) => void;
  /** for a move: the number of moves on the board it was played on */
  onMoves?: number;
  /** a move held over a reconnect until the game's state says whether it still fits */
  held?: boolean;
}

/** The play socket's address on this page's host: ws: or wss: as the page itself. */
export function playSocketUrl(location: Pick<Location, 'protocol' | 'host'>, path: string): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}

/**
 * One game's live connection: watches the game, pings every 5 s for the lag and the server
 * clock, reconnects with a growing pause when the connection drops (a minute when the server
 * refused it), watches again and sends again every action not answered yet, with its own
 * clientSeq, which the server plays only once. A move given the position it was played on is
 * held over a reconnect until the game's state arrives: sent when the position is the same,
 * taken as done when the server already has it, dropped when the position changed meanwhile.
 * The server sends the game whole once, then a delta per change: the socket applies them and
 * tells its listener the game whole each time, and asks for it again after a gap.
 */
export class PlaySocket {
  private socket: WebSocket | null = null;
  private stopped = false;
  private attempts = 0;
  private timers: ReturnType<typeof setTimeout>[] = [];
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lastHeard = 0;
  private samples: PingSample[] = [];
  private nextRequestId = 1;
  /** growing per game; from the clock, so a reload never uses one again */
  private nextClientSeq: number;
  private readonly pending = new Map<number, PendingAction>();
  /** the game as the socket last told it (deltas apply to it) */
  private state: LiveGameState | null = null;
  /** true until the first chat message after a watch (the whole history) arrived */
  private awaitingHistory = true;

  constructor(
    private readonly gameId: number,
    private readonly host: SocketHost,
    private readonly listener: PlaySocketListener,
  ) {
    this.nextClientSeq = host.now();
  }

  start(): void {
    this.stopped = false;
    this.connect('connecting');
  }

  stop(): void {
    this.stopped = true;
    this.timers.forEach(clearTimeout);
    this.timers = [];
    this.stopPing();
    this.socket?.close();
    this.socket = null;
    for (const { resolve } of this.pending.values()) resolve({ ok: false, message: null });
    this.pending.clear();
  }

  /** Opens the connection again at once (the browser came back online, say). */
  reconnectNow(): void {
    if (this.stopped || this.socket?.readyState === SOCKET_OPEN) return;
    this.timers.forEach(clearTimeout);
    this.timers = [];
    this.connect('reconnecting');
  }

  /** Gives the connection up at once (the browser went offline) and starts reconnecting. */
  dropNow(): void {
    const socket = this.socket;
    if (this.stopped || !socket) return;
    socket.onclose = null;
    socket.close();
    this.closed(socket);
  }

  /**
   * Sends an action; resolves with the server's reply, however many reconnects it takes.
   * `onMoves`: for a move, the number of moves on the board the player saw when playing it.
   */
  act(action: PlayAction, onMoves?: number): Promise<ActionReply> {
    const lagMs = estimateClockSync(this.samples).lagMs;
    const message = {
      type: 'action' as const,
      requestId: this.nextRequestId++,
      gameId: this.gameId,
      clientSeq: this.nextClientSeq++,
      action,
      lagMs,
    };
    const held = this.socket?.readyState !== SOCKET_OPEN && onMoves !== undefined;
    return new Promise((resolve) => {
      this.pending.set(message.requestId, { message, resolve, onMoves, held });
      if (!held) this.send(message);
    });
  }

  private connect(status: SocketStatus): void {
    this.socket?.close();
    this.listener.onStatus(status);
    const socket = this.host.open();
    this.socket = socket;
    socket.onopen = () => this.opened(socket);
    socket.onmessage = (event: MessageEvent) => {
      if (typeof event.data === 'string') this.received(event.data);
    };
    socket.onclose = (event: CloseEvent) => this.closed(socket, event.code);
  }

  private opened(socket: WebSocket): void {
    if (socket !== this.socket) return;
    this.attempts = 0;
    this.lastHeard = this.host.now();
    this.awaitingHistory = true;
    this.send({ type: 'watch', gameId: this.gameId });
    for (const pending of this.pending.values()) {
      if (pending.onMoves === undefined) this.send(pending.message);
      else pending.held = true;
    }
    this.listener.onStatus('open');
    this.ping();
    this.pingTimer = setInterval(() => this.ping(), PING_INTERVAL_MS);
  }

  private closed(socket: WebSocket, code?: number): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.stopPing();
    if (this.stopped) return;
    const refusal = refusalOf(code);
    if (refusal) {
      this.listener.onRefused(refusal);
      this.listener.onStatus('refused');
    } else {
      this.listener.onStatus('reconnecting');
    }
    const delay = refusal
      ? REFUSED_RETRY_MS
      : BACKOFF_MS[Math.min(this.attempts, BACKOFF_MS.length - 1)];
    this.attempts += 1;
    this.timers.push(setTimeout(() => this.connect('reconnecting'), delay));
  }

  private ping(): void {
    if (this.host.now() - this.lastHeard > SILENCE_LIMIT_MS) {
      // a connection that went quiet without closing (a sleeping laptop, a dropped route)
      this.dropNow();
      return;
    }
    this.send({ type: 'ping', t: this.host.now() });
  }

  private stopPing(): void {
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === SOCKET_OPEN) this.socket.send(JSON.stringify(message));
  }

  private received(data: string): void {
    this.lastHeard = this.host.now();
    let message: ServerMessage;
    try {
      message = JSON.parse(data) as ServerMessage;
    } catch {
      return;
    }
    if (message.type === 'pong') {
      const sample = {
        sentAt: message.t,
        receivedAt: this.host.now(),
        serverTime: message.serverTime,
      };
      this.samples = withSample(this.samples, sample);
      this.listener.onClockSync(estimateClockSync(this.samples));
      return;
    }
    if (message.type === 'reply') {
      const pending = this.pending.get(message.requestId);
      this.pending.delete(message.requestId);
      pending?.resolve(
        message.ok
          ? { ok: true, message: null }
          : { ok: false, message: message.message, refusal: message.refusal },
      );
      return;
    }
    if ('gameId' in message && message.gameId !== this.gameId) return;
    if (message.type === 'delta') {
      const state = this.stateAfter(message);
      if (!state) return;
      message = { type: 'state', gameId: this.gameId, state };
    }
    if (message.type === 'state') {
      this.state = message.state;
      this.releaseHeldMoves(message.state.moves);
    }
    if (message.type === 'observers' && this.state) {
      this.state = { ...this.state, observers: message.observers };
    }
    const afterWatch = message.type === 'chat' && this.awaitingHistory;
    if (message.type === 'chat') this.awaitingHistory = false;
    this.listener.onMessage(message, afterWatch);
  }

  /**
   * The game after a delta, or null when there is nothing new to show: a delta before the
   * watch's state, one already applied, or one after a gap (then the whole state is asked for).
   */
  private stateAfter(message: Extract<ServerMessage, { type: 'delta' }>): LiveGameState | null {
    if (!this.state) return null;
    const outcome = applyGameDelta(this.state, message);
    if (outcome.kind === 'gap') {
      this.send({ type: 'resync', gameId: this.gameId });
      return null;
    }
    return outcome.state === this.state ? null : outcome.state;
  }

  /** Decides each held move once the game's state is known (see the class comment). */
  private releaseHeldMoves(moves: readonly string[]): void {
    for (const [requestId, pending] of this.pending) {
      if (!pending.held || pending.onMoves === undefined) continue;
      const action = pending.message.action;
      const move = action.kind === 'move' ? action.move : null;
      if (moves[pending.onMoves] === move) {
        this.pending.delete(requestId);
        pending.resolve({ ok: true, message: null });
      } else if (moves.length === pending.onMoves) {
        pending.held = false;
        const resolve = pending.resolve;
        pending.resolve = (reply) =>
          resolve(reply.ok ? { ...reply, outcome: 'played-after-reconnect' } : reply);
        this.send(pending.message);
      } else {
        this.pending.delete(requestId);
        pending.resolve({ ok: false, message: null, outcome: 'dropped' });
      }
    }
  }
}
