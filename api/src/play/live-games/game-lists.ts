import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { ChallengeSettings, LiveGameSummary, TimeClass } from '@sync/contract/play';
import { knexOf } from '../../common/sql/knex-of';
import { PlayerCardsService, unknownPlayer } from '../cards/player-cards.service';
import { ObserverRegistry } from '../observers/observer-registry';

interface SummaryRow {
  id: number;
  black_id: number | null;
  white_id: number | null;
  settings: string;
  time_class: TimeClass;
  ranked: boolean | number;
  phase: LiveGameSummary['phase'];
  move_count: number;
  result: string | null;
  started_at: Date | string | number;
  finished_at: Date | string | number | null;
}

const LIST_LIMIT = 100;

/** GET /games/self and GET /games/current: lists from the games' summary columns. */
@Injectable()
export class GameListsService {
  constructor(
    private readonly em: EntityManager,
    private readonly cards: PlayerCardsService,
    private readonly observers: ObserverRegistry,
  ) {}

  /** The user's games, live ones first, then the newest. */
  async ofUser(userId: number): Promise<LiveGameSummary[]> {
    const em = this.em.fork();
    const rows = (await this.base(em)
      .where((q) => void q.where({ black_id: userId }).orWhere({ white_id: userId }))
      .orderByRaw("case when phase = 'finished' then 1 else 0 end")
      .orderBy('id', 'desc')
      .limit(LIST_LIMIT)) as SummaryRow[];
    return this.summaries(em, rows);
  }

  /** Live games, the most watched first. */
  async current(): Promise<LiveGameSummary[]> {
    const em = this.em.fork();
    const rows = (await this.base(em)
      .whereNot({ phase: 'finished' })
      .orderBy('id', 'desc')
      .limit(LIST_LIMIT * 5)) as SummaryRow[];
    const games = await this.summaries(em, rows);
    return games.sort((a, b) => b.observers - a.observers || b.id - a.id).slice(0, LIST_LIMIT);
  }

  private base(em: EntityManager) {
    return knexOf(em)('live_game').select(
      'id',
      'black_id',
      'white_id',
      'settings',
      'time_class',
      'ranked',
      'phase',
      'move_count',
      'result',
      'started_at',
      'finished_at',
    );
  }

  private async summaries(em: EntityManager, rows: SummaryRow[]): Promise<LiveGameSummary[]> {
    const ids = rows.flatMap((r) => [r.black_id, r.white_id]).filter((id) => id !== null);
    const cards = await this.cards.cards(ids.map(Number), em);
    const cardOf = (id: number | null) =>
      (id !== null && cards.get(Number(id))) || unknownPlayer(Number(id ?? 0));
    return rows.map((row) => {
      const settings = JSON.parse(row.settings) as ChallengeSettings;
      return {
        id: Number(row.id),
        boardSize: settings.boardSize,
        rules: settings.rules,
        timeClass: row.time_class,
        ranked: Boolean(row.ranked),
        black: cardOf(row.black_id),
        white: cardOf(row.white_id),
        moveCount: Number(row.move_count),
        phase: row.phase,
        result: row.result,
        startedAt: new Date(row.started_at).toISOString(),
        finishedAt: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
        observers: this.observers.of(Number(row.id)).count,
      };
    });
  }
}
