import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/knex';
import type { ChallengeSettings } from '@sync/contract/play';
import { lagQuotaRuleOf } from '@domain/play/lag-quota';
import { timeClassOf } from '@domain/play/time-class';
import { dbBool, dbDate, insertedId } from '../../common/sql/db-values';
import { knexOf } from '../../common/sql/knex-of';
import { START_EVENT } from './game-log';

export interface GameStart {
  challengeId: number | null;
  settings: ChallengeSettings;
  blackId: number;
  whiteId: number;
}

/**
 * Starts a live game inside the caller's transaction (a challenge's acceptance): the game's row
 * and its first event (with the game's lag quota). Returns the game's id; its clock runs from
 * the transaction's time. Once committed, LiveGamesService.announceStart tells the clocks.
 */
@Injectable()
export class GameStarter {
  async start(em: EntityManager, start: GameStart, now = Date.now()): Promise<number> {
    const knex = knexOf(em);
    const rows: unknown[] = await knex('live_game')
      .insert({
        challenge_id: start.challengeId,
        black_id: start.blackId,
        white_id: start.whiteId,
        settings: JSON.stringify(start.settings),
        time_class: timeClassOf(start.settings),
        ranked: dbBool(em, start.settings.ranked),
        phase: 'play',
        seq: 1,
        move_count: 0,
        started_at: dbDate(em, now),
      })
      .returning('id');
    const gameId = insertedId(rows);
    await knex('live_game_event').insert({
      game_id: gameId,
      seq: 1,
      kind: START_EVENT,
      actor: null,
      client_seq: null,
      // kept with the game, so that a later change of the rule never changes its clocks
      payload: JSON.stringify({ lag: lagQuotaRuleOf(start.settings) }),
      at_ms: now,
    });
    return gameId;
  }
}
