import type { EntityManager, Knex } from '@mikro-orm/knex';
import type { GameResult } from '@domain/game/game-result';
import type { GamePlayerRef, GameSummary } from '@sync/contract/games';
import { fetchPage } from '../common/sql/rows';

export interface GamesFilter {
  id?: number;
  player1?: number;
  player2?: number;
  tournament?: number;
  hasSgf?: boolean;
  /** true: only the scheduled pairings (result 'unplayed'); false: only played games; unset: all */
  scheduled?: boolean;
  minDate?: string;
  maxDate?: string;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

interface GameRow {
  id: number;
  tournament_id: number | null;
  round: number;
  date: string;
  colors_known: number | boolean;
  handicap: number;
  komi: number | null;
  result: GameResult;
  has_sgf: number | boolean;
  t_title: string | null;
  t_title_latin: string | null;
  b_id: number;
  b_last_name: string;
  b_first_name: string;
  b_last_name_latin: string;
  b_first_name_latin: string;
  b_rating: number | null;
  w_id: number;
  w_last_name: string;
  w_first_name: string;
  w_last_name_latin: string;
  w_first_name_latin: string;
  w_rating: number | null;
}

function applyFilter(qb: Knex.QueryBuilder, filter: GamesFilter): void {
  const { player1, player2 } = filter;
  if (player1 !== undefined && player2 !== undefined) {
    qb.where((w) => {
      void w
        .where({ 'g.black_id': player1, 'g.white_id': player2 })
        .orWhere({ 'g.black_id': player2, 'g.white_id': player1 });
    });
  } else if (player1 !== undefined || player2 !== undefined) {
    const player = player1 ?? player2;
    qb.where((w) => {
      void w.where('g.black_id', player).orWhere('g.white_id', player);
    });
  }
  if (filter.id !== undefined) qb.where('g.id', filter.id);
  if (filter.tournament !== undefined) qb.where('g.tournament_id', filter.tournament);
  if (filter.hasSgf !== undefined) qb.where('g.has_sgf', filter.hasSgf);
  if (filter.scheduled === true) qb.where('g.result', 'unplayed');
  if (filter.scheduled === false) qb.whereNot('g.result', 'unplayed');
  if (filter.minDate) qb.where('g.date', '>=', filter.minDate);
  if (filter.maxDate) qb.where('g.date', '<=', filter.maxDate);
}

function playerRef(row: GameRow, side: 'b' | 'w'): GamePlayerRef {
  return {
    id: row[`${side}_id`],
    lastName: row[`${side}_last_name`],
    firstName: row[`${side}_first_name`],
    lastNameLatin: row[`${side}_last_name_latin`],
    firstNameLatin: row[`${side}_first_name_latin`],
    rating: row[`${side}_rating`] === null ? null : Number(row[`${side}_rating`]),
  };
}

function toSummary(row: GameRow): GameSummary {
  return {
    id: row.id,
    tournament:
      row.tournament_id === null
        ? null
        : { id: row.tournament_id, title: row.t_title ?? '', titleLatin: row.t_title_latin ?? '' },
    round: row.round,
    date: row.date,
    black: playerRef(row, 'b'),
    white: playerRef(row, 'w'),
    colorsKnown: Boolean(row.colors_known),
    handicap: row.handicap,
    komi: row.komi === null ? null : Number(row.komi),
    result: row.result,
    hasSgf: Boolean(row.has_sgf),
  };
}

const PLAYER_FIELDS = ['id', 'last_name', 'first_name', 'last_name_latin', 'first_name_latin'];

/** Games with their players and tournament, in the product's order (date ms x 10 + round). */
export async function queryGames(
  em: EntityManager,
  filter: GamesFilter,
): Promise<{ items: GameSummary[]; total: number }> {
  const knex = em.getKnex();
  const base = knex('game as g');
  applyFilter(base, filter);
  const direction = filter.order;
  const { rows, total } = await fetchPage<GameRow>(base, (page) =>
    page
      .select(
        'g.id',
        'g.tournament_id',
        'g.round',
        'g.date',
        'g.colors_known',
        'g.handicap',
        'g.komi',
        'g.result',
        'g.has_sgf',
        't.title as t_title',
        't.title_latin as t_title_latin',
        ...PLAYER_FIELDS.map((f) => `b.${f} as b_${f}`),
        ...PLAYER_FIELDS.map((f) => `w.${f} as w_${f}`),
        'g.black_rating_before as b_rating',
        'g.white_rating_before as w_rating',
      )
      .join('player as b', 'b.id', 'g.black_id')
      .join('player as w', 'w.id', 'g.white_id')
      .leftJoin('tournament as t', 't.id', 'g.tournament_id')
      .orderBy([
        { column: 'g.sort_key', order: direction },
        { column: 'g.id', order: direction },
      ])
      .limit(filter.limit)
      .offset(filter.offset),
  );
  return { items: rows.map(toSummary), total };
}
