import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@sync/contract/common';
import type { GameDetail, GameSummary } from '@sync/contract/games';
import { GameRecordService } from '@api/games/game-record.service';
import { Game } from '@api/games/game.entity';
import { makeGame, makeParticipant, makePlayer, makeTournament } from '@tests/factories/factories';
import { replayRecord } from '@tests/fixtures/sgf/replay-record';
import { BAD_PARAMETERS, IDS_THAT_NAME_NOTHING } from './support/expected-errors';
import { createTestApp, type TestApp } from './support/test-app';

const GAME_NOT_FOUND = { statusCode: 404, code: 'GAME_NOT_FOUND', message: 'No game with such id' };
const GAME_RECORD_NOT_FOUND = {
  statusCode: 404,
  code: 'GAME_RECORD_NOT_FOUND',
  message: 'No game record for this game',
};

const FIXTURES = join(__dirname, '../fixtures/sgf');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));
const FIXTURE_FILES = [
  'gnugo-9x9-even.sgf',
  'gnugo-9x9-annotated.sgf',
  'gnugo-13x13-handicap-2.sgf',
  'gnugo-19x19-80-moves.sgf',
];

describe('game records (SGF)', () => {
  let t: TestApp;
  let records: GameRecordService;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    records = t.app.get(GameRecordService);
    const entities = await t.seed((em) => {
      const black = makePlayer(em, {
        lastName: 'Ёлкин',
        firstName: 'Пётр',
        lastNameLatin: 'Yolkin',
        firstNameLatin: 'Pyotr',
      });
      const white = makePlayer(em, {
        lastName: "Д'Артаньян (мл.)",
        firstName: 'Шарль',
        lastNameLatin: "D'Artagnan Jr.",
        firstNameLatin: 'Charles',
      });
      const blitz = makeTournament(em, {
        title: 'Блиц 9x9',
        startDate: '2026-11-01',
        endDate: '2026-11-01',
        boardSize: 9,
        timeControl: '10 min + 5 x 30 s',
      });
      const small = makeTournament(em, { startDate: '2026-11-02', boardSize: 13 });
      const open = makeTournament(em, { startDate: '2026-11-03', komi: 6.5 });
      for (const tournament of [blitz, small, open]) {
        makeParticipant(em, tournament, black, { ratingBefore: 1800 });
        makeParticipant(em, tournament, white, { ratingBefore: 1900 });
      }
      return {
        black,
        white,
        blitz,
        even9: makeGame(em, blitz, black, white, { round: 1, komi: 6.5 }),
        annotated9: makeGame(em, blitz, white, black, { round: 2, komi: 6.5 }),
        bare9: makeGame(em, blitz, black, white, { round: 3, result: 'white' }),
        handicap13: makeGame(em, small, black, white, {
          result: 'white',
          handicap: 2,
          komi: 0.5,
        }),
        open19: makeGame(em, open, black, white, { komi: 6.5 }),
        casual: makeGame(em, null, white, black, { date: '2026-10-01' }),
      };
    });
    ids = Object.fromEntries(Object.entries(entities).map(([key, entity]) => [key, entity.id]));
    await records.save(ids.even9, fixture('gnugo-9x9-even.sgf').toString('utf8'));
    await records.save(ids.annotated9, fixture('gnugo-9x9-annotated.sgf').toString('utf8'));
    await records.save(ids.handicap13, fixture('gnugo-13x13-handicap-2.sgf').toString('utf8'));
    await records.save(ids.open19, fixture('gnugo-19x19-80-moves.sgf').toString('utf8'));
  });
  afterAll(async () => {
    await t.close();
  });

  const detail = async (id: number) =>
    (await t.http().get(`/api/v1/games/${id}`).expect(200)).body as GameDetail;
  const sgfOf = (id: number) =>
    t
      .http()
      .get(`/api/v1/games/${id}/sgf`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it.each(FIXTURE_FILES)('has fixture %s made by GNU Go that replays legally', (name) => {
    const summary = replayRecord(fixture(name).toString('utf8'));
    expect(summary.root.AP?.[0]).toMatch(/^GNU Go:/);
    expect(summary.mainLineMoves).toBeGreaterThan(30);
  });

  it('keeps the annotated fixture’s comments and variation', () => {
    const summary = replayRecord(fixture('gnugo-9x9-annotated.sgf').toString('utf8'));
    expect(summary.branchPoints).toBe(1);
    expect(summary.comments).toBeGreaterThanOrEqual(4);
    expect(summary.lastMoves).toEqual(['', '']);
  });

  it('answers a game with its board size and time control', async () => {
    const game = await detail(ids.even9);
    expect(game).toMatchObject({
      id: ids.even9,
      tournament: { id: ids.blitz, title: 'Блиц 9x9' },
      round: 1,
      date: '2026-11-01',
      black: { id: ids.black, lastName: 'Ёлкин', rating: 1800 },
      white: { id: ids.white, lastNameLatin: "D'Artagnan Jr.", rating: 1900 },
      komi: 6.5,
      result: 'black',
      hasSgf: true,
      boardSize: 9,
      timeControl: '10 min + 5 x 30 s',
    });
    expect(await detail(ids.bare9)).toMatchObject({ hasSgf: false, boardSize: 9 });
    expect(await detail(ids.handicap13)).toMatchObject({ handicap: 2, boardSize: 13 });
    expect(await detail(ids.casual)).toMatchObject({
      tournament: null,
      boardSize: 19,
      timeControl: null,
      hasSgf: false,
    });
  });

  it('serves each record byte for byte as an SGF download with a readable name', async () => {
    const pairs = [
      [ids.even9, 'gnugo-9x9-even.sgf'],
      [ids.annotated9, 'gnugo-9x9-annotated.sgf'],
      [ids.handicap13, 'gnugo-13x13-handicap-2.sgf'],
      [ids.open19, 'gnugo-19x19-80-moves.sgf'],
    ] as const;
    for (const [id, name] of pairs) {
      const response = await sgfOf(id).expect(200);
      expect(Buffer.compare(response.body as Buffer, fixture(name)), name).toBe(0);
      expect(response.headers['content-type']).toBe('application/x-go-sgf; charset=utf-8');
    }
    const response = await sgfOf(ids.even9);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="2026-11-01-Yolkin-D_Artagnan_Jr.sgf"; ` +
        `filename*=UTF-8''2026-11-01-${encodeURIComponent('Ёлкин')}-` +
        `${encodeURIComponent('Д')}%27${encodeURIComponent('Артаньян_')}%28${encodeURIComponent('мл.')}%29.sgf`,
    );
  });

  it('lists exactly the games that have a record under has_sgf', async () => {
    const page = (await t.http().get('/api/v1/games?has_sgf=true').expect(200))
      .body as Page<GameSummary>;
    expect(page.items.map((g) => g.id).sort((a, b) => a - b)).toEqual(
      [ids.even9, ids.annotated9, ids.handicap13, ids.open19].sort((a, b) => a - b),
    );
    const without = (await t.http().get('/api/v1/games?has_sgf=false').expect(200))
      .body as Page<GameSummary>;
    expect(without.items.map((g) => g.id).sort((a, b) => a - b)).toEqual(
      [ids.bare9, ids.casual].sort((a, b) => a - b),
    );
  });

  it('answers 404 for games that do not exist and for games without a record', async () => {
    for (const id of IDS_THAT_NAME_NOTHING) {
      expect((await t.http().get(`/api/v1/games/${id}`).expect(404)).body).toEqual(GAME_NOT_FOUND);
      expect((await t.http().get(`/api/v1/games/${id}/sgf`).expect(404)).body).toEqual(
        GAME_NOT_FOUND,
      );
    }
    expect((await t.http().get(`/api/v1/games/${ids.bare9}/sgf`).expect(404)).body).toEqual(
      GAME_RECORD_NOT_FOUND,
    );
  });

  it('refuses text that is not a record for the game’s board, and writes nothing', async () => {
    const nineByNine = fixture('gnugo-9x9-even.sgf').toString('utf8');
    const refused = [
      '',
      'hello',
      '(;GM[1]SZ[9]!)',
      '(;GM[3]SZ[9];B[ee])',
      '(;GM[1]SZ[9];B[ee])(;GM[1]SZ[9];B[ee])',
      '(;GM[1]SZ[9];B[jj])',
      '(;GM[1]SZ[9]AB[aa:jj])',
      fixture('gnugo-19x19-80-moves.sgf').toString('utf8'),
      nineByNine.replace('SZ[9]', 'SZ[13]'),
    ];
    for (const text of refused) {
      await expect(records.save(ids.bare9, text), text).rejects.toMatchObject({
        response: BAD_PARAMETERS,
      });
      await expect(records.save(ids.even9, text), text).rejects.toMatchObject({
        response: BAD_PARAMETERS,
      });
    }
    expect(await detail(ids.bare9)).toMatchObject({ hasSgf: false });
    await sgfOf(ids.bare9).expect(404);
    const kept = await sgfOf(ids.even9).expect(200);
    expect(Buffer.compare(kept.body as Buffer, fixture('gnugo-9x9-even.sgf'))).toBe(0);
    await expect(records.save(999_999, nineByNine)).rejects.toMatchObject({
      response: GAME_NOT_FOUND,
    });
  });

  it('replaces a record and removes it together with the flag', async () => {
    const annotated = fixture('gnugo-9x9-annotated.sgf');
    await records.save(ids.bare9, fixture('gnugo-9x9-even.sgf').toString('utf8'));
    await records.save(ids.bare9, annotated.toString('utf8'));
    const replaced = await sgfOf(ids.bare9).expect(200);
    expect(Buffer.compare(replaced.body as Buffer, annotated)).toBe(0);
    expect(await detail(ids.bare9)).toMatchObject({ hasSgf: true });

    await records.remove(ids.bare9);
    expect(await detail(ids.bare9)).toMatchObject({ hasSgf: false });
    expect((await t.http().get(`/api/v1/games/${ids.bare9}/sgf`).expect(404)).body).toEqual(
      GAME_RECORD_NOT_FOUND,
    );
  });

  it('deletes a record together with its game', async () => {
    const records = async () => {
      const [row] = await t.db.orm.em
        .getConnection()
        .execute<Array<{ n: number | string }>>(
          'select count(*) as n from game_record where game_id = ?',
          [ids.handicap13],
        );
      return Number(row.n);
    };
    expect(await records()).toBe(1);
    await t.db.orm.em.fork().nativeDelete(Game, { id: ids.handicap13 });
    expect(await records()).toBe(0);
  });
});
