import type { EntityManager, Knex } from '@mikro-orm/knex';
import type { BoardSize } from '@domain/play/types';
import { BROADCAST_PLAYER_NAME_MAX_LENGTH } from '@sync/contract/broadcasts';
import { knexOf } from '../common/sql/knex-of';
import { fetchFirst, fetchRows } from '../common/sql/rows';
import { BOARD_SIZES } from '@domain/game/board-sizes';

/** A pairing of the demo federation a demo broadcast shows on one board. */
export interface DemoPairing {
  gameId: number | null;
  black: { name: string; playerId: number };
  white: { name: string; playerId: number };
  handicap: number;
  komi: number;
  /** the tournament's SGF record of the game, when it has one */
  sgf: string | null;
}

/** A round of a demo tournament: where a demo broadcast takes its boards from. */
export interface DemoRound {
  tournamentId: number;
  title: string;
  round: number;
  /** ISO date the round was played on (or starts) */
  date: string;
  boardSize: BoardSize;
  timeControl: string | null;
  pairings: DemoPairing[];
}

interface GameRow {
  game_id: number;
  tournament_id: number;
  title: string;
  round: number;
  date: string;
  board_size: number;
  time_control: string | null;
  handicap: number;
  komi: number;
  result: string;
  sgf: string | null;
  black_id: number;
  black_last: string;
  black_first: string;
  white_id: number;
  white_last: string;
  white_first: string;
}

/** how many entrants of a tournament are looked at to pair the boards */
const ROUND_ROWS = 64;
/** how many recorded games of recent rounds are looked at to find a round to show */
const FINISHED_ROWS = 1000;

const nameOf = (last: string, first: string) =>
  `${last} ${first}`.trim().slice(0, BROADCAST_PLAYER_NAME_MAX_LENGTH);
const isoDate = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

function gamesQuery(knex: Knex): Knex.QueryBuilder {
  return knex('game as g')
    .join('tournament as t', 't.id', 'g.tournament_id')
    .join('player as b', 'b.id', 'g.black_id')
    .join('player as w', 'w.id', 'g.white_id')
    .leftJoin('game_record as r', 'r.game_id', 'g.id')
    .select(
      'g.id as game_id',
      'g.tournament_id',
      't.title',
      'g.round',
      'g.date',
      't.board_size',
      't.time_control',
      'g.handicap',
      'g.komi',
      'g.result',
      'r.sgf',
      'g.black_id',
      'b.last_name as black_last',
      'b.first_name as black_first',
      'g.white_id',
      'w.last_name as white_last',
      'w.first_name as white_first',
    )
    .whereIn('t.board_size', [...BOARD_SIZES]);
}

function roundOf(rows: GameRow[]): DemoRound | null {
  const first = rows[0];
  if (!first) return null;
  return {
    tournamentId: Number(first.tournament_id),
    title: first.title,
    round: Number(first.round),
    date: isoDate(first.date),
    boardSize: Number(first.board_size) as BoardSize,
    timeControl: first.time_control,
    pairings: rows
      .filter((row) => row.tournament_id === first.tournament_id && row.round === first.round)
      .map((row) => ({
        gameId: Number(row.game_id),
        black: { name: nameOf(row.black_last, row.black_first), playerId: Number(row.black_id) },
        white: { name: nameOf(row.white_last, row.white_first), playerId: Number(row.white_id) },
        handicap: Number(row.handicap),
        komi: Number(row.komi),
        sgf: row.sgf,
      })),
  };
}

/**
 * The latest rounds of finished tournaments (ended, or their ratings being computed) with
 * recorded even games (no handicap stones, so the records' stones and the broadcast's agree),
 * newest first: each with its recorded games in the order of the game rows.
 */
