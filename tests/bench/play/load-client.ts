import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { ClientReport, FromClient, LoadConfig, ToClient } from './load-protocol';
import { BENCH_MOVES } from './moves';

/**
 * Child process of the play bench: the sockets of some games (2 players, N observers each). The
 * player to move sends the next move of BENCH_MOVES a jittered delay after the state holding the
 * opponent's move reached it; each observer notes the time from that send to its receipt of the
 * state holding the move. A game's sockets all live in this process, so send and receipt are read
 * on one clock.
 */
const CONNECTS_AT_ONCE = 200;
const DRAIN_MS = 5000;

type Role = 'black' | 'white' | 'observer';

interface ServerMessage {
  type?: string;
  requestId?: number;
  gameId?: number;
  ok?: boolean;
  status?: number;
  message?: string;
  state?: { moves?: unknown };
  /** a delta's moves: added, or from movesFrom on */
  moves?: unknown;
  movesFrom?: number;
}

const send = (message: FromClient) => process.send?.(message);

class GameLoad {
  readonly sentAt = new Map<number, number>();
  /** the moves (by count after them) sent while measuring -> the second of measured time */
  readonly measured = new Map<number, number>();
  readonly seenBy = new Map<number, number>();
  readonly sockets: WebSocket[] = [];
  known = 0;
  scheduled = -1;
  timer: NodeJS.Timeout | undefined;
  clientSeq = 0;

  constructor(
    readonly gameId: number,
    readonly players: { black: WebSocket | null; white: WebSocket | null },
  ) {}
}

class LoadClient {
  private readonly games: GameLoad[] = [];
  private readonly loop = monitorEventLoopDelay({ resolution: 5 });
  private playing = false;
  private measuring = false;
  private closing = false;
  /** when the current measured slice began, and the measured time of the slices before it */
  private sliceStart = 0;
  private measuredBefore = 0;
  private cpuAtSlice = process.cpuUsage();
  private requestId = 0;
  /** requestId -> send time of the moves sent while measuring, until their reply */
  private readonly replyPending = new Map<number, number>();
  private report: ClientReport = emptyReport();

  constructor(private readonly config: LoadConfig) {}

