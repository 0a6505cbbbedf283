import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameSummary } from '@sync/contract/games';
import type { LocationUsage } from '@sync/contract/locations';
import type { TournamentDetail } from '@sync/contract/tournaments';
import { IDS_THAT_NAME_NOTHING, TOURNAMENT_NOT_FOUND } from './support/expected-errors';
import { createTestApp, type TestApp } from './support/test-app';
import { seededIds, seedTournaments } from './support/tournament-seed';

const names = (id: number, lastName: string, lastNameLatin: string) => ({
  id,
  lastName,
  firstName: 'Иван',
  lastNameLatin,
  firstNameLatin: 'Ivan',
});

describe('GET /api/v1/tournaments/{id} and its games', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let games: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    ({ ids, games } = seededIds(await t.seed(seedTournaments)));
  });
  afterAll(async () => {
    await t.close();
  });

  const detail = async (id: number) =>
    (await t.http().get(`/api/v1/tournaments/${id}`).expect(200)).body as TournamentDetail;

  it('answers the summary, the description and the standings in place order', async () => {
    const body = await detail(ids.final);
    expect(body).toMatchObject({
      id: ids.final,
      title: 'Финал первенства',
      titleLatin: 'Championship Final',
      description: 'Финал с контролем 60 минут',
      city: { id: ids.moscow, name: 'Москва', nameLatin: 'Moscow' },
      country: { id: ids.russia, name: 'Россия', nameLatin: 'Russia', code: 'RU' },
      rounds: 4,
      playerCount: 4,
      gameCount: 7,
      federation: 'rgf',
    });
    expect(body.standings.map((s) => [s.place, s.player.id])).toEqual([
      [1, ids.a],
      [2, ids.b],
      [3, ids.c],
      [null, ids.d],
    ]);
    expect(body.standings[0]).toMatchObject({
      place: 1,
      player: names(ids.a, 'Алексеев', 'Alekseev'),
      rank: '1d',
      wins: 3,
      declaredRating: 2110,
      ratingBefore: 2100,
      ratingAfter: 2150,
      deviationBefore: 100,
      deviationAfter: 95,
    });
    expect(body.standings[2]).toMatchObject({ wins: 0.5, ratingAfter: null, deviationAfter: null });
  });

  it('gives each row its tie-breaks: recorded points, SOS, SOSOS and SODOS over the results', async () => {
    // Opponents (the unplayed C-D game left out): A: B, D, C, B; B: A, C, A; C: D, B, A; D: C, A.
    const body = await detail(ids.final);
    expect(
      body.standings.map((s) => [s.points, s.sos, s.sosos, s.sodos, s.mms, s.mmsSos, s.mmsSosos]),
    ).toEqual([
      [3, 4.5, 22, 3, null, null, null],
      [1.5, 6.5, 14.5, 0.25, null, null, null],
      [0.5, 5.5, 14.5, 0.75, null, null, null],
      [1, 3.5, 10, 0.5, null, null, null],
    ]);
  });

  it('gives one crosstable cell per round from each side, null for a bye', async () => {
    const rows = new Map((await detail(ids.final)).standings.map((s) => [s.player.id, s.rounds]));
    expect(rows.get(ids.a)).toEqual([
      {
        round: 1,
        opponentId: ids.b,
        opponentPlace: 2,
        color: 'black',
        handicap: 0,
        result: 'black',
        outcome: 'win',
      },
      {
        round: 2,
        opponentId: ids.d,
        opponentPlace: null,
        color: null,
        handicap: 0,
        result: 'white',
        outcome: 'win',
      },
      {
        round: 3,
        opponentId: ids.c,
        opponentPlace: 3,
        color: 'black',
        handicap: 0,
        result: 'black_forfeit',
        outcome: 'win',
      },
      {
        round: 4,
        opponentId: ids.b,
        opponentPlace: 2,
        color: 'white',
        handicap: 0,
        result: 'both_lose',
        outcome: 'loss',
      },
    ]);
    const b = rows.get(ids.b)!;
    expect(b[0]).toMatchObject({ opponentId: ids.a, opponentPlace: 1, outcome: 'loss' });
    expect(b[1]).toMatchObject({ color: 'black', handicap: 2, result: 'jigo', outcome: 'draw' });
    expect(b[2]).toBeNull();
    expect(b[3]).toMatchObject({ color: 'black', result: 'both_lose', outcome: 'loss' });
    const d = rows.get(ids.d)!;
    expect(d.map((cell) => cell?.outcome ?? null)).toEqual(['win', 'loss', null, null]);
    expect(d[1]).toMatchObject({ opponentId: ids.a, opponentPlace: 1, color: null });
    expect(d[2]).toBeNull();
    expect(d[3]).toMatchObject({ opponentId: ids.c, color: 'white', result: 'unplayed' });
    expect(rows.get(ids.c)!.map((cell) => cell?.outcome ?? null)).toEqual([
      'loss',
      'draw',
      'loss',
      null,
    ]);
  });

  it('answers a tournament without players or games with empty standings', async () => {
    const body = await detail(ids.empty);
    expect(body).toMatchObject({
      location: null,
      city: null,
      country: null,
      description: null,
      standings: [],
    });
  });

  it('answers invisible tournaments too', async () => {
    expect((await detail(ids.hidden)).visible).toBe(false);
  });

  it('lists all games of a tournament by round, with ratings before the tournament', async () => {
    const response = await t.http().get(`/api/v1/tournaments/${ids.final}/games`).expect(200);
    const body = response.body as GameSummary[];
    expect(body.map((g) => g.id)).toEqual([
      games.r1ab,
      games.r1cd,
      games.r2da,
      games.r2bc,
      games.r3ac,
      games.r4ba,
      games.r4cd,
    ]);
    expect(body[0]).toEqual({
      id: games.r1ab,
      tournament: { id: ids.final, title: 'Финал первенства', titleLatin: 'Championship Final' },
      round: 1,
      date: '2024-05-01',
      black: { ...names(ids.a, 'Алексеев', 'Alekseev'), rating: 2100 },
      white: { ...names(ids.b, 'Борисов', 'Borisov'), rating: 2200 },
      colorsKnown: true,
      handicap: 0,
      komi: 6.5,
      result: 'black',
      hasSgf: true,
    });
    expect(body[3]).toMatchObject({ handicap: 2, komi: 0.5, result: 'jigo' });
    expect(body[2]).toMatchObject({ colorsKnown: false, black: { id: ids.d, rating: 1500 } });
    expect(body[6]).toMatchObject({ date: '2024-05-02', result: 'unplayed' });
  });

  it('answers an empty list for a tournament without games', async () => {
    const response = await t.http().get(`/api/v1/tournaments/${ids.empty}/games`).expect(200);
    expect(response.body).toEqual([]);
  });

  it('lists the locations that hold listed tournaments (hidden ones left out), counting descendants', async () => {
    const response = await t.http().get('/api/v1/tournaments/locations').expect(200);
    const body = response.body as LocationUsage[];
    expect(body).toEqual([
      {
        id: ids.belarus,
        parentId: null,
        kind: 'country',
        name: 'Беларусь',
        nameLatin: 'Belarus',
        code: 'BY',
        count: 1,
      },
      {
        id: ids.minsk,
        parentId: ids.belarus,
        kind: 'city',
        name: 'Минск',
        nameLatin: 'Minsk',
        code: null,
        count: 1,
      },
      {
        id: ids.moscow,
        parentId: ids.russia,
        kind: 'city',
        name: 'Москва',
        nameLatin: 'Moscow',
        code: null,
        count: 1,
      },
      {
        id: ids.russia,
        parentId: null,
        kind: 'country',
        name: 'Россия',
        nameLatin: 'Russia',
        code: 'RU',
        count: 1,
      },
    ]);
  });

  it.each(IDS_THAT_NAME_NOTHING)('answers 404 for the tournament id %s', async (id) => {
    for (const path of ['', '/games', '/statistics', `/performance/${ids.a}`]) {
      const response = await t.http().get(`/api/v1/tournaments/${id}${path}`).expect(404);
      expect(response.body).toEqual(TOURNAMENT_NOT_FOUND);
    }
  });
});
