import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Player } from '@api/players/player.entity';
import { Tournament } from '@api/tournaments/tournament.entity';
import { playerSearchText } from '@domain/text/player-search';
import {
  SYNC_SCHEMA,
  type SyncCollection,
  type SyncLocation,
  type SyncPage,
  type SyncPlayer,
  type SyncRows,
  type SyncTournament,
} from '@sync/protocol';
import { makeLocation, makePlayer, makeTournament } from '@tests/factories/factories';
import { BAD_PARAMETERS } from './support/expected-errors';
import { createTestApp, type TestApp } from './support/test-app';

describe('GET /api/v1/sync/{collection}', () => {
  let t: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    const seeded = await t.seed((em) => {
      const russia = makeLocation(em, { name: 'Россия', nameLatin: 'Russia', code: 'RU' });
      const tatarstan = makeLocation(em, {
        kind: 'region',
        parent: russia,
        name: 'Татарстан',
        nameLatin: 'Tatarstan',
      });
      const kazan = makeLocation(em, {
        kind: 'city',
        parent: tatarstan,
        name: 'Казань',
        nameLatin: 'Kazan',
      });
      const ivanov = makePlayer(em, {
        lastName: 'Иванов',
        firstName: 'Пётр',
        lastNameLatin: 'Ivanov',
        firstNameLatin: 'Petr',
        nickname: 'pe"t\\ya\n',
        location: kazan,
        rank: '2d',
        birthYear: 1990,
        egdPin: 12345678,
        agaId: 4321,
        startDate: '2001-01-01',
        lastUpdate: '2024-05-02',
        lastTournamentId: 7,
        lastTournamentDate: '2024-05-02',
        rgfRating: 1643.7201876389693,
        rgfDeviation: 88.25,
        egfRating: 2190,
        glickoRating: 2300,
        glickoDeviation: 60,
        glickoVolatility: 0.05999926150226513,
      });
      const unplaced = makePlayer(em, { lastName: 'Безместный', location: null });
      const cup = makeTournament(em, {
        code: 'T240501A',
        title: 'Кубок Казани',
        titleLatin: 'Kazan Cup',
        location: kazan,
        startDate: '2024-05-01',
        endDate: '2024-05-02',
        tournamentClass: 'B',
        federation: 'egf',
        ranked: true,
        online: false,
        rounds: 5,
        handicapRule: 'rank-2',
        komi: 6.5,
        boardSize: 19,
        teamSize: 1,
        timeControl: '60+30/5',
        pinned: true,
        playerCount: 40,
        gameCount: 100,
      });
      const hidden = makeTournament(em, { title: 'Скрытый', visible: false });
      return { russia, tatarstan, kazan, ivanov, unplaced, cup, hidden };
    });
    ids = Object.fromEntries(Object.entries(seeded).map(([key, entity]) => [key, entity.id]));
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async <C extends SyncCollection>(collection: C, query = '') => {
    const response = await t.http().get(`/api/v1/sync/${collection}${query}`).expect(200);
    return response.body as SyncPage<SyncRows[C]>;
  };

  /** The cursor a client holds after syncing everything there is now. */
  const cursorNow = async (collection: SyncCollection) => {
    const page = await get(collection, '?limit=20000');
    expect(page.hasMore).toBe(false);
    return page.next;
  };

  const revsOf = (page: SyncPage<{ rev: number }>) => page.items.map((item) => item.rev);

  it('sends every player from since=0 by rev, with names, exact ratings and the location path', async () => {
    const response = await t.http().get('/api/v1/sync/players?since=0').expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = response.body as SyncPage<SyncPlayer>;
    expect(page.items.map((p) => p.id)).toEqual([ids.ivanov, ids.unplaced]);
    const revs = revsOf(page);
    expect(revs[0]).toBeGreaterThan(0);
    expect(revs[1]).toBeGreaterThan(revs[0]);
    expect(page).toMatchObject({ deleted: [], next: revs[1], hasMore: false, remaining: 0 });
    const expected: SyncPlayer = {
      id: ids.ivanov,
      rev: revs[0],
      lastName: 'Иванов',
      firstName: 'Пётр',
      lastNameLatin: 'Ivanov',
      firstNameLatin: 'Petr',
      lastNameZh: null,
      firstNameZh: null,
      nickname: 'pe"t\\ya\n',
      searchText: playerSearchText({
        lastName: 'Иванов',
        firstName: 'Пётр',
        lastNameLatin: 'Ivanov',
        firstNameLatin: 'Petr',
        nickname: 'pe"t\\ya\n',
      }),
      rank: '2d',
      birthYear: 1990,
      egdPin: 12345678,
      agaId: 4321,
      locationId: ids.kazan,
      locationPath: [ids.russia, ids.tatarstan, ids.kazan],
      startDate: '2001-01-01',
      lastUpdate: '2024-05-02',
      lastTournamentId: 7,
      lastTournamentDate: '2024-05-02',
      rgfRating: 1643.7201876389693,
      rgfDeviation: 88.25,
      egfRating: 2190,
      glickoRating: 2300,
      glickoDeviation: 60,
      glickoVolatility: 0.05999926150226513,
    };
    expect(page.items[0]).toEqual(expected);
    expect(page.items[1]).toMatchObject({
      locationId: null,
      locationPath: [],
      rgfRating: null,
      egdPin: null,
    });
  });

  it('sends visible tournaments with their flags as booleans and hidden ones as deleted', async () => {
    const page = await get('tournaments', '?since=0');
    const expected: SyncTournament = {
      id: ids.cup,
      rev: page.items[0]?.rev,
      code: 'T240501A',
      title: 'Кубок Казани',
      titleLatin: 'Kazan Cup',
      locationId: ids.kazan,
      locationPath: [ids.russia, ids.tatarstan, ids.kazan],
      startDate: '2024-05-01',
      endDate: '2024-05-02',
      status: 'ended',
      tournamentClass: 'B',
      federation: 'egf',
      ranked: true,
      online: false,
      rounds: 5,
      handicapRule: 'rank-2',
      komi: 6.5,
      boardSize: 19,
      teamSize: 1,
      timeControl: '60+30/5',
      pinned: true,
      playerCount: 40,
      gameCount: 100,
    };
    expect(page.items).toEqual([expected]);
    expect(page.deleted).toEqual([ids.hidden]);
    expect(page.next).toBeGreaterThan(expected.rev);
  });

  it('sends the location tree', async () => {
    const page = await get('locations');
    const rev = (index: number) => page.items[index]?.rev;
    const expected: SyncLocation[] = [
      {
        id: ids.russia,
        rev: rev(0),
        parentId: null,
        kind: 'country',
        name: 'Россия',
        nameLatin: 'Russia',
        code: 'RU',
      },
      {
        id: ids.tatarstan,
        rev: rev(1),
        parentId: ids.russia,
        kind: 'region',
        name: 'Татарстан',
        nameLatin: 'Tatarstan',
        code: null,
      },
      {
        id: ids.kazan,
        rev: rev(2),
        parentId: ids.tatarstan,
        kind: 'city',
        name: 'Казань',
        nameLatin: 'Kazan',
        code: null,
      },
    ];
    expect(page.items).toEqual(expected);
    expect(revsOf(page)).toEqual([...revsOf(page)].sort((a, b) => a - b));
    expect(page.next).toBe(page.items[2].rev);
  });

  it('pages through everything with next and hasMore, remaining falling to 0', async () => {
    const since = await cursorNow('players');
    const added = await t.seed((em) =>
      Array.from({ length: 23 }, (_, i) => makePlayer(em, { lastName: `Пакетный${i}` })),
    );
    const seen: number[] = [];
    const remainders: number[] = [];
    let cursor = since;
    for (let round = 0; round < 10; round += 1) {
      const page = await get('players', `?since=${cursor}&limit=5`);
      expect(page.items.length).toBeLessThanOrEqual(5);
      if (page.items.length > 0) expect(page.next).toBe(page.items[page.items.length - 1].rev);
      expect(page.next).toBeGreaterThan(cursor);
      seen.push(...page.items.map((p) => p.id));
      remainders.push(page.remaining);
      expect(page.hasMore).toBe(page.remaining > 0);
      cursor = page.next;
      if (!page.hasMore) break;
    }
    expect(remainders).toEqual([18, 13, 8, 3, 0]);
    expect(seen).toEqual(added.map((p) => p.id));
    const after = await get('players', `?since=${cursor}`);
    expect(after).toMatchObject({ items: [], deleted: [], next: cursor, hasMore: false });
  });

  it('moves an updated row to the end, after the cursor', async () => {
    const since = await cursorNow('players');
    await t.seed(async (em) => {
      const player = await em.findOneOrFail(Player, ids.unplaced);
      player.rgfRating = 1750;
    });
    const changes = await get('players', `?since=${since}`);
    expect(changes.items).toHaveLength(1);
    expect(changes.items[0]).toMatchObject({ id: ids.unplaced, rgfRating: 1750 });
    expect(changes.items[0].rev).toBeGreaterThan(since);
    const all = await get('players', '?since=0');
    expect(all.items[all.items.length - 1].id).toBe(ids.unplaced);
    expect(all.items.filter((p) => p.id === ids.unplaced)).toHaveLength(1);
  });

  it('sends a deleted player in deleted, from its tombstone', async () => {
    const doomed = await t.seed((em) => makePlayer(em, { lastName: 'Удаляемый' }));
    const since = await cursorNow('players');
    await t.seed(async (em) => em.remove(await em.findOneOrFail(Player, doomed.id)));
    const changes = await get('players', `?since=${since}`);
    expect(changes).toMatchObject({ items: [], deleted: [doomed.id], hasMore: false });
    expect(changes.next).toBeGreaterThan(since);
    const all = await get('players', '?since=0');
    expect(all.items.map((p) => p.id)).not.toContain(doomed.id);
    expect(all.deleted).toContain(doomed.id);
  });

  it('sends a tournament that becomes hidden as deleted, and again as an item when shown', async () => {
    const since = await cursorNow('tournaments');
    const setVisible = (visible: boolean) =>
      t.seed(async (em) => {
        (await em.findOneOrFail(Tournament, ids.cup)).visible = visible;
      });
    await setVisible(false);
    const hidden = await get('tournaments', `?since=${since}`);
    expect(hidden).toMatchObject({ items: [], deleted: [ids.cup], hasMore: false, remaining: 0 });
    await setVisible(true);
    const shown = await get('tournaments', `?since=${hidden.next}`);
    expect(shown.items.map((x) => x.id)).toEqual([ids.cup]);
    expect(shown.deleted).toEqual([]);
  });

  it('cuts a page at limit entries, items and deletions together, in rev order', async () => {
    const [d1, d2] = await t.seed((em) => [makePlayer(em), makePlayer(em)]);
    const since = await cursorNow('players');
    const p1 = await t.seed((em) => makePlayer(em, { lastName: 'Первый' }));
    await t.seed(async (em) => em.remove(await em.findOneOrFail(Player, d1.id)));
    const p2 = await t.seed((em) => makePlayer(em, { lastName: 'Второй' }));
    await t.seed(async (em) => em.remove(await em.findOneOrFail(Player, d2.id)));

    const first = await get('players', `?since=${since}&limit=3`);
    expect(first.items.map((p) => p.id)).toEqual([p1.id, p2.id]);
    expect(first.deleted).toEqual([d1.id]);
    expect(first).toMatchObject({ next: first.items[1].rev, hasMore: true, remaining: 1 });

    const second = await get('players', `?since=${first.next}&limit=3`);
    expect(second).toMatchObject({ items: [], deleted: [d2.id], hasMore: false, remaining: 0 });
    expect(second.next).toBeGreaterThan(first.next);

    const tight = await get('players', `?since=${since}&limit=1`);
    expect(tight).toMatchObject({ items: [{ id: p1.id }], deleted: [], remaining: 3 });
  });

  it('answers an empty page holding the cursor when nothing changed after it', async () => {
    const page = await get('locations', '?since=2147483647');
    expect(page).toEqual({
      items: [],
      deleted: [],
      next: 2147483647,
      hasMore: false,
      remaining: 0,
      schema: 1,
    });
  });

  it.each(['players', 'tournaments', 'locations'] as const)(
    'states the %s row schema number',
    async (collection) => {
      expect((await get(collection)).schema).toBe(SYNC_SCHEMA[collection]);
    },
  );

  it.each([
    'since=-1',
    'since=',
    'limit=',
    'since=abc',
    'since=1.5',
    'since=2147483648',
    'since=1&since=2',
    'limit=0',
    'limit=-5',
    'limit=20001',
    'limit=2.5',
    'limit=ten',
  ])('answers 400 for %s', async (query) => {
    const response = await t.http().get(`/api/v1/sync/players?${query}`).expect(400);
    expect(response.body).toEqual(BAD_PARAMETERS);
  });

  it('accepts the largest page', async () => {
    expect((await get('players', '?limit=20000')).hasMore).toBe(false);
  });

  it.each(['games', 'Players', 'tombstone'])('answers 404 for the collection %s', async (name) => {
    const response = await t.http().get(`/api/v1/sync/${name}`).expect(404);
    expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });

  it('compresses a page with gzip when the client accepts it', async () => {
    const zipped = await t
      .http()
      .get('/api/v1/sync/players')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect((zipped.body as SyncPage<SyncPlayer>).items.length).toBeGreaterThan(20);
    const plain = await t
      .http()
      .get('/api/v1/sync/players')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
