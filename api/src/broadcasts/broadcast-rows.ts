import type { EntityManager } from '@mikro-orm/knex';
import { ApiError } from '../common/errors/api-error';
import { Tournament } from '../tournaments/tournament.entity';
import { BroadcastBoardRow, BroadcastCommentRow, BroadcastRow } from './broadcast.entities';
import type { BoardRef } from './board-ref';
import type { BroadcastViewParts } from './broadcast-view';

const FRESH = { disableIdentityMap: true } as const;

export async function readBroadcast(em: EntityManager, id: number): Promise<BroadcastRow> {
  const row = await em.findOne(BroadcastRow, { id }, FRESH);
  if (!row) throw new ApiError('broadcastNotFound');
  return row;
}

/**
 * Takes the broadcast's row lock (a write that changes nothing) before a board of it changes:
 * the changes of one broadcast's boards follow one another, on PostgreSQL as on SQLite, so a
 * status computed from all its boards never misses a change made at the same time.
 */
export async function lockBroadcast(em: EntityManager, id: number): Promise<void> {
  const result = await em.execute<{ affectedRows: number }>(
    'update broadcast set status = status where id = ?',
    [id],
    'run',
  );
  if (result.affectedRows !== 1) throw new ApiError('broadcastNotFound');
}

export async function readBoard(em: EntityManager, ref: BoardRef): Promise<BroadcastBoardRow> {
  const board = await em.findOne(
    BroadcastBoardRow,
    { broadcastId: ref.broadcastId, number: ref.number },
    FRESH,
  );
  if (!board) throw new ApiError('broadcastBoardNotFound');
  return board;
}

export function readBoardById(em: EntityManager, id: number): Promise<BroadcastBoardRow | null> {
  return em.findOne(BroadcastBoardRow, { id }, FRESH);
}

export function readComments(
  em: EntityManager,
  boardIds: number[],
): Promise<BroadcastCommentRow[]> {
  if (boardIds.length === 0) return Promise.resolve([]);
  return em.find(BroadcastCommentRow, { boardId: { $in: boardIds } }, FRESH);
}

export async function tournamentTitles(
  em: EntityManager,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await em.find(Tournament, { id: { $in: ids } }, { fields: ['id', 'title'] });
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** Each broadcast's boards, their comments and its tournament's title (viewers not counted). */
export async function viewPartsOf(
  em: EntityManager,
  broadcasts: readonly BroadcastRow[],
  withBoards: (row: BroadcastRow) => boolean = () => true,
): Promise<Map<number, Omit<BroadcastViewParts, 'viewers'>>> {
  const ids = broadcasts.map((row) => row.id);
  const boards =
    ids.length === 0 ? [] : await em.find(BroadcastBoardRow, { broadcastId: { $in: ids } }, FRESH);
  const shown = new Set(broadcasts.filter(withBoards).map((row) => row.id));
  const comments = await readComments(
    em,
    boards.filter((board) => shown.has(board.broadcastId)).map((board) => board.id),
  );
  const tournamentIds = broadcasts.flatMap((row) =>
    row.tournamentId === null ? [] : [row.tournamentId],
  );
  const titles = await tournamentTitles(em, [...new Set(tournamentIds)]);
  return new Map(
    broadcasts.map((row) => [
      row.id,
      {
        boards: boards.filter((board) => board.broadcastId === row.id),
        comments,
        tournamentTitle: row.tournamentId === null ? null : (titles.get(row.tournamentId) ?? null),
      },
    ]),
  );
}
