import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { CHAT_MAX_LENGTH, type ChatLine } from '@sync/contract/play';
import { ApiError } from '../../common/errors/api-error';
import { dbDate, insertedId } from '../../common/sql/db-values';
import { knexOf } from '../../common/sql/knex-of';
import { PlayBus } from '../bus/play-bus';
import { GAMES_CHANNEL, type GameMessage } from '../live-games/game-messages';
import { LiveGamesService } from '../live-games/live-games.service';
import { readChat } from './chat-lines';

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
    private readonly bus: PlayBus,
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
    const now = Date.now();
    const line = await this.em.fork().transactional(async (em) => {
      const values = {
        game_id: gameId,
        user_id: user.id,
        name: user.name,
        text: cleaned,
        move_number: game.flow.moves.length,
        created_at: dbDate(em, now),
      };
      const rows: unknown[] = await knexOf(em)('live_game_chat').insert(values).returning('id');
      const id = insertedId(rows);
      return {
        id,
        userId: user.id,
        name: user.name,
        text: cleaned,
        moveNumber: values.move_number,
        at: new Date(now).toISOString(),
      };
    });
    const message: GameMessage = { type: 'chat', gameId, lines: [line] };
    await this.bus.publish(GAMES_CHANNEL, message);
    return line;
  }
}
