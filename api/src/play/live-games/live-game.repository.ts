import type { EntityManager } from '@mikro-orm/knex';
import type { ChallengeSettings, GamePhase } from '@sync/contract/play';
import type { LiveGameFlow } from '@domain/play/game-flow';
import { timeClassOf } from '@domain/play/time-class';
import { dbBool, dbDate, insertedId } from '../../common/sql/db-values';
import { tableOf } from '../../common/sql/knex-of';
import type { LiveGameRow } from '../../common/sql/tables';
import type { GameMeta } from './game-log';

/*
 * The SQL of `live_game`, a game's summary row: who plays, the settings, the columns the lists
 * read (phase, moves, result), rewritten with each event, and the record once finished. The
 * events themselves are live-game-events.repository.ts's.
 */

type Where = Partial<LiveGameRow>;

const META_COLUMNS = [
  'id',
  'black_id',
  'white_id',
  'settings',
  'time_class',
  'ranked',
  'started_at',
] as const satisfies readonly (keyof LiveGameRow)[];

const LISTED_COLUMNS = [
  ...META_COLUMNS,
  'phase',
  'move_count',
  'result',
  'finished_at',
] as const satisfies readonly (keyof LiveGameRow)[];

type MetaRow = Pick<LiveGameRow, (typeof META_COLUMNS)[number]>;
type ListedRow = Pick<LiveGameRow, (typeof LISTED_COLUMNS)[number]>;

/** A game as the lists show it: its meta and the summary columns. */
export interface ListedGame {
  meta: GameMeta;
  phase: GamePhase;
  moveCount: number;
  result: string | null;
  finishedAt: number | null;
}

/** The columns each event rewrites: the fold's state as the lists read it. */
export interface GameSummary {
  phase: GamePhase;
  seq: number;
  moveCount: number;
  result: string | null;
  endReason: LiveGameFlow['endReason'];
  finishedAt: number | null;
}

export interface NewGame {
  challengeId: number | null;
  settings: ChallengeSettings;
  blackId: number;
  whiteId: number;
}

/** Writes a new game's row (in play, seq 1: its start event is the caller's); returns its id. */
export async function insertGame(em: EntityManager, game: NewGame, startedAt: number) {
  const rows: unknown[] = await tableOf(em, 'live_game')
    .insert({
      challenge_id: game.challengeId,
      black_id: game.blackId,
      white_id: game.whiteId,
      settings: JSON.stringify(game.settings),
      time_class: timeClassOf(game.settings),
      ranked: dbBool(em, game.settings.ranked),
      phase: 'play',
      seq: 1,
      move_count: 0,
      started_at: dbDate(em, startedAt),
    })
    .returning('id');
  return insertedId(rows);
}

export async function readGameMeta(em: EntityManager, gameId: number): Promise<GameMeta | null> {
  const row: MetaRow | undefined = await tableOf(em, 'live_game')
    .first(...META_COLUMNS)
    .where({ id: gameId } satisfies Where);
  return row ? metaOf(row) : null;
}

export function summaryOf(flow: LiveGameFlow, seq: number): GameSummary {
  return {
    phase: flow.phase,
    seq,
    moveCount: flow.moves.length,
    result: flow.result,
    endReason: flow.endReason,
    finishedAt: flow.finishedAt,
  };
}

/**
 * Rewrites the game's summary, in the transaction of the event it follows; an offline game's
 * upload also marks the browser's id of it.
 */
export async function writeSummary(
  em: EntityManager,
  gameId: number,
  summary: GameSummary,
  offlineClientId?: string,
): Promise<void> {
  await tableOf(em, 'live_game')
    .where({ id: gameId } satisfies Where)
    .update({
      phase: summary.phase,
      seq: summary.seq,
      move_count: summary.moveCount,
      result: summary.result,
      end_reason: summary.endReason,
      finished_at: summary.finishedAt === null ? null : dbDate(em, summary.finishedAt),
      ...(offlineClientId === undefined ? {} : { offline_client_id: offlineClientId }),
    });
}

/** Stores a finished game's SGF. */
export async function writeRecord(em: EntityManager, gameId: number, sgf: string): Promise<void> {
  await tableOf(em, 'live_game')
    .where({ id: gameId } satisfies Where)
    .update({ sgf });
}

