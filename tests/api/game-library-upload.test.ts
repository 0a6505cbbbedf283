import { parse } from '@sabaki/sgf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LibraryGameDetail,
  LibraryGameList,
  LibraryGameSummary,
} from '@sync/contract/game-library';
import {
  CHINESE_ROOT,
  encoded,
  fixture,
  JAPANESE_ROOT,
  record,
} from '../fixtures/game-library/library-records';
import { signedInUser } from './support/accounts';
import {
  BAD_PARAMETERS,
  FILE_TOO_LARGE,
  sgfFileRefused,
  sgfInvalid,
  sgfTooManyFiles,
  UNAUTHORIZED,
} from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const MAX_SIZE = 1024 * 1024;
const MAX_FILES = 20;
const GAME = '/api/v1/file/game';

interface Upload {
  name: string;
  content: Buffer | string;
}

describe('game library: GET /file/game/formats, POST /file/game', () => {
  let t: TestApp;
  let cookie: string;
  let username: string;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const signedIn = await signedInUser(t);
    cookie = signedIn.cookie;
    username = signedIn.user.username;
    userId = signedIn.user.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (files: Upload[], query = '', field = 'files') => {
    let call = t.http().post(`${GAME}${query}`).set('Cookie', cookie).set('Origin', TEST_ORIGIN);
    for (const { name, content } of files) {
      call = call.attach(field, Buffer.from(content), { filename: name });
    }
    return call;
  };
  const uploaded = async (name: string, content: Buffer | string) => {
    const response = await upload([{ name, content }]).expect(201);
    return (response.body as { games: LibraryGameSummary[] }).games;
  };
  const stored = async (id: number) =>
    (await t.http().get(`${GAME}/${id}`).set('Cookie', cookie).expect(200))
      .body as LibraryGameDetail;
  const total = async () =>
    (
      (await t.http().get(`${GAME}?mine=true`).set('Cookie', cookie).expect(200))
        .body as LibraryGameList
    ).total;

  it('publishes the format, the size limit and the number of files', async () => {
    const response = await t.http().get(`${GAME}/formats`).set('Cookie', cookie).expect(200);
    expect(response.body).toEqual({ Formats: ['sgf'], MaxSize: MAX_SIZE, MaxFiles: MAX_FILES });
  });

  it('answers anonymous visitors 401 on every call but reading one record', async () => {
    const calls = [
      t.http().get(`${GAME}/formats`),
      t.http().get(`${GAME}/statistics`),
      t.http().get(GAME),
      t
        .http()
        .post(GAME)
        .set('Origin', TEST_ORIGIN)
        .attach('files', Buffer.from(record()), 'a.sgf'),
      t
        .http()
        .post(`${GAME}/1`)
        .set('Origin', TEST_ORIGIN)
        .attach('file', Buffer.from(record()), 'a.sgf'),
      t.http().patch(`${GAME}/1`).set('Origin', TEST_ORIGIN).send({ private: true }),
      t.http().delete(`${GAME}/1`).set('Origin', TEST_ORIGIN),
    ];
    for (const call of calls) {
      const response = await call;
      expect(response.status).toBe(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    }
  });

  it('reads a Russian record in windows-1251 without CA and stores it as UTF-8', async () => {
    const [game] = await uploaded('ru-cp1251.sgf', fixture('ru-cp1251.sgf'));
    expect(game).toEqual({
      id: expect.any(Number) as number,
      fileName: 'ru-cp1251.sgf',
      private: false,
      owner: { id: userId, username },
      mine: true,
      boardSize: 19,
      moves: 5,
      encoding: 'windows-1251',
      black: 'Иван Петров',
      white: 'Олег Смирнов',
      blackRank: '2k',
      whiteRank: '1d',
      result: 'W+R',
      date: '2019-03-10',
      event: 'Чемпионат Москвы',
      komi: 6.5,
      handicap: 0,
      rules: 'Japanese',
      uploadedAt: expect.any(String) as string,
      updatedAt: game.uploadedAt,
    });
    const detail = await stored(game.id);
    expect(detail).toEqual({ ...game, sgf: detail.sgf });
    const [root] = parse(detail.sgf);
    expect(root.data).toMatchObject({
      CA: ['UTF-8'],
      PB: ['Иван Петров'],
      EV: ['Чемпионат Москвы'],
    });
    expect(parse(detail.sgf)).toHaveLength(1);
  });

  it('reads short Russian names in windows-1251 without CA', async () => {
    const [game] = await uploaded(
      'short.sgf',
      encoded(record({ root: 'PB[Иван]PW[Олег]' }), 'windows-1251'),
    );
    expect([game.black, game.white, game.encoding]).toEqual(['Иван', 'Олег', 'windows-1251']);
  });

  it('reads Chinese records in GB18030 without CA', async () => {
    const [game] = await uploaded('zh.sgf', fixture('zh-gb18030.sgf'));
    expect(game).toMatchObject({
      black: '古力',
      white: '常昊',
      event: '第九届春兰杯',
      encoding: 'GB18030',
      result: 'B+R',
      komi: 7.5,
      rules: 'Chinese',
    });
    const [other] = await uploaded('zh2.sgf', encoded(record({ root: CHINESE_ROOT }), 'GB18030'));
    expect([other.black, other.white, other.event]).toEqual([
      '古力',
      '李世石',
      '第一届世界围棋锦标赛',
    ]);
  });

  it('reads Japanese records in Shift_JIS, with CA[Shift_JIS] or without CA', async () => {
    const [declared] = await uploaded('ja.sgf', fixture('ja-shift-jis-ca.sgf'));
    expect(declared).toMatchObject({
      black: '井山裕太',
      white: '張栩',
      event: '第四十期棋聖戦',
      encoding: 'Shift_JIS',
    });
    expect(parse((await stored(declared.id)).sgf)[0].data.CA).toEqual(['UTF-8']);
    const [detected] = await uploaded(
      'ja2.sgf',
      encoded(record({ root: JAPANESE_ROOT }), 'Shift_JIS'),
    );
    expect([detected.black, detected.white, detected.encoding]).toEqual([
      '井山裕太',
      '張栩',
      'Shift_JIS',
    ]);
  });

  it('lists a file of two game trees as two games, each stored alone', async () => {
    const games = await uploaded('two-games.sgf', fixture('two-games.sgf'));
    expect(
      games.map((g) => [g.fileName, g.boardSize, g.black, g.white, g.result, g.handicap, g.moves]),
    ).toEqual([
      ['two-games.sgf', 9, 'Alice', 'Bob', 'B+3.5', 0, 3],
      ['two-games.sgf', 13, 'Carol', 'Dave', 'W+R', 2, 2],
    ]);
    const second = parse((await stored(games[1].id)).sgf);
    expect(second).toHaveLength(1);
    expect(second[0].data).toMatchObject({
      SZ: ['13'],
      HA: ['2'],
      AB: ['dd', 'jj'],
      PB: ['Carol'],
    });
  });

  it('stores several files at once, privately when asked', async () => {
    const games = (
      await upload(
        [
          { name: 'one.SGF', content: record({ root: 'PB[One]' }) },
          { name: 'two.sgf', content: record({ root: 'PB[Two]', size: 9, moves: ';B[ee]' }) },
        ],
        '?private=true',
      ).expect(201)
    ).body as { games: LibraryGameSummary[] };
    expect(games.games.map((g) => [g.fileName, g.black, g.private, g.boardSize])).toEqual([
      ['one.SGF', 'One', true, 19],
      ['two.sgf', 'Two', true, 9],
    ]);
  });

  it('refuses a file over the size limit with 413 and stores nothing', async () => {
    const before = await total();
    const big = `${record()}${' '.repeat(MAX_SIZE)}`;
    const response = await upload([
      { name: 'fine.sgf', content: record() },
      { name: 'big.sgf', content: big },
    ]).expect(413);
    expect(response.body).toEqual(FILE_TOO_LARGE);
    const exact = Buffer.alloc(MAX_SIZE, ' ');
    Buffer.from(record()).copy(exact);
    expect((await upload([{ name: 'exact.sgf', content: exact }])).status).toBe(201);
    expect(await total()).toBe(before + 1);
  });

  it('refuses a file that is not .sgf, naming it', async () => {
    const response = await upload([{ name: 'notes.txt', content: record() }]).expect(400);
    expect(response.body).toEqual(sgfFileRefused('notes.txt'));
  });

  it.each([
    [
      'an image named .sgf',
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      'not an SGF record',
    ],
    ['a record cut short', '(;GM[1]SZ[19];B[pd];W[dp]', 'the record is cut short'],
    ['a syntax error', '(;GM[1]SZ[19] ! ;B[pd])', 'SGF syntax error: Unexpected token at 1:15'],
    [
      'a move off the board',
      '(;GM[1]SZ[9];B[ee];W[pp])',
      'a move or stone lies outside the 9x9 board',
    ],
    ['another game', '(;GM[2]SZ[8];B[ee])', 'not a Go game (GM[2])'],
    ['a rectangular board', '(;GM[1]SZ[19:13];B[ee])', 'unsupported board size SZ[19:13]'],
    ['an empty tree', '(;)', 'an empty game tree'],
    [
      'a bad second game',
      `${record()}(;GM[1]SZ[9];B[zz])`,
      'game 2: a move or stone lies outside the 9x9 board',
    ],
  ])('refuses %s with the reason', async (_name, content, reason) => {
    const response = await upload([{ name: 'bad.sgf', content }]).expect(400);
    expect(response.body).toEqual(sgfInvalid('bad.sgf', reason));
  });

  it('stores nothing when one file of several is bad', async () => {
    const before = await total();
    const response = await upload([
      { name: 'good.sgf', content: record() },
      { name: 'broken.sgf', content: '(;GM[1]SZ[19];B[pd]' },
    ]).expect(400);
    expect(response.body).toEqual(sgfInvalid('broken.sgf', 'the record is cut short'));
    expect(await total()).toBe(before);
  });

  it('takes the files under the field `file` as under `files`, together too', async () => {
    const single = await upload([{ name: 'single.sgf', content: record() }], '', 'file').expect(
      201,
    );
    expect((single.body as { games: LibraryGameSummary[] }).games).toMatchObject([
      { fileName: 'single.sgf' },
    ]);
    const both = await t
      .http()
      .post(GAME)
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .attach('files', Buffer.from(record()), { filename: 'first.sgf' })
      .attach('file', Buffer.from(record()), { filename: 'second.sgf' })
      .expect(201);
    expect(
      (both.body as { games: LibraryGameSummary[] }).games.map((game) => game.fileName).sort(),
    ).toEqual(['first.sgf', 'second.sgf']);
  });

  it('refuses more files than allowed, no files, and another field', async () => {
    const many = Array.from({ length: MAX_FILES + 1 }, (_, i) => ({
      name: `${i}.sgf`,
      content: record(),
    }));
    expect((await upload(many).expect(400)).body).toEqual(sgfTooManyFiles(MAX_FILES));
    const twenty = many.slice(0, MAX_FILES);
    expect(((await upload(twenty).expect(201)).body as { games: unknown[] }).games).toHaveLength(
      MAX_FILES,
    );
    expect((await upload([]).expect(400)).body).toEqual(BAD_PARAMETERS);
    const wrongField = await upload([{ name: 'a.sgf', content: record() }], '', 'sgf').expect(400);
    expect(wrongField.body).toEqual(BAD_PARAMETERS);
    const badFlag = await upload([{ name: 'a.sgf', content: record() }], '?private=maybe').expect(
      400,
    );
    expect(badFlag.body).toEqual(BAD_PARAMETERS);
  });
});
