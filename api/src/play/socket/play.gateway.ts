import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Inject, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  WebSocketGateway,
} from '@nestjs/websockets';
import type { RawData, WebSocket } from 'ws';
import {
  PLAY_SOCKET_CLOSE,
  PLAY_SOCKET_PATH,
  type ClientMessage,
  type PlaySocketRefusal,
  type ServerMessage,
} from '@sync/contract/play';
import { SessionService } from '../../accounts/auth/session.service';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../common/config/accounts-config';
import {
  DEFAULT_PLAY_SOCKET_SETTINGS,
  type PlaySocketSettings,
} from '../../common/config/play-socket-config';
import { ApiError } from '../../common/errors/api-error';
import { FixedWindow } from '../../common/rate/fixed-window';
import { parseAction } from '../actions/parse-action';
import { actorOf, PlayActionsService, type Actor } from '../actions/play-actions.service';
import { RealtimeBus } from '../../common/realtime/bus';
import { ChatService } from '../chat/chat.service';
import { GAMES_CHANNEL, type GameMessage } from '../live-games/game-messages';
import { LiveGamesService } from '../live-games/live-games.service';
import { LobbyPresence, PRESENCE_ROOMS } from '../observers/lobby-presence';
import { ObserverRegistry } from '../observers/observer-registry';
import { AddressCounts } from './address-counts';
import { clientAddress } from './client-address';
import { identify } from './socket-auth';
import { errorOf, parseMessage } from './socket-messages';
import { SocketLagMeter } from './socket-lag';

interface Client {
  id: string;
  socket: WebSocket;
  /** the client's IP (through trusted proxies), counted against the cap per address */
  address: string;
  /** the signed-in account as plain data: a socket keeps no ORM entity (nor its EntityManager) */
  user: Actor | null;
  /** resolves once the client is identified; messages wait for it */
  ready: Promise<void>;
  /** the games watched, and those whose watch is being answered */
  watching: Set<number>;
  /** the seq of the state each watched game was last told at (a delta follows it) */
  told: Map<number, number>;
  /** set once the socket is closed or being closed: nothing more is done for it */
  closed: boolean;
  /** settles when the messages received so far are handled */
  queue: Promise<void>;
  /** its messages this second, against the limit a second */
  messages: FixedWindow;
}

const MAX_WATCHED_GAMES = 50;
const SETTLED: Promise<void> = Promise.resolve();

const CLOSE_REASONS: Record<Exclude<PlaySocketRefusal, 'refused'>, string> = {
  gameFull: 'Too many observers of this game',
  tooManySockets: 'Too many connections from this address',
  tooManyMessages: 'Too many messages',
};

/**
 * The live games' WebSocket: watch a game (players and observers), act on it, ping. Every
 * instance forwards the bus's news of a game to its own sockets watching it. Limits (settings
 * in PlaySocketSettings): sockets per client address and observers per game (beyond them the
 * socket is closed with a PLAY_SOCKET_CLOSE code), messages a second per socket (beyond them
 * too), and what the server holds unsent for a socket: one that stopped reading is dropped.
 */