export async function finishedRounds(em: EntityManager): Promise<DemoRound[]> {
  const rows = await fetchRows<GameRow>(
    gamesQuery(knexOf(em))
      .whereNotNull('r.sgf')
      .whereIn('t.status', ['ended', 'processing'])
      .where('g.handicap', '<=', 1)
      .whereIn('g.result', ['black', 'white', 'jigo'])
      .orderBy([
        { column: 't.end_date', order: 'desc' },
        { column: 't.id', order: 'desc' },
        { column: 'g.round', order: 'desc' },
        { column: 'g.id', order: 'asc' },
      ])
      .limit(FINISHED_ROWS),
  );
  const rounds: DemoRound[] = [];
  // The rows of a round are adjacent (ordered by tournament, then round).
  let start = 0;
  for (let round = roundOf(rows); round !== null; round = roundOf(rows.slice(start))) {
    rounds.push(round);
    start += round.pairings.length;
  }
  return rounds;
}

/**
 * The round being played in the latest tournament in progress (its first round with unplayed
 * games, else its last round); with no tournament in progress, the latest tournament's last
 * round other than `except`.
 */
export async function liveRound(
  em: EntityManager,
  except: number | null,
): Promise<DemoRound | null> {
  const knex = knexOf(em);
  const latest = (status: string | null) => {
    const query = knex('tournament as t')
      .select('t.id')
      .whereIn('t.board_size', [...BOARD_SIZES])
      .where('t.game_count', '>', 0)
      .orderBy([
        { column: 't.start_date', order: 'desc' },
        { column: 't.id', order: 'desc' },
      ]);
    if (status) query.where('t.status', status);
    if (except !== null) query.whereNot('t.id', except);
    return fetchFirst<{ id: number }>(query);
  };
  const tournament = (await latest('active')) ?? (await latest(null));
  if (!tournament) return null;
  const rows = await fetchRows<GameRow>(
    gamesQuery(knex)
      .where('g.tournament_id', tournament.id)
      .orderBy([
        { column: 'g.round', order: 'asc' },
        { column: 'g.id', order: 'asc' },
      ]),
  );
  const current = rows.find((row) => row.result === 'unplayed')?.round ?? rows.at(-1)?.round;
  return roundOf(rows.filter((row) => row.round === current));
}

interface EntrantRow {
  id: number;
  title: string;
  start_date: string;
  board_size: number;
  time_control: string | null;
  komi: number | null;
}

/**
 * The first round of the next scheduled tournament: its entrants paired in the order they
 * entered (no games yet); null when no scheduled tournament has two entrants.
 */
export async function upcomingRound(em: EntityManager, today: string): Promise<DemoRound | null> {
  const knex = knexOf(em);
  const tournament = await fetchFirst<EntrantRow>(
    knex('tournament as t')
      .select('t.id', 't.title', 't.start_date', 't.board_size', 't.time_control', 't.komi')
      .where('t.status', 'scheduled')
      .where('t.start_date', '>', today)
      .whereIn('t.board_size', [...BOARD_SIZES])
      .whereExists(knex('tournament_player as tp').where('tp.tournament_id', knex.ref('t.id')))
      .orderBy([
        { column: 't.start_date', order: 'asc' },
        { column: 't.id', order: 'asc' },
      ]),
  );
  if (!tournament) return null;
  const entrants = await fetchRows<{ id: number; last_name: string; first_name: string }>(
    knex('tournament_player as tp')
      .join('player as p', 'p.id', 'tp.player_id')
      .select('p.id', 'p.last_name', 'p.first_name')
      .where('tp.tournament_id', tournament.id)
      .orderBy('tp.id', 'asc')
      .limit(ROUND_ROWS),
  );
  const pairings: DemoPairing[] = [];
  for (let i = 0; i + 1 < entrants.length; i += 2) {
    const [black, white] = [entrants[i], entrants[i + 1]];
    pairings.push({
      gameId: null,
      black: { name: nameOf(black.last_name, black.first_name), playerId: Number(black.id) },
      white: { name: nameOf(white.last_name, white.first_name), playerId: Number(white.id) },
      handicap: 0,
      komi: Number(tournament.komi ?? 6.5),
      sgf: null,
    });
  }
  if (pairings.length === 0) return null;
  return {
    tournamentId: Number(tournament.id),
    title: tournament.title,
    round: 1,
    date: isoDate(tournament.start_date),
    boardSize: Number(tournament.board_size) as BoardSize,
    timeControl: tournament.time_control,
    pairings,
  };
}
