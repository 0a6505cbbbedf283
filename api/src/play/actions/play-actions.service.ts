import { Injectable } from '@nestjs/common';
import type { ChatLine } from '@sync/contract/play';
import type { User } from '../../accounts/entities/user.entity';
import { displayNameOf } from '../../accounts/user-mapping';
import { ApiError } from '../../common/errors/api-error';
import { KeyedWindows } from '../../common/rate/keyed-windows';
import { ChatService } from '../chat/chat.service';
import { LiveGamesService } from '../live-games/live-games.service';
import type { FoldedGame } from '../live-games/game-fold';
import type { ParsedAction } from './parse-action';

/** Actions per account and game in ACTION_WINDOW_SECONDS (chat has its own, stricter limit). */
export const ACTIONS_PER_WINDOW = 30;
export const ACTION_WINDOW_SECONDS = 10;

/** Who acts: the account's id and the name its chat lines show (plain data, not the entity). */
export interface Actor {
  id: number;
  name: string;
}

export function actorOf(user: User): Actor {
  return { id: user.id, name: displayNameOf(user) };
}

/** One door for a player's actions, whether they come over REST or the WebSocket. */
@Injectable()
export class PlayActionsService {
  private readonly limiter = new KeyedWindows<string>(
    ACTIONS_PER_WINDOW,
    ACTION_WINDOW_SECONDS * 1000,
  );

  constructor(
    private readonly games: LiveGamesService,
    private readonly chat: ChatService,
  ) {}

  async perform(
    gameId: number,
    user: Actor,
    parsed: ParsedAction,
  ): Promise<{ game: FoldedGame } | { line: ChatLine }> {
    const { action } = parsed;
    if (action.kind === 'chat') {
      return {
        line: await this.chat.post(gameId, user, action.text),
      };
    }
    if (!this.limiter.admit(`${user.id}:${gameId}`)) {
      throw new ApiError('playTooFast', {}, ACTION_WINDOW_SECONDS);
    }
    const game = await this.games.act(gameId, user.id, action, {
      clientSeq: parsed.clientSeq,
      lagMs: parsed.lagMs,
    });
    return { game };
  }
}
