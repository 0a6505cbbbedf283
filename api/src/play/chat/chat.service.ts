import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { CHAT_MAX_LENGTH, type ChatLine } from '@sync/contract/play';
import { ApiError } from '../../common/errors/api-error';
import { RealtimeBus } from '../../common/realtime/bus';
import { GAMES_CHANNEL, type GameMessage } from '../live-games/game-messages';
import { LiveGamesService } from '../live-games/live-games.service';
import { insertChatLine, readChat } from './chat-lines';

/** Lines per account in CHAT_WINDOW_SECONDS, over all games. */
export const CHAT_LINES_PER_WINDOW = 5;
export const CHAT_WINDOW_SECONDS = 10;

/** Chat per game: players and signed-in observers, stored with the number of moves played. */
@Injectable()
export class ChatService {
  private readonly limiter = new RateLimiterMemory({
    points: CHAT_LINES_PER_WINDOW,
    duration: CHAT_WINDOW_SECONDS,
  });

  constructor(
    private readonly em: EntityManager,
    private readonly games: LiveGamesService,
    private readonly bus: RealtimeBus,
  ) {}

  lines(gameId: number): Promise<ChatLine[]> {
    return readChat(this.em.fork(), gameId);
  }

  async post(gameId: number, user: { id: number; name: string }, text: unknown): Promise<ChatLine> {
    const cleaned = typeof text === 'string' ? text.trim() : '';
    if (!cleaned || cleaned.length > CHAT_MAX_LENGTH) {
      throw new ApiError('badParameters', {
        message: `A chat line has 1 to ${CHAT_MAX_LENGTH} characters`,
      });
    }
    const game = await this.games.game(gameId);
    try {
      await this.limiter.consume(String(user.id));
    } catch {
      throw new ApiError('playTooFast', {}, CHAT_WINDOW_SECONDS);
    }
    const line = await this.em.fork().transactional((em) =>
      insertChatLine(em, {
        gameId,
        userId: user.id,
        name: user.name,
        text: cleaned,
        moveNumber: game.flow.moves.length,
        at: Date.now(),
      }),
    );
    const message: GameMessage = { type: 'chat', gameId, lines: [line] };
    await this.bus.publish(GAMES_CHANNEL, message);
    return line;
  }
}
