import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/knex';
import { readChat } from '../chat/chat-lines';
import { rateFinishedGame } from '../rating/online-ratings';
import { gameSgf } from '../records/game-sgf';
import type { FoldedGame } from './game-fold';
import { writeRecord } from './live-game.repository';
import type { GameCards } from './state-view';

/**
 * What ending a game writes, in the transaction of its last event: the record, and for a ranked
 * game between two people both online ratings (bots' games are not rated).
 */
@Injectable()
export class FinishedGameWriter {
  async finish(em: EntityManager, game: FoldedGame, cards: GameCards): Promise<void> {
    const { meta, flow } = game;
    const chat = await readChat(em, meta.id);
    await writeRecord(em, meta.id, gameSgf(meta, flow, cards, chat));
    if (
      meta.ranked &&
      meta.blackId !== null &&
      meta.whiteId !== null &&
      meta.settings.opponent === 'human'
    ) {
      await rateFinishedGame(
        em,
        { blackId: meta.blackId, whiteId: meta.whiteId },
        flow,
        meta.settings.handicap,
      );
    }
  }
}
