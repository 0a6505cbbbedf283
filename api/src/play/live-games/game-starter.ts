import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/knex';
import { lagQuotaRuleOf } from '@domain/play/lag-quota';
import { START_EVENT } from './game-log';
import { appendEvent } from './live-game-events.repository';
import { insertGame, type NewGame } from './live-game.repository';

/**
 * Starts a live game inside the caller's transaction (a challenge's acceptance): the game's row
 * and its first event (with the game's lag quota). Returns the game's id; its clock runs from
 * the transaction's time. Once committed, LiveGamesService.announceStart tells the clocks.
 */
@Injectable()
export class GameStarter {
  async start(em: EntityManager, start: NewGame, now = Date.now()): Promise<number> {
    const gameId = await insertGame(em, start, now);
    await appendEvent(em, gameId, {
      seq: 1,
      kind: START_EVENT,
      actor: null,
      clientSeq: null,
      // kept with the game, so that a later change of the rule never changes its clocks
      payload: { lag: lagQuotaRuleOf(start.settings) },
      at: now,
    });
    return gameId;
  }
}