/** The game's SGF (null before it finished); null for an unknown game. */
export async function readRecord(
  em: EntityManager,
  gameId: number,
): Promise<{ sgf: string | null } | null> {
  const row = await tableOf(em, 'live_game')
    .first('sgf')
    .where({ id: gameId } satisfies Where);
  return row ?? null;
}

/** The user's games, live ones first, then the newest. */
export async function gamesOfUser(
  em: EntityManager,
  userId: number,
  limit: number,
): Promise<ListedGame[]> {
  const rows: ListedRow[] = await tableOf(em, 'live_game')
    .select(...LISTED_COLUMNS)
    .where(
      (q) =>
        void q
          .where({ black_id: userId } satisfies Where)
          .orWhere({ white_id: userId } satisfies Where),
    )
    .orderByRaw("case when phase = 'finished' then 1 else 0 end")
    .orderBy('id', 'desc')
    .limit(limit);
  return rows.map(listedGameOf);
}

/** Unfinished games, the newest first. */
export async function liveGames(em: EntityManager, limit: number): Promise<ListedGame[]> {
  const rows: ListedRow[] = await tableOf(em, 'live_game')
    .select(...LISTED_COLUMNS)
    .whereNot({ phase: 'finished' } satisfies Where)
    .orderBy('id', 'desc')
    .limit(limit);
  return rows.map(listedGameOf);
}

/** The ids of the games in play (not in stone removal nor finished): those with clocks. */
export async function gameIdsInPlay(em: EntityManager): Promise<number[]> {
  const rows = await tableOf(em, 'live_game')
    .select('id')
    .where({ phase: 'play' } satisfies Where);
  return rows.map((row) => Number(row.id));
}

/** The ids of the unfinished games any of these accounts plays in. */
export async function unfinishedGameIdsOf(
  em: EntityManager,
  userIds: readonly number[],
): Promise<number[]> {
  const rows = await tableOf(em, 'live_game')
    .select('id')
    .whereNot({ phase: 'finished' } satisfies Where)
    .andWhere((q) => void q.whereIn('black_id', userIds).orWhereIn('white_id', userIds));
  return rows.map((row) => Number(row.id));
}

/** How many unfinished games the user plays against any of the opponents. */
export async function countUnfinishedGamesAgainst(
  em: EntityManager,
  userId: number,
  opponentIds: readonly number[],
): Promise<number> {
  const [row] = await tableOf(em, 'live_game')
    .count({ count: '*' })
    .whereNot({ phase: 'finished' } satisfies Where)
    .andWhere((q) => {
      void q
        .where((mine) => void mine.where({ black_id: userId }).whereIn('white_id', opponentIds))
        .orWhere((mine) => void mine.where({ white_id: userId }).whereIn('black_id', opponentIds));
    });
  return Number(row?.count ?? 0);
}

/** The game a browser uploaded under this id of its own, with its players; null if none. */
export async function offlineGame(
  em: EntityManager,
  clientId: string,
): Promise<{ id: number; blackId: number | null; whiteId: number | null } | null> {
  const row = await tableOf(em, 'live_game')
    .first('id', 'black_id', 'white_id')
    .where({ offline_client_id: clientId } satisfies Where);
  if (!row) return null;
  return { id: Number(row.id), blackId: idOrNull(row.black_id), whiteId: idOrNull(row.white_id) };
}

function metaOf(row: MetaRow): GameMeta {
  return {
    id: Number(row.id),
    blackId: idOrNull(row.black_id),
    whiteId: idOrNull(row.white_id),
    settings: JSON.parse(row.settings) as ChallengeSettings,
    timeClass: row.time_class,
    ranked: Boolean(row.ranked),
    startedAt: new Date(row.started_at).getTime(),
  };
}

function listedGameOf(row: ListedRow): ListedGame {
  return {
    meta: metaOf(row),
    phase: row.phase,
    moveCount: Number(row.move_count),
    result: row.result,
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at).getTime(),
  };
}

function idOrNull(id: number | null): number | null {
  return id === null ? null : Number(id);
}