  async connect(): Promise<number> {
    const jobs: Array<() => Promise<void>> = [];
    for (const game of this.config.games) {
      const load = new GameLoad(game.gameId, { black: null, white: null });
      this.games.push(load);
      jobs.push(() => this.open(load, 'black', this.config.playersUrl, game.black));
      jobs.push(() => this.open(load, 'white', this.config.playersUrl, game.white));
      for (let i = 0; i < this.config.observersPerGame; i++) {
        jobs.push(() => this.open(load, 'observer', this.config.observersUrl, {}));
      }
    }
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) await jobs[next++]();
    };
    await Promise.all(Array.from({ length: CONNECTS_AT_ONCE }, worker));
    return jobs.length;
  }

  play(measure: boolean): void {
    if (measure) {
      this.measuring = true;
      this.sliceStart = performance.now();
      this.cpuAtSlice = process.cpuUsage();
      this.loop.enable();
    }
    this.playing = true;
    for (const game of this.games) {
      game.scheduled = -1;
      this.schedule(game, game.known, 0);
    }
  }

  async pause(): Promise<void> {
    this.playing = false;
    for (const game of this.games) clearTimeout(game.timer);
    if (this.measuring) {
      this.measuring = false;
      this.measuredBefore += performance.now() - this.sliceStart;
      const cpu = process.cpuUsage(this.cpuAtSlice);
      this.report.cpuMs += Math.round((cpu.user + cpu.system) / 1000);
      this.loop.disable();
    }
    const deadline = performance.now() + DRAIN_MS;
    while (this.inFlight() > 0 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  finish(): ClientReport {
    this.report.measuredMs = Math.round(this.measuredBefore);
    this.report.eventLoopP99Ms = Math.round(this.loop.percentile(99) / 1e4) / 100;
    this.closing = true;
    for (const game of this.games) for (const socket of game.sockets) socket.terminate();
    return this.report;
  }

  private inFlight(): number {
    const observers = this.config.observersPerGame;
    let count = 0;
    for (const game of this.games) {
      for (const moves of game.sentAt.keys()) {
        if ((game.seenBy.get(moves) ?? 0) < observers) count++;
      }
    }
    return count;
  }

  private open(
    game: GameLoad,
    role: Role,
    url: string,
    headers: Record<string, string>,
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers });
      game.sockets.push(socket);
      if (role !== 'observer') game.players[role] = socket;
      let lastSeen = -1;
      let ready = false;
      socket.on('open', () => socket.send(JSON.stringify({ type: 'watch', gameId: game.gameId })));
      socket.on('error', (error) => (ready ? this.fail(String(error)) : reject(error)));
      socket.on('close', (code) => {
        if (!this.closing) this.fail(`a ${role} socket of game ${game.gameId} closed (${code})`);
      });
      socket.on('message', (data: Buffer) => {
        const now = performance.now();
        const message = JSON.parse(data.toString()) as ServerMessage;
        if (message.type === 'reply') {
          this.replied(message, now);
          if (message.ok === false) {
            this.fail(`game ${game.gameId}: ${message.status} ${message.message}`);
          }
          return;
        }
        if (message.type === 'error') {
          this.fail(`game ${game.gameId}: error ${message.message}`);
          return;
        }
        const moves = movesAfter(message, game.gameId, lastSeen);
        if (moves === null || (!ready && message.type !== 'state')) return;
        if (this.measuring && ready) {
          this.report.newsMessages++;
          this.report.newsBytes += data.length;
        }
        if (!ready) {
          ready = true;
          game.known = Math.max(game.known, moves);
          lastSeen = moves;
          resolve();
          return;
        }
        if (moves <= lastSeen) return;
        lastSeen = moves;
        if (role === 'observer') this.observed(game, moves, now);
        else if (role === toMove(moves)) this.schedule(game, moves, this.config.minDelayMs);
      });
    });
  }

  private replied(message: ServerMessage, now: number): void {
    const sentAt = this.replyPending.get(Number(message.requestId));
    if (sentAt === undefined) return;
    this.replyPending.delete(Number(message.requestId));
    this.report.replyLatencies.push(now - sentAt);
  }

  /** A move seen by every observer is forgotten; the measured ones leave their latencies. */
  private observed(game: GameLoad, moves: number, now: number): void {
    const sentAt = game.sentAt.get(moves);
    if (sentAt === undefined) return;
    const seen = (game.seenBy.get(moves) ?? 0) + 1;
    game.seenBy.set(moves, seen);
    const second = game.measured.get(moves);
    if (second !== undefined) {
      this.report.latencies.push(now - sentAt);
      this.report.sentAtSeconds.push(second);
    }
    if (seen < this.config.observersPerGame) return;
    if (second !== undefined) this.report.movesSeenByAll++;
    game.sentAt.delete(moves);
    game.seenBy.delete(moves);
    game.measured.delete(moves);
  }

  /** The player to move sends move number `moves` + 1 after a delay of minDelay..maxDelayMs. */
  private schedule(game: GameLoad, moves: number, minDelay: number): void {
    game.known = Math.max(game.known, moves);
    if (!this.playing || game.scheduled >= moves || moves >= BENCH_MOVES.length) return;
    game.scheduled = moves;
    const delay = minDelay + Math.random() * (this.config.maxDelayMs - minDelay);
    game.timer = setTimeout(() => this.move(game, moves), delay);
  }

  private move(game: GameLoad, moves: number): void {
    if (!this.playing) return;
    const socket = game.players[toMove(moves)];
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    const message = {
      type: 'action',
      requestId: ++this.requestId,
      gameId: game.gameId,
      clientSeq: ++game.clientSeq,
      action: { kind: 'move', move: BENCH_MOVES[moves] },
    };
    const at = performance.now();
    game.sentAt.set(moves + 1, at);
    if (this.measuring) {
      const second = (this.measuredBefore + at - this.sliceStart) / 1000;
      game.measured.set(moves + 1, Math.floor(second));
      this.report.movesSent++;
      this.replyPending.set(message.requestId, at);
    }
    socket.send(JSON.stringify(message));
  }

  private fail(message: string): void {
    this.report.errors++;
    if (this.report.failures.length < 20) this.report.failures.push(message);
  }
}

/** The moves on the board after a game's news (the whole state or a delta), or null for other messages. */
function movesAfter(message: ServerMessage, gameId: number, known: number): number | null {
  if (message.gameId !== gameId) return null;
  if (message.type === 'state' && Array.isArray(message.state?.moves)) {
    return message.state.moves.length;
  }
  if (message.type === 'delta' && Array.isArray(message.moves)) {
    return (message.movesFrom ?? known) + message.moves.length;
  }
  return null;
}

/** Black moves first (no handicap), so black is to move after an even number of moves. */
function toMove(moves: number): 'black' | 'white' {
  return moves % 2 === 0 ? 'black' : 'white';
}

function emptyReport(): ClientReport {
  return {
    latencies: [],
    replyLatencies: [],
    sentAtSeconds: [],
    movesSent: 0,
    movesSeenByAll: 0,
    failures: [],
    errors: 0,
    newsMessages: 0,
    newsBytes: 0,
    eventLoopP99Ms: 0,
    cpuMs: 0,
    measuredMs: 0,
  };
}

let client: LoadClient | null = null;

process.on('message', (message: ToClient) => {
  const run = async () => {
    if (message.command === 'connect') {
      client = new LoadClient(message.config);
      const start = performance.now();
      const sockets = await client.connect();
      send({ event: 'connected', sockets, ms: Math.round(performance.now() - start) });
    } else if (!client) {
      throw new Error(`${message.command} before connect`);
    } else if (message.command === 'play') client.play(message.measure);
    else if (message.command === 'pause') {
      await client.pause();
      send({ event: 'paused' });
    } else send({ event: 'report', report: client.finish() });
  };
  run().catch((error: unknown) => {
    send({ event: 'failed', message: error instanceof Error ? error.message : String(error) });
  });
});
