import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@sync/contract/common';
import type { TournamentSummary } from '@sync/contract/tournaments';
import { makeTournament } from '@tests/factories/factories';
import { BAD_PARAMETERS } from './support/expected-errors';
import { createTestApp, type TestApp } from './support/test-app';

/** The spec's names of the GET /tournaments filters, each with a row it keeps and one it drops. */
describe('GET /api/v1/tournaments with the spec’s filter names', () => {
  let t: TestApp;
  let ids: { small: number; large: number };

  beforeAll(async () => {
    t = await createTestApp();
    const seeded = await t.seed((em) => ({
      small: makeTournament(em, {
        title: 'Small',
        playerCount: 8,
        rounds: 3,
        online: true,
        timeControl: 'fischer 1800 +20',
        tournamentClass: 'C',
      }),
      large: makeTournament(em, {
        title: 'Large',
        playerCount: 40,
        rounds: 7,
        online: false,
        timeControl: 'byoyomi 5400 5x30',
        tournamentClass: 'A',
      }),
    }));
    ids = { small: seeded.small.id, large: seeded.large.id };
  });

  afterAll(async () => {
    await t.close();
  });

  async function idsOf(query: string): Promise<number[]> {
    const response = await t.http().get(`/api/v1/tournaments?${query}`);
    expect([query, response.status]).toEqual([query, 200]);
    return (response.body as Page<TournamentSummary>).items.map((item) => item.id).sort();
  }

  it.each([
    ['min_player_count=10', 'large'],
    ['max_player_count=10', 'small'],
    ['min_players=10', 'large'],
    ['max_players=10', 'small'],
    ['min_round_count=5', 'large'],
    ['max_round_count=5', 'small'],
    ['min_rounds=5', 'large'],
    ['max_rounds=5', 'small'],
    ['time_control=fischer', 'small'],
    ['time_control=byoyomi', 'large'],
    ['time_control=byoyomi%205400%205x30', 'large'],
    ['time_class=A', 'large'],
    ['time_class=c', 'small'],
  ] as const)('%s keeps the %s tournament only', async (query, kept) => {
    expect(await idsOf(query)).toEqual([ids[kept]]);
  });

  it('matches nothing for a time control no tournament has', async () => {
    expect(await idsOf('time_control=canadian')).toEqual([]);
    expect(await idsOf('time_control=byoyomi%203600%205x30')).toEqual([]);
    expect(await idsOf('time_class=D')).toEqual([]);
  });

  it('refuses server, rules and norm_class, which no tournament records, rather than ignore them', async () => {
    for (const query of ['server=KGS', 'rules=japanese', 'rules=AGA', 'norm_class=1']) {
      const response = await t.http().get(`/api/v1/tournaments?${query}`);
      expect([query, response.status, response.body]).toEqual([query, 400, BAD_PARAMETERS]);
    }
    // the online ones are asked for by what is recorded
    expect(await idsOf('online=true')).toEqual([ids.small]);
  });

  it('ignores an unknown parameter', async () => {
    expect(await idsOf('min_player_counts=x&colour=blue')).toHaveLength(2);
  });

  it.each([
    'min_player_count=x',
    'min_player_count=-1',
    'min_player_count=1e1',
    'max_player_count=',
    'min_player_count=10&max_player_count=5',
    'min_round_count=1.5',
    'max_round_count=abc',
    'min_round_count=9&max_round_count=3',
    'server=',
    'server=%3Cscript%3E',
    `server=${'k'.repeat(41)}`,
    'time_control=sudden',
    'time_control=byoyomi%205400',
    'time_control=',
    'rules=chess',
    'rules=',
    'time_class=E',
    'time_class=AB',
    'norm_class=',
    'norm_class=%25%25',
  ])('answers 400 for %s', async (query) => {
    const response = await t.http().get(`/api/v1/tournaments?${query}`);
    expect([response.status, response.body]).toEqual([400, BAD_PARAMETERS]);
  });
});
