import type { EntityManager } from '@mikro-orm/knex';
import type { BroadcastStatus } from '@sync/contract/broadcasts';
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

/** What a board's change needs of its broadcast, read as its row is locked. */
export interface LockedBroadcast {
  status: BroadcastStatus;
  createdById: number | null;
}

/**
 * Takes the broadcast's row lock (a write that changes nothing) before a board of it changes:
 * the changes of one broadcast's boards follow one another, on PostgreSQL as on SQLite, so a
 * status computed from all its boards never misses a change made at the same time. The same
 * statement reads the status and the creator (one round trip less for every change).
 */
export async function lockBroadcast(em: EntityManager, id: number): Promise<LockedBroadcast> {
  const rows = await em.execute<{ status: BroadcastStatus; created_by_id: number | null }[]>(
    'update broadcast set status = status where id = ? returning status, created_by_id',
    [id],
    'all',
  );
  const row = rows[0];
  if (!row) throw new ApiError('broadcastNotFound');
  return { status: row.status, createdById: row.created_by_id };
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
