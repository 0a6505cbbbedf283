import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Inject, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  WebSocketGateway,
} from '@nestjs/websockets';
import type { RawData, WebSocket } from 'ws';
import { PLAY_SOCKET_PATH, type ClientMessage, type ServerMessage } from '@sync/contract/play';
import { SessionService } from '../../accounts/auth/session.service';
import type { User } from '../../accounts/entities/user.entity';
import { displayNameOf } from '../../accounts/user-mapping';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../common/config/accounts-config';
import { ApiError } from '../../common/errors/api-error';
import { parseAction } from '../actions/parse-action';
import { PlayActionsService } from '../actions/play-actions.service';
import { PlayBus } from '../bus/play-bus';
import { ChatService } from '../chat/chat.service';
import { GAMES_CHANNEL, type GameMessage } from '../live-games/game-messages';
import { LiveGamesService } from '../live-games/live-games.service';
import { ObserverRegistry } from '../observers/observer-registry';
import { identify } from './socket-auth';
import { SocketLagMeter } from './socket-lag';

interface Client {
  id: string;
  socket: WebSocket;
  user: User | null;
  /** resolves once the client is identified; messages wait for it */
  ready: Promise<void>;
  watching: Set<number>;
}

const MAX_MESSAGE_BYTES = 16 * 1024;
const MAX_WATCHED_GAMES = 50;

/**
 * The live games' WebSocket: watch a game (players and observers), act on it, ping. Every
 * instance forwards the bus's news of a game to its own sockets watching it.
 */
@WebSocketGateway({ path: PLAY_SOCKET_PATH })
export class PlayGateway
  implements OnGatewayConnection, OnGatewayDisconnect, OnModuleInit, OnModuleDestroy
{
  private readonly logger = new Logger('PlayGateway');
  private readonly clients = new Map<WebSocket, Client>();
  private readonly watchers = new Map<number, Set<Client>>();
  private readonly unsubscribers: (() => void)[] = [];
  private readonly lag = new SocketLagMeter();

  constructor(
    private readonly games: LiveGamesService,
    private readonly actions: PlayActionsService,
    private readonly chat: ChatService,
    private readonly observers: ObserverRegistry,
    private readonly bus: PlayBus,
    private readonly sessions: SessionService,
    @Inject(ACCOUNTS_CONFIG) private readonly config: AccountsConfig,
  ) {}

  onModuleInit(): void {
    this.unsubscribers.push(
      this.bus.subscribe(GAMES_CHANNEL, (message) => this.forward(message as GameMessage)),
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
    const client: Client = {
      id: randomUUID(),
      socket,
      user: null,
      ready: Promise.resolve(),
      watching: new Set(),
    };
    client.ready = identify(request, this.sessions, this.config).then(
      (identity) => {
        if ('refused' in identity) {
          this.send(client, { type: 'error', message: identity.refused });
          socket.close(4403, identity.refused);
          return;
        }
        client.user = identity.user;
      },
      (error: unknown) => {
        this.logger.warn(`Identifying a socket failed: ${String(error)}`);
        socket.close(1011, 'Internal error');
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
    this.lag.remove(socket);
    for (const gameId of client.watching) this.unwatch(client, gameId);
  }

  private async received(client: Client, data: RawData): Promise<void> {
    await client.ready;
    const message = parseMessage(data);
    if (!message) {
      this.send(client, { type: 'error', message: 'Malformed message' });
      return;
    }
    try {
      await this.handle(client, message);
    } catch (error) {
      if (message.type === 'action') {
        const { status, text } = errorOf(error);
        if (status >= 500) this.logger.error(`Action failed: ${String(error)}`);
        this.send(client, {
          type: 'reply',
          requestId: message.requestId,
          ok: false,
          status,
          message: text,
        });
      } else {
        this.send(client, { type: 'error', message: errorOf(error).text });
      }
    }
  }

  private async handle(client: Client, message: ClientMessage): Promise<void> {
    switch (message.type) {
      case 'ping':
        return this.send(client, { type: 'pong', t: message.t, serverTime: Date.now() });
      case 'watch':
        return this.watch(client, message.gameId);
      case 'unwatch':
        return this.unwatch(client, message.gameId);
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

  private async watch(client: Client, gameId: number): Promise<void> {
    if (client.watching.size >= MAX_WATCHED_GAMES) {
      throw new ApiError('badParameters', { message: 'Too many games watched at once' });
    }
    const game = await this.games.game(gameId);
    const [state, lines] = await Promise.all([this.games.view(game), this.chat.lines(gameId)]);
    if (!client.watching.has(gameId)) {
      client.watching.add(gameId);
      let set = this.watchers.get(gameId);
      if (!set) this.watchers.set(gameId, (set = new Set()));
      set.add(client);
      const user = client.user;
      if (!user || this.games.colourOf(game, user.id) === null) {
        this.observers.join(
          gameId,
          client.id,
          user ? { userId: user.id, name: displayNameOf(user) } : null,
        );
      }
    }
    this.send(client, {
      type: 'state',
      gameId,
      state: { ...state, observers: this.observers.of(gameId) },
    });
    this.send(client, { type: 'chat', gameId, lines });
  }

  private unwatch(client: Client, gameId: number): void {
    if (!client.watching.delete(gameId)) return;
    const set = this.watchers.get(gameId);
    set?.delete(client);
    if (set?.size === 0) this.watchers.delete(gameId);
    this.observers.leave(gameId, client.id);
  }

  private forward(message: GameMessage): void {
    if (!this.watchers.has(message.gameId)) return;
    if (message.type === 'state') {
      const observers = this.observers.of(message.gameId);
      this.broadcast(message.gameId, { ...message, state: { ...message.state, observers } });
    } else {
      this.broadcast(message.gameId, message);
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

  private sendText(client: Client, text: string): void {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(text);
  }
}

function parseMessage(data: RawData): ClientMessage | null {
  const size = Array.isArray(data)
    ? data.reduce((sum, part) => sum + part.length, 0)
    : data.byteLength;
  if (size > MAX_MESSAGE_BYTES) return null;
  let message: unknown;
  try {
    message = JSON.parse(textOf(data));
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const m = message as Record<string, unknown>;
  const isId = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0;
  switch (m.type) {
    case 'ping':
      return typeof m.t === 'number' ? (m as ClientMessage) : null;
    case 'watch':
    case 'unwatch':
      return isId(m.gameId) ? (m as ClientMessage) : null;
    case 'action':
      return isId(m.gameId) &&
        Number.isSafeInteger(m.requestId) &&
        typeof m.action === 'object' &&
        m.action !== null
        ? (m as ClientMessage)
        : null;
    default:
      return null;
  }
}

function errorOf(error: unknown): { status: number; text: string } {
  if (error instanceof ApiError) {
    const body = error.body();
    return { status: body.statusCode, text: body.message };
  }
  return { status: 500, text: 'Internal server error' };
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}
