import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LibraryGameList,
  LibraryGameSummary,
  LibraryStatistics,
} from '@sync/contract/game-library';
import { encoded, record } from '../fixtures/game-library/library-records';
import { signedInUser } from './support/accounts';
import { BAD_PARAMETERS } from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const GAME = '/api/v1/file/game';

interface Someone {
  cookie: string;
  id: number;
}

/**
 * One library: 'me' uploads four records (one private), 'other' two public and one private.
 * Uploads follow each other, so the newest-first order is the reverse of this list.
 */
const MINE = [
  { key: 'ru', root: 'PB[Иван Петров]PW[Anna]RE[B+R]DT[2019-03-10]RU[Japanese]', size: 19 },
  { key: 'nine', root: 'PB[Zed]PW[иВАН Сидоров]RE[W+3.5]DT[2020-01-05]RU[Chinese]', size: 9 },
  { key: 'draw', root: 'PB[Carl]PW[Dora]RE[0]DT[2020-12-31]', size: 13 },
  { key: 'secret', root: 'PB[Secret]PW[Mine]RE[Void]', size: 19, private: true },
];
const OTHERS = [
  { key: 'old', root: 'PB[Erik]PW[Иван]RE[B+12.5]DT[1998]RU[Japanese]', size: 19 },
  { key: 'new', root: 'PB[Fay]PW[Gus]RE[W+R]DT[2021-06-07,08]RU[Japanese]', size: 19 },
  { key: 'hidden', root: 'PB[Hidden Иван]PW[Other]RE[B+R]DT[2020-05-05]', size: 19, private: true },
];

describe('game library: GET /file/game (filters, pages) and GET /file/game/statistics', () => {
  let t: TestApp;
  let me: Someone;
  let other: Someone;
  const ids = new Map<string, number>();

  const someone = async (): Promise<Someone> => {
    const { user, cookie } = await signedInUser(t);
    return { cookie, id: user.id };
  };
  const upload = async (who: Someone, entry: (typeof MINE)[number]) => {
    const moves = entry.size === 19 ? ';B[pd];W[dp]' : ';B[ee]';
    const content = encoded(record({ root: entry.root, size: entry.size, moves }), 'windows-1251');
    const response = await t
      .http()
      .post(`${GAME}?private=${entry.private === true}`)
      .set('Cookie', who.cookie)
      .set('Origin', TEST_ORIGIN)
      .attach('files', content, { filename: `${entry.key}.sgf` })
      .expect(201);
    ids.set(entry.key, (response.body as { games: LibraryGameSummary[] }).games[0].id);
  };
  const list = async (query: string, who: Someone = me) =>
    (await t.http().get(`${GAME}${query}`).set('Cookie', who.cookie).expect(200))
      .body as LibraryGameList;
  const keys = (page: LibraryGameList) =>
    page.items.map((game) => [...ids].find(([, id]) => id === game.id)?.[0]);

  beforeAll(async () => {
    t = await createTestApp();
    me = await someone();
    other = await someone();
    const uploads: [Someone, (typeof MINE)[number]][] = [
      [me, MINE[0]],
      [other, OTHERS[0]],
      [me, MINE[1]],
      [other, OTHERS[1]],
      [me, MINE[2]],
      [other, OTHERS[2]],
      [me, MINE[3]],
    ];
    for (const [who, entry] of uploads) await upload(who, entry);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists my records and the public ones, newest upload first, 20 a page', async () => {
    const page = await list('');
    expect(keys(page)).toEqual(['secret', 'draw', 'new', 'nine', 'old', 'ru']);
    expect([page.total, page.limit, page.offset]).toEqual([6, 20, 0]);
    expect(page.items.map((game) => game.mine)).toEqual([true, true, false, true, false, true]);
    expect(keys(await list('', other))).toEqual(['hidden', 'draw', 'new', 'nine', 'old', 'ru']);
  });

  it('pages with limit and offset', async () => {
    const page = await list('?limit=2&offset=1');
    expect(keys(page)).toEqual(['draw', 'new']);
    expect([page.total, page.limit, page.offset]).toEqual([6, 2, 1]);
    expect(keys(await list('?limit=100&offset=5'))).toEqual(['ru']);
  });

  it.each([
    ['?player=иван', ['nine', 'old', 'ru']],
    ['?player=%D0%98%D0%92%D0%90%D0%9D%20%D0%9F', ['ru']],
    ['?player=anna', ['ru']],
    ['?player=100%25', []],
    ['?boardSize=9', ['nine']],
    ['?boardSize=19', ['secret', 'new', 'old', 'ru']],
    ['?dateFrom=2020-01-01', ['draw', 'new', 'nine']],
    ['?dateFrom=2020-01-05&dateTo=2020-12-31', ['draw', 'nine']],
    ['?dateTo=2019-12-31', ['old', 'ru']],
    ['?result=B', ['old', 'ru']],
    ['?result=W', ['new', 'nine']],
    ['?result=draw', ['draw']],
    ['?mine=true', ['secret', 'draw', 'nine', 'ru']],
    ['?mine=true&result=B&player=Иван', ['ru']],
  ])('filters %s', async (query, expected) => {
    const page = await list(query);
    expect(keys(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it.each([
    '?limit=0',
    '?limit=101',
    '?offset=-1',
    '?boardSize=1',
    '?boardSize=nine',
    '?dateFrom=2020',
    '?dateTo=31.12.2020',
    '?result=black',
    '?mine=maybe',
  ])('refuses %s', async (query) => {
    const response = await t.http().get(`${GAME}${query}`).set('Cookie', me.cookie).expect(400);
    expect(response.body).toEqual(BAD_PARAMETERS);
  });

  it('counts what each user can see by board size, result, rules and year', async () => {
    const mine = (await t.http().get(`${GAME}/statistics`).set('Cookie', me.cookie).expect(200))
      .body as LibraryStatistics;
    expect(mine).toEqual({
      total: 6,
      mine: 4,
      byBoardSize: [
        { key: '9', count: 1 },
        { key: '13', count: 1 },
        { key: '19', count: 4 },
      ],
      byResult: [
        { key: 'B', count: 2 },
        { key: 'W', count: 2 },
        { key: 'draw', count: 1 },
        { key: 'other', count: 1 },
      ],
      byRules: [
        { key: 'Japanese', count: 3 },
        { key: 'unknown', count: 2 },
        { key: 'Chinese', count: 1 },
      ],
      byYear: [
        { key: '2021', count: 1 },
        { key: '2020', count: 2 },
        { key: '2019', count: 1 },
        { key: '1998', count: 1 },
        { key: 'unknown', count: 1 },
      ],
    });
    const theirs = (
      await t.http().get(`${GAME}/statistics`).set('Cookie', other.cookie).expect(200)
    ).body as LibraryStatistics;
    expect([theirs.total, theirs.mine]).toEqual([6, 3]);
    expect(theirs.byResult).toEqual([
      { key: 'B', count: 3 },
      { key: 'W', count: 2 },
      { key: 'draw', count: 1 },
    ]);
  });
});