@WebSocketGateway({ path: PLAY_SOCKET_PATH })
export class PlayGateway
  implements OnGatewayConnection, OnGatewayDisconnect, OnModuleInit, OnModuleDestroy
{
  private readonly logger = new Logger('PlayGateway');
  private readonly clients = new Map<WebSocket, Client>();
  private readonly watchers = new Map<number, Set<Client>>();
  private readonly unsubscribers: (() => void)[] = [];
  private readonly addresses = new AddressCounts();
  private readonly settings: PlaySocketSettings;
  private readonly lag = new SocketLagMeter();

  constructor(
    private readonly games: LiveGamesService,
    private readonly actions: PlayActionsService,
    private readonly chat: ChatService,
    private readonly observers: ObserverRegistry,
    private readonly around: LobbyPresence,
    private readonly bus: RealtimeBus,
    private readonly sessions: SessionService,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
  ) {
    this.settings = config.playSocket ?? DEFAULT_PLAY_SOCKET_SETTINGS;
  }

  onModuleInit(): void {
    this.unsubscribers.push(
      this.bus.subscribe(GAMES_CHANNEL, (message) => this.forward(message)),
      this.observers.onChange((gameId, observers) =>
        this.broadcast(gameId, { type: 'observers', gameId, observers }),
      ),
    );
  }

  onModuleDestroy(): void {
    this.unsubscribers.forEach((unsubscribe) => unsubscribe());
    this.lag.close();
  }

  handleConnection(socket: WebSocket, request: IncomingMessage): void {
    const address = clientAddress(request, this.adapterHost);
    if (!this.addresses.admit(address, this.settings.socketsPerIp)) {
      socket.close(PLAY_SOCKET_CLOSE.tooManySockets, CLOSE_REASONS.tooManySockets);
      return;
    }
    const client: Client = {
      id: randomUUID(),
      socket,
      address,
      user: null,
      ready: Promise.resolve(),
      watching: new Set(),
      told: new Map(),
      closed: false,
      queue: SETTLED,
      messages: new FixedWindow(this.settings.messagesPerSecond, 1000),
    };
    client.ready = identify(request, this.sessions, this.config).then(
      (identity) => {
        if ('refused' in identity) {
          this.send(client, { type: 'error', message: identity.refused });
          this.close(client, PLAY_SOCKET_CLOSE.refused, identity.refused);
          return;
        }
        const user = identity.user ? actorOf(identity.user) : null;
        client.user = user;
        if (client.closed) return;
        const person = user ? { userId: user.id, name: user.name } : null;
        this.around.join(PRESENCE_ROOMS.online, client.id, person);
      },
      (error: unknown) => {
        this.logger.warn(`Identifying a socket failed: ${String(error)}`);
        this.close(client, 1011, 'Internal error');
      },
    );
    this.clients.set(socket, client);
    this.lag.add(socket);
    socket.on('message', (data: RawData) => void this.received(client, data));
  }

  handleDisconnect(socket: WebSocket): void {
    const client = this.clients.get(socket);
    if (!client) return;
    this.clients.delete(socket);
    client.closed = true;
    this.addresses.release(client.address);
    this.lag.remove(socket);
    this.around.leave(PRESENCE_ROOMS.online, client.id);
    for (const gameId of client.watching) this.unwatch(client, gameId);
  }

  private close(client: Client, code: number, reason: string): void {
    client.closed = true;
    client.socket.close(code, reason);
  }

  private async received(client: Client, data: RawData): Promise<void> {
    if (client.closed) return;
    if (!client.messages.admit()) {
      this.close(client, PLAY_SOCKET_CLOSE.tooManyMessages, CLOSE_REASONS.tooManyMessages);
      return;
    }
    await client.ready;
    if (client.closed) return;
    const message = parseMessage(data);
    if (!message) {
      this.send(client, { type: 'error', message: 'Malformed message' });
      return;
    }
    if (message.type === 'ping') {
      this.send(client, { type: 'pong', t: message.t, serverTime: Date.now() });
      return;
    }
    // the others one at a time, in the order sent (a ping never waits: it measures the lag)
    const turn = client.queue.then(() => this.handleSafely(client, message));
    client.queue = turn;
    await turn;
    // an idle socket holds no promise of its own: one kept until the next message outlives a
    // young-generation collection, and a thousand players' moves make that a steady cost
    if (client.queue === turn) client.queue = SETTLED;
  }

  private async handleSafely(client: Client, message: ClientMessage): Promise<void> {
    if (client.closed) return;
    try {
      await this.handle(client, message);
    } catch (error) {
      if (message.type === 'action') {
        const { status, text, refusal } = errorOf(error);
        if (status >= 500) this.logger.error(`Action failed: ${String(error)}`);
        this.send(client, {
          type: 'reply',
          requestId: message.requestId,
          ok: false,
          status,
          message: text,
          ...(refusal ? { refusal } : {}),
        });
      } else {
        this.send(client, { type: 'error', message: errorOf(error).text });
      }
    }
  }

  private async handle(client: Client, message: ClientMessage): Promise<void> {
    switch (message.type) {
      case 'ping':
        return;
      case 'watch':
        return this.watch(client, message.gameId);
      case 'unwatch':
        return this.unwatch(client, message.gameId);
      case 'resync':
        return this.resync(client, message.gameId);
      case 'action': {
        if (!client.user) throw new ApiError('unauthorized');
        const parsed = parseAction(message.action?.kind, {
          ...message.action,
          clientSeq: message.clientSeq,
          lagMs: message.lagMs,
        });
        if (!parsed) throw new ApiError('badParameters');
        const lagMs = this.lag.lagOf(client.socket, parsed.lagMs);
        await this.actions.perform(message.gameId, client.user, { ...parsed, lagMs });
        return this.send(client, { type: 'reply', requestId: message.requestId, ok: true });
      }
    }
  }

  /** Sends the game's state and chat once; a watch of a game already watched does nothing. */
  private async watch(client: Client, gameId: number): Promise<void> {
    if (client.watching.has(gameId)) return;
    if (client.watching.size >= MAX_WATCHED_GAMES) {
      throw new ApiError('badParameters', { message: 'Too many games watched at once' });
    }
    client.watching.add(gameId);
    try {
      const game = await this.games.game(gameId);
      const [state, lines] = await Promise.all([this.games.view(game), this.chat.lines(gameId)]);
      // closed, or unwatched, while the game was read
      if (client.closed || !client.watching.has(gameId)) return;
      const user = client.user;
      const watcher = user ? { userId: user.id, name: user.name } : null;
      const observes = !user || this.games.colourOf(game, user.id) === null;
      if (observes && this.observers.isFull(gameId, watcher, this.settings.watchersPerGame)) {
        client.watching.delete(gameId);
        this.close(client, PLAY_SOCKET_CLOSE.gameFull, CLOSE_REASONS.gameFull);
        return;
      }
      let set = this.watchers.get(gameId);
      if (!set) this.watchers.set(gameId, (set = new Set()));
      set.add(client);
      if (observes) this.observers.join(gameId, client.id, watcher);
      this.send(client, {
        type: 'state',
        gameId,
        state: { ...state, observers: this.observers.lastTold(gameId) },
      });
      client.told.set(gameId, state.seq);
      this.send(client, { type: 'chat', gameId, lines });
    } catch (error) {
      client.watching.delete(gameId);
      throw error;
    }
  }

  /** The game whole again, for a watcher that saw a gap in its deltas. */
  private async resync(client: Client, gameId: number): Promise<void> {
    if (!this.watchers.get(gameId)?.has(client)) {
      throw new ApiError('badParameters', { message: 'This game is not watched here' });
    }
    const state = await this.games.state(gameId);
    if (client.closed || !client.watching.has(gameId)) return;
    this.send(client, {
      type: 'state',
      gameId,
      state: { ...state, observers: this.observers.lastTold(gameId) },
    });
    client.told.set(gameId, Math.max(client.told.get(gameId) ?? 0, state.seq));
  }

  private unwatch(client: Client, gameId: number): void {
    client.told.delete(gameId);
    if (!client.watching.delete(gameId)) return;
    const set = this.watchers.get(gameId);
    set?.delete(client);
    if (set?.size === 0) this.watchers.delete(gameId);
    this.observers.leave(gameId, client.id);
  }

  private forward(message: GameMessage): void {
    if (!this.watchers.has(message.gameId)) return;
    if (message.type === 'state') this.forwardState(message);
    else this.broadcast(message.gameId, message);
  }

  /**
   * A game's change: the delta to each watcher told the state just before it, the state whole
   * to one that missed a change (a watch answered meanwhile, news lost between instances); each
   * serialised once.
   */
  private forwardState(message: Extract<GameMessage, { type: 'state' }>): void {
    const { gameId, state, delta } = message;
    let deltaText: string | null = null;
    let stateText: string | null = null;
    for (const client of this.watchers.get(gameId) ?? []) {
      const told = client.told.get(gameId) ?? 0;
      if (told >= state.seq) continue;
      if (delta && told === delta.seq - 1) {
        deltaText ??= JSON.stringify({ type: 'delta', gameId, ...delta } satisfies ServerMessage);
        this.sendText(client, deltaText);
      } else {
        const observers = this.observers.of(gameId);
        stateText ??= JSON.stringify({
          type: 'state',
          gameId,
          state: { ...state, observers },
        } satisfies ServerMessage);
        this.sendText(client, stateText);
      }
      client.told.set(gameId, state.seq);
    }
  }

  /** One serialisation for all of a game's sockets. */
  private broadcast(gameId: number, message: ServerMessage): void {
    const set = this.watchers.get(gameId);
    if (!set) return;
    const text = JSON.stringify(message);
    for (const client of set) this.sendText(client, text);
  }

  private send(client: Client, message: ServerMessage): void {
    this.sendText(client, JSON.stringify(message));
  }

  /**
   * A socket still holding more than the bound unsent has stopped reading (or cannot keep up):
   * it is dropped at once rather than sent more. One message may pass the bound, so the
   * server holds at most the bound and one message per socket.
   */
  private sendText(client: Client, text: string): void {
    const socket = client.socket;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > this.settings.maxBufferedBytes) {
      client.closed = true;
      socket.terminate();
      return;
    }
    socket.send(text);
  }
}
