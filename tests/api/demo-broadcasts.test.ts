import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionOf, normaliseResult } from '@domain/broadcast';
import type { BoardSize } from '@domain/play/types';
import { User } from '@api/accounts/entities/user.entity';
import {
  BroadcastBoardRow,
  BroadcastCommentRow,
  BroadcastRow,
} from '@api/broadcasts/broadcast.entities';
import { writeDemoBroadcasts } from '@api/demo/demo-broadcasts';
import { seedDemo } from '@api/demo/demo-seeder';
import { replayRecord } from '@tests/fixtures/sgf/replay-record';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/** Big enough for finished, in-progress and scheduled tournaments with recorded games. */
const DEMO = {
  seed: 7,
  players: 300,
  tournaments: 30,
  targetGames: 2000,
  firstYear: 2025,
  today: '2026-11-21',
};

describe('demo broadcasts written with the demo data', () => {
  let db: TestDatabase;
  const seededAt = new Date();

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedDemo(db.orm.em.fork(), DEMO);
  }, 180_000);
  afterAll(async () => {
    await db.close();
  });

  const broadcasts = () => db.orm.em.fork().find(BroadcastRow, {}, { orderBy: { id: 'asc' } });
  const boardsOf = (broadcastId: number) =>
    db.orm.em.fork().find(BroadcastBoardRow, { broadcastId }, { orderBy: { number: 'asc' } });
  const commentsOf = (boardIds: number[]) =>
    db.orm.em.fork().find(BroadcastCommentRow, { boardId: { $in: boardIds } });
  const one = async (status: string) => {
    const found = (await broadcasts()).filter((b) => b.status === status);
    expect(found).toHaveLength(1);
    return found[0];
  };
  const legal = (board: BroadcastBoardRow) =>
    'position' in
    positionOf({
      boardSize: board.boardSize as BoardSize,
      handicap: board.handicap,
      moves: board.moves === '' ? [] : board.moves.split(' '),
    });

  it('writes a finished, a live and an upcoming public broadcast by the demo broadcaster', async () => {
    const broadcaster = await db.orm.em.fork().findOneOrFail(User, { usernameKey: 'broadcaster' });
    expect(broadcaster.roles).toBe('user,broadcaster');
    const rows = await broadcasts();
    expect(rows.map((b) => b.status)).toEqual(['finished', 'live', 'upcoming']);
    for (const row of rows) {
      expect(row).toMatchObject({ visibility: 'public', createdById: broadcaster.id });
      expect(row.tournamentId).not.toBeNull();
      expect(row.title).toMatch(/, тур \d+$/);
      expect(row.title.length).toBeLessThanOrEqual(120);
      const boards = await boardsOf(row.id);
      expect(boards.map((b) => b.number)).toEqual(
        Array.from({ length: boards.length }, (_, i) => i + 1),
      );
      expect(boards.length).toBeGreaterThanOrEqual(2);
      expect(boards.length).toBeLessThanOrEqual(4);
      for (const board of boards) {
        expect(board.blackPlayerId).not.toBeNull();
        expect(board.whitePlayerId).not.toBeNull();
        expect(board.sourceKind).toBe('manual');
      }
    }
  });

  it('finishes a round with the tournament’s recorded games: legal, commented, with results and records', async () => {
    const finished = await one('finished');
    expect(finished.finishedAt).not.toBeNull();
    const boards = await boardsOf(finished.id);
    expect(boards).toHaveLength(4);
    const em = db.orm.em.fork();
    for (const board of boards) {
      const moves = board.moves.split(' ');
      expect(board.moveCount).toBe(moves.length);
      expect(moves.length).toBeGreaterThan(40);
      expect(legal(board)).toBe(true);
      expect(board.result).not.toBeNull();
      expect(normaliseResult(board.result!)).toBe(board.result);
      expect(board.gameId).not.toBeNull();
      const game: unknown = await em
        .getConnection()
        .execute(
          'select g.tournament_id as t, g.round as round, g.black_id as black, g.white_id as white, r.sgf as sgf ' +
            'from game g join game_record r on r.game_id = g.id where g.id = ?',
          [board.gameId],
        );
      const [row] = game as Array<{
        t: number;
        round: number;
        black: number;
        white: number;
        sgf: string;
      }>;
      expect([Number(row.t), Number(row.round)]).toEqual([finished.tournamentId, finished.round]);
      expect([Number(row.black), Number(row.white)]).toEqual([
        board.blackPlayerId,
        board.whitePlayerId,
      ]);
      expect(board.recordSgf).toBe(row.sgf);
      const record = replayRecord(board.recordSgf!);
      expect(record.size).toBe(board.boardSize);
      expect(normaliseResult(record.root.RE[0])).toBe(board.result);
      expect(record.root.PB).toBeDefined();
      expect(record.root.PW).toBeDefined();
    }
    const comments = await commentsOf(boards.map((b) => b.id));
    expect(comments.length).toBeGreaterThanOrEqual(4);
    for (const comment of comments) {
      const board = boards.find((b) => b.id === comment.boardId)!;
      expect(comment.moveNumber).toBeGreaterThanOrEqual(1);
      expect(comment.moveNumber).toBeLessThanOrEqual(board.moveCount);
      expect(comment).toMatchObject({ author: 'broadcaster' });
    }
  });

  it('has a live round part-way through: legal moves, no results, clocks and a comment', async () => {
    const live = await one('live');
    expect(live.startTime!.getTime()).toBeLessThan(seededAt.getTime());
    expect(live.finishedAt).toBeNull();
    const boards = await boardsOf(live.id);
    for (const board of boards) {
      expect(board.result).toBeNull();
      expect(board.recordSgf).toBeNull();
      expect(board.moveCount).toBeGreaterThan(10);
      expect(board.moves.split(' ')).toHaveLength(board.moveCount);
      expect(legal(board)).toBe(true);
      expect(board.clockBlackMs).toBeGreaterThan(0);
      expect(board.clockWhiteMs).toBeGreaterThan(0);
    }
    expect((await commentsOf(boards.map((b) => b.id))).length).toBeGreaterThan(0);
  });

  it('has one starting tomorrow, with its players and no moves yet', async () => {
    const upcoming = await one('upcoming');
    expect(upcoming.startTime!.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(upcoming.round).toBe(1);
    for (const board of await boardsOf(upcoming.id)) {
      expect([board.moves, board.moveCount, board.result]).toEqual(['', 0, null]);
    }
  });

  it('writes the same moves when written again from the same data', async () => {
    const before = await Promise.all((await broadcasts()).map((b) => boardsOf(b.id)));
    await db.orm.em.fork().transactional((em) => writeDemoBroadcasts(em, DEMO));
    const rows = await broadcasts();
    expect(rows).toHaveLength(6);
    const again = await Promise.all(rows.slice(3).map((b) => boardsOf(b.id)));
    const lines = (sets: BroadcastBoardRow[][]) =>
      sets.map((boards) => boards.map((b) => [b.blackName, b.whiteName, b.moves, b.result]));
    expect(lines(again)).toEqual(lines(before));
  });
});
