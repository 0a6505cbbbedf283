import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LocationMergeResult,
  PlaceFixResult,
  UnmatchedPlaces,
  UnmatchedPlayer,
  UnmatchedTournament,
} from '@sync/contract/admin-places';
import type { LocationItem } from '@sync/contract/locations';
import type { SyncLocation, SyncPage, SyncPlayer, SyncTournament } from '@sync/protocol';
import { ImportService } from '@api/import/import.service';
import type { Location } from '@api/locations/location.entity';
import { makeLocation, makePlayer, makeTournament } from '@tests/factories/factories';
import { signedInUser } from './support/accounts';
import { makeAccount } from './support/admin-accounts';
import {
  BAD_PARAMETERS,
  LOCATION_NOT_FOUND,
  PERMISSION_DENIED,
  UNAUTHORIZED,
} from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const TOURNAMENT_FAILED = {
  statusCode: 400,
  code: 'TOURNAMENT_LOCATION_FAILED',
  message: 'Failed to update tournament locations',
};
const PLAYER_FAILED = {
  statusCode: 400,
  code: 'PLAYER_LOCATION_FAILED',
  message: 'Failed to update player locations',
};
const NAME_INVALID = {
  statusCode: 400,
  code: 'LOCATION_NAME_INVALID',
  message: 'A place name may contain only letters, spaces, dashes, apostrophes and dots',
};
const PARENT_INVALID = {
  statusCode: 400,
  code: 'LOCATION_PARENT_INVALID',
  message: 'A region belongs under a country, a city under a country or a region',
};
const MERGE_INVALID = {
  statusCode: 400,
  code: 'LOCATION_MERGE_INVALID',
  message: 'A place can be merged only into another place of the same kind',
};

/** A small h9 file whose place and players' clubs (the Ukrainian files' city column) we choose. */
function placeH9(code: string, place: string, clubs: [string, string] = ['Go', 'Go']): string {
  return [
    `; TC[${code}]`,
    `; EV[Cup ${code}]`,
    `; PC[${place}]`,
    '; DT[2024-03-01,2024-03-02]',
    '; KM[6.5]',
    ';',
    '; Pl Name Grd Co Club Wins R1 R2',
    `  1 Petrov${code} Ivan   3d RU ${clubs[0]}  2   2+/w0   2+/b0`,
    `  2 Sidorov${code} Oleg   1k RU ${clubs[1]}  0   1-/b0   1-/w0`,
  ].join('\n');
}

interface Places {
  russia: Location;
  tatarstan: Location;
  kazan: Location;
  moscow: Location;
  belarus: Location;
  minsk: Location;
}

describe('places administration (issue 16)', () => {
  let t: TestApp;
  let admin: string;
  let plain: string;
  let places: Places;

  const as = (cookie: string | null) => ({
    get: (path: string) => {
      const request = t.http().get(`/api/v1${path}`);
      return cookie ? request.set('Cookie', cookie) : request;
    },
    send: (method: 'patch' | 'post', path: string, body?: object) => {
      const request = t.http()[method](`/api/v1${path}`).set('Origin', TEST_ORIGIN);
      if (cookie) request.set('Cookie', cookie);
      return body ? request.send(body) : request;
    },
  });

  const importH9 = (code: string, place: string, clubs?: [string, string]) =>
    new ImportService(t.db.orm.em.fork()).importText(
      'h9',
      placeH9(code, place, clubs),
      `${code}.h9`,
    );

  const tournamentIdOf = async (code: string): Promise<number> => {
    const rows: unknown = await t.db.orm.em
      .getConnection()
      .execute('select id from tournament where code = ?', [code]);
    return (rows as Array<{ id: number }>)[0].id;
  };

  const revOf = async (id: number): Promise<number> => {
    const rows: unknown = await t.db.orm.em
      .getConnection()
      .execute('select rev from location where id = ?', [id]);
    return Number((rows as Array<{ rev: number }>)[0].rev);
  };

  const row = async (table: string, id: number) => {
    const rows: unknown = await t.db.orm.em
      .getConnection()
      .execute(`select location_id, location_text, rev from ${table} where id = ?`, [id]);
    const [found] = rows as Array<{
      location_id: number | null;
      location_text: string;
      rev: number;
    }>;
    return {
      locationId: found.location_id,
      locationText: found.location_text,
      rev: Number(found.rev),
    };
  };

  const auditActions = async (): Promise<
    Array<{ action: string; target: string; actor_name: string }>
  > => {
    const rows: unknown = await t.db.orm.em
      .getConnection()
      .execute('select action, target, actor_name from audit_entry order by id');
    return rows as Array<{ action: string; target: string; actor_name: string }>;
  };

  const unmatchedTournaments = async () =>
    (await as(admin).get('/admin/tournaments/locations').expect(200))
      .body as UnmatchedPlaces<UnmatchedTournament>;
  const unmatchedPlayers = async () =>
    (await as(admin).get('/admin/players/locations').expect(200))
      .body as UnmatchedPlaces<UnmatchedPlayer>;

  beforeAll(async () => {
    t = await createTestApp();
    places = await t.seed((em) => {
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
      const moscow = makeLocation(em, {
        kind: 'city',
        parent: russia,
        name: 'Москва',
        nameLatin: 'Moscow',
      });
      const belarus = makeLocation(em, { name: 'Беларусь', nameLatin: 'Belarus', code: 'BY' });
      const minsk = makeLocation(em, {
        kind: 'city',
        parent: belarus,
        name: 'Минск',
        nameLatin: 'Minsk',
      });
      return { russia, tatarstan, kazan, moscow, belarus, minsk };
    });
    admin = (await signedInUser(t, { username: 'placeadmin', roles: ['user', 'admin'] })).cookie;
    plain = (await signedInUser(t, { username: 'placeuser' })).cookie;
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('who may', () => {
    const endpoints: Array<['get' | 'patch' | 'post', string, object?]> = [
      ['get', '/admin/tournaments/locations'],
      ['patch', '/admin/tournaments/locations/by-text', { text: 'x', location: 1 }],
      ['patch', '/admin/tournaments/1/location/1'],
      ['get', '/admin/players/locations'],
      ['patch', '/admin/players/locations/by-text', { text: 'x', location: 1 }],
      ['patch', '/admin/players/1/location/1'],
      ['post', '/admin/locations', { kind: 'city', parentId: 1, name: 'Тверь', nameLatin: 'Tver' }],
      ['patch', '/admin/locations/1', { name: 'Тверь' }],
      ['get', '/admin/locations/1/usage'],
      ['post', '/admin/locations/1/merge/2'],
    ];

    it.each(endpoints)(
      '%s %s: 401 signed out, 403 with the exact text as a user',
      async (method, path, body) => {
        const call = (cookie: string | null) =>
          method === 'get' ? as(cookie).get(path) : as(cookie).send(method, path, body);
        expect((await call(null).expect(401)).body).toEqual(UNAUTHORIZED);
        expect((await call(plain).expect(403)).body).toEqual(PERMISSION_DENIED);
      },
    );

    it('changes nothing for a refused caller', async () => {
      const before = await t.db.orm.em
        .getConnection()
        .execute('select name from location order by id');
      await as(plain)
        .send('patch', `/admin/locations/${places.moscow.id}`, { name: 'Тверь' })
        .expect(403);
      expect(
        await t.db.orm.em.getConnection().execute('select name from location order by id'),
      ).toEqual(before);
    });
  });

  describe('an imported place text that matches no city', () => {
    it('matches known cities by name or transliteration and keeps the others as text', async () => {
      await importH9('T240301A', 'RU, Moskva', ['Казань', 'Мсква']);
      await importH9('T240301B', 'RU, Kazzan');
      await importH9('T240301C', 'RU, Kazzan');
      await importH9('T240301D', 'RU, Kazzan');
      await importH9('T240301E', 'RU, Zelenograd');

      expect(await row('tournament', await tournamentIdOf('T240301A'))).toMatchObject({
        locationId: places.moscow.id,
        locationText: null,
      });
      expect(await row('tournament', await tournamentIdOf('T240301B'))).toMatchObject({
        locationId: places.russia.id,
        locationText: 'Kazzan',
      });
      const cities: unknown = await t.db.orm.em
        .getConnection()
        .execute("select count(*) as n from location where kind = 'city'");
      expect(Number((cities as Array<{ n: number }>)[0].n)).toBe(3);
    });

    it('imports the same file again without any change', async () => {
      const before = await t.db.orm.em
        .getConnection()
        .execute('select id, location_id, location_text, rev from tournament order by id');
      const report = await importH9('T240301B', 'RU, Kazzan');
      expect(report.tournament).toMatchObject({
        created: false,
        players: { created: 0, updated: 0 },
      });
      expect(
        await t.db.orm.em
          .getConnection()
          .execute('select id, location_id, location_text, rev from tournament order by id'),
      ).toEqual(before);
    });

    it('lists the unmatched tournaments grouped by text, with the suggested city', async () => {
      const list = await unmatchedTournaments();
      expect(list.total).toBe(4);
      expect(list.groups.map((g) => [g.text, g.rows.length])).toEqual([
        ['Kazzan', 3],
        ['Zelenograd', 1],
      ]);
      const [kazzan, zelenograd] = list.groups;
      expect(kazzan.suggestion).toEqual({
        location: {
          id: places.kazan.id,
          parentId: places.tatarstan.id,
          kind: 'city',
          name: 'Казань',
          nameLatin: 'Kazan',
          code: null,
        },
        reason: 'similar',
      });
      expect(kazzan.rows[0]).toMatchObject({
        title: expect.stringMatching(/^Cup T240301/) as string,
        startDate: '2024-03-01',
        locationText: 'Kazzan',
        country: { id: places.russia.id, code: 'RU' },
      });
      expect(zelenograd.suggestion).toBeNull();
    });

    it('fixes one tournament: gone from the list, in GET /tournaments and the sync feed with a new rev', async () => {
      const id = await tournamentIdOf('T240301B');
      const before = await row('tournament', id);
      const response = await as(admin)
        .send('patch', `/admin/tournaments/${id}/location/${places.kazan.id}`)
        .expect(200);
      expect(response.body as PlaceFixResult).toMatchObject({
        updated: 1,
        location: { id: places.kazan.id, kind: 'city' },
      });
      const after = await row('tournament', id);
      expect(after).toMatchObject({ locationId: places.kazan.id, locationText: null });
      expect(after.rev).toBeGreaterThan(before.rev);

      const list = await unmatchedTournaments();
      expect(list.groups[0].rows.map((r) => r.id)).not.toContain(id);
      expect(list.total).toBe(3);

      const listed = await as(null).get(`/tournaments?location=${places.kazan.id}`).expect(200);
      const items = (listed.body as { items: Array<{ id: number; city: { id: number } | null }> })
        .items;
      expect(items.find((item) => item.id === id)?.city?.id).toBe(places.kazan.id);

      const page = (await as(null).get(`/sync/tournaments?since=${before.rev}`).expect(200))
        .body as SyncPage<SyncTournament>;
      expect(page.items.find((item) => item.id === id)).toMatchObject({
        rev: after.rev,
        locationId: places.kazan.id,
        locationPath: [places.russia.id, places.tatarstan.id, places.kazan.id],
      });
    });

    it('keeps an admin’s fix when the same file is imported again', async () => {
      const id = await tournamentIdOf('T240301B');
      await importH9('T240301B', 'RU, Kazzan');
      expect(await row('tournament', id)).toMatchObject({
        locationId: places.kazan.id,
        locationText: null,
      });
    });

    it('fixes every tournament with the same text in one step', async () => {
      const ids = [await tournamentIdOf('T240301C'), await tournamentIdOf('T240301D')];
      const response = await as(admin)
        .send('patch', '/admin/tournaments/locations/by-text', {
          text: 'Kazzan',
          location: places.kazan.id,
        })
        .expect(200);
      expect((response.body as PlaceFixResult).updated).toBe(2);
      for (const id of ids) {
        expect(await row('tournament', id)).toMatchObject({
          locationId: places.kazan.id,
          locationText: null,
        });
      }
      expect((await unmatchedTournaments()).groups.map((g) => g.text)).toEqual(['Zelenograd']);
    });

    it("answers 'Failed to update tournament locations' and changes nothing when it can't", async () => {
      const id = await tournamentIdOf('T240301E');
      const before = await row('tournament', id);
      for (const path of [
        `/admin/tournaments/999999/location/${places.kazan.id}`,
        `/admin/tournaments/abc/location/${places.kazan.id}`,
        `/admin/tournaments/${id}/location/999999`,
        `/admin/tournaments/${id}/location/${places.russia.id}`,
      ]) {
        expect((await as(admin).send('patch', path).expect(400)).body, path).toEqual(
          TOURNAMENT_FAILED,
        );
      }
      const bulk = await as(admin)
        .send('patch', '/admin/tournaments/locations/by-text', {
          text: 'Nowhere',
          location: places.kazan.id,
        })
        .expect(400);
      expect(bulk.body).toEqual(TOURNAMENT_FAILED);
      const badBody = await as(admin)
        .send('patch', '/admin/tournaments/locations/by-text', { text: 'Zelenograd' })
        .expect(400);
      expect(badBody.body).toEqual(BAD_PARAMETERS);
      expect(await row('tournament', id)).toEqual(before);
    });

    it('puts a tournament at a region too', async () => {
      const id = await tournamentIdOf('T240301E');
      await as(admin)
        .send('patch', `/admin/tournaments/${id}/location/${places.tatarstan.id}`)
        .expect(200);
      expect(await row('tournament', id)).toMatchObject({
        locationId: places.tatarstan.id,
        locationText: null,
      });
      expect((await unmatchedTournaments()).total).toBe(0);
    });

    it('keeps a city text without a known country at no place, and suggests from any country', async () => {
      await importH9('T240301F', ', Minsk');
      const id = await tournamentIdOf('T240301F');
      expect(await row('tournament', id)).toMatchObject({
        locationId: null,
        locationText: 'Minsk',
      });
      const list = await unmatchedTournaments();
      expect(list.groups).toEqual([
        {
          text: 'Minsk',
          suggestion: {
            location: expect.objectContaining({ id: places.minsk.id }) as LocationItem,
            reason: 'name',
          },
          rows: [expect.objectContaining({ id, country: null }) as UnmatchedTournament],
        },
      ]);
      await as(admin)
        .send('patch', `/admin/tournaments/${id}/location/${places.minsk.id}`)
        .expect(200);
      expect((await unmatchedTournaments()).total).toBe(0);
    });
  });

  describe("players' places", () => {
    it('lists, fixes one and fixes all with a text', async () => {
      await importH9('T240302A', 'RU, Moscow', ['Мсква', 'Мсква']);
      await importH9('T240302B', 'RU, Moscow', ['Мсква', 'Казань']);
      const list = await unmatchedPlayers();
      expect(list.total).toBe(4);
      expect(list.groups).toHaveLength(1);
      const [group] = list.groups;
      expect(group.text).toBe('Мсква');
      expect(group.suggestion).toMatchObject({
        location: { id: places.moscow.id },
        reason: 'similar',
      });
      expect(group.rows[0]).toMatchObject({
        lastName: expect.stringMatching(/^(Petrov|Sidorov)T24030/) as string,
        locationText: 'Мсква',
        country: { id: places.russia.id },
      });

      const first = group.rows[0].id;
      const before = await row('player', first);
      await as(admin)
        .send('patch', `/admin/players/${first}/location/${places.moscow.id}`)
        .expect(200);
      const after = await row('player', first);
      expect(after).toMatchObject({ locationId: places.moscow.id, locationText: null });
      expect(after.rev).toBeGreaterThan(before.rev);

      const bulk = await as(admin)
        .send('patch', '/admin/players/locations/by-text', {
          text: 'Мсква',
          location: places.moscow.id,
        })
        .expect(200);
      expect((bulk.body as PlaceFixResult).updated).toBe(3);
      expect(await unmatchedPlayers()).toEqual({ groups: [], total: 0 });

      const synced = (await as(null).get(`/sync/players?since=${before.rev}`).expect(200))
        .body as SyncPage<SyncPlayer>;
      expect(synced.items.filter((p) => p.locationId === places.moscow.id)).toHaveLength(4);
    });

    it("answers 'Failed to update player locations'", async () => {
      for (const path of [
        `/admin/players/999999/location/${places.moscow.id}`,
        `/admin/players/1/location/${places.belarus.id}`,
      ]) {
        expect((await as(admin).send('patch', path).expect(400)).body, path).toEqual(PLAYER_FAILED);
      }
      const bulk = await as(admin)
        .send('patch', '/admin/players/locations/by-text', {
          text: 'Мсква',
          location: places.moscow.id,
        })
        .expect(400);
      expect(bulk.body).toEqual(PLAYER_FAILED);
    });
  });

  describe('cities', () => {
    let tver: LocationItem;

    it('adds a city under a region and a region under a country', async () => {
      const city = await as(admin)
        .send('post', '/admin/locations', {
          kind: 'city',
          parentId: places.tatarstan.id,
          name: ' Набережные  Челны ',
          nameLatin: 'Naberezhnye Chelny',
        })
        .expect(201);
      expect(city.body).toMatchObject({
        parentId: places.tatarstan.id,
        kind: 'city',
        name: 'Набережные Челны',
        nameLatin: 'Naberezhnye Chelny',
        code: null,
      });
      const region = await as(admin)
        .send('post', '/admin/locations', {
          kind: 'region',
          parentId: places.russia.id,
          name: 'Тверская область',
          nameLatin: 'Tver Oblast',
        })
        .expect(201);
      tver = (
        await as(admin)
          .send('post', '/admin/locations', {
            kind: 'city',
            parentId: (region.body as LocationItem).id,
            name: 'Тверь',
            nameLatin: "Tver'",
          })
          .expect(201)
      ).body as LocationItem;
      const all = (await as(null).get('/locations').expect(200)).body as LocationItem[];
      expect(all.map((l) => l.name)).toEqual(
        expect.arrayContaining(['Набережные Челны', 'Тверская область', 'Тверь']),
      );
    });

    it('refuses bad names, parents and bodies with a 400 and adds nothing', async () => {
      const count = async () => {
        const rows: unknown = await t.db.orm.em
          .getConnection()
          .execute('select count(*) as n from location');
        return Number((rows as Array<{ n: number }>)[0].n);
      };
      const before = await count();
      const city = (fields: object) => ({
        kind: 'city',
        parentId: places.russia.id,
        name: 'Тула',
        nameLatin: 'Tula',
        ...fields,
      });
      for (const name of ['Тула 2', '<b>Тула</b>', '', '   ', '-Тула', 'Тула!']) {
        const response = await as(admin)
          .send('post', '/admin/locations', city({ name }))
          .expect(400);
        expect(response.body, name).toEqual(NAME_INVALID);
      }
      expect(
        (
          await as(admin)
            .send('post', '/admin/locations', city({ nameLatin: 'Tula_1' }))
            .expect(400)
        ).body,
      ).toEqual(NAME_INVALID);
      expect(
        (
          await as(admin)
            .send(
              'post',
              '/admin/locations',
              city({ kind: 'region', parentId: places.tatarstan.id }),
            )
            .expect(400)
        ).body,
      ).toEqual(PARENT_INVALID);
      expect(
        (
          await as(admin)
            .send('post', '/admin/locations', city({ parentId: places.kazan.id }))
            .expect(400)
        ).body,
      ).toEqual(PARENT_INVALID);
      for (const body of [
        city({ kind: 'country' }),
        city({ parentId: 'x' }),
        city({ name: 5 }),
        {},
      ]) {
        expect((await as(admin).send('post', '/admin/locations', body).expect(400)).body).toEqual(
          BAD_PARAMETERS,
        );
      }
      expect(
        (
          await as(admin)
            .send('post', '/admin/locations', city({ parentId: 999999 }))
            .expect(404)
        ).body,
      ).toEqual(LOCATION_NOT_FOUND);
      expect(await count()).toBe(before);
    });

    it('renames per language, at once in GET /locations and the sync feed', async () => {
      const since = await revOf(tver.id);
      const ru = await as(admin)
        .send('patch', `/admin/locations/${tver.id}`, { name: 'Тверь-град' })
        .expect(200);
      expect(ru.body).toMatchObject({ name: 'Тверь-град', nameLatin: "Tver'" });
      const en = await as(admin)
        .send('patch', `/admin/locations/${tver.id}`, { nameLatin: 'Tver' })
        .expect(200);
      expect(en.body).toMatchObject({ name: 'Тверь-град', nameLatin: 'Tver' });
      const all = (await as(null).get('/locations').expect(200)).body as LocationItem[];
      expect(all.find((l) => l.id === tver.id)).toMatchObject({
        name: 'Тверь-град',
        nameLatin: 'Tver',
      });
      const page = (await as(null).get(`/sync/locations?since=${since}`).expect(200))
        .body as SyncPage<SyncLocation>;
      expect(page.items.find((l) => l.id === tver.id)).toMatchObject({
        name: 'Тверь-град',
        nameLatin: 'Tver',
      });

      expect(
        (
          await as(admin)
            .send('patch', `/admin/locations/${tver.id}`, { name: 'Tver 1' })
            .expect(400)
        ).body,
      ).toEqual(NAME_INVALID);
      expect(
        (await as(admin).send('patch', `/admin/locations/${tver.id}`, {}).expect(400)).body,
      ).toEqual(BAD_PARAMETERS);
      // Left out is no change; null is no name (it answered 500 when IsOptional let it through).
      for (const body of [{ name: null }, { nameLatin: null, name: 'Тверь' }]) {
        expect(
          (await as(admin).send('patch', `/admin/locations/${tver.id}`, body).expect(400)).body,
        ).toEqual(BAD_PARAMETERS);
      }
      expect(
        (await as(admin).send('patch', '/admin/locations/999999', { name: 'Тверь' }).expect(404))
          .body,
      ).toEqual(LOCATION_NOT_FOUND);
    });

    it('merges a duplicate: its players, tournaments and accounts move, a tombstone is left', async () => {
      const { duplicate, player, tournament } = await t.seed((em) => {
        const duplicate = makeLocation(em, {
          kind: 'city',
          parent: places.russia,
          name: 'Казань',
          nameLatin: 'Kazan',
        });
        const player = makePlayer(em, { location: duplicate });
        const tournament = makeTournament(em, { location: duplicate });
        makeAccount(em, {
          username: 'kazanite',
          email: 'kazanite@mail.example',
          created: '2024-01-01T00:00:00Z',
          location: duplicate,
        });
        return { duplicate, player, tournament };
      });
      const usage = await as(admin).get(`/admin/locations/${duplicate.id}/usage`).expect(200);
      expect(usage.body).toEqual({ players: 1, tournaments: 1, accounts: 1, children: 0 });
      const since = await revOf(duplicate.id);

      const merged = await as(admin)
        .send('post', `/admin/locations/${duplicate.id}/merge/${places.kazan.id}`)
        .expect(201);
      expect(merged.body as LocationMergeResult).toEqual({
        into: expect.objectContaining({ id: places.kazan.id }) as LocationItem,
        moved: { players: 1, tournaments: 1, accounts: 1, children: 0 },
      });
      expect(await row('player', player.id)).toMatchObject({ locationId: places.kazan.id });
      expect(await row('tournament', tournament.id)).toMatchObject({ locationId: places.kazan.id });
      const account: unknown = await t.db.orm.em
        .getConnection()
        .execute("select location_id from app_user where username = 'kazanite'");
      expect((account as Array<{ location_id: number }>)[0].location_id).toBe(places.kazan.id);

      const page = (await as(null).get(`/sync/locations?since=${since}`).expect(200))
        .body as SyncPage<SyncLocation>;
      expect(page.deleted).toContain(duplicate.id);
      const players = (await as(null).get(`/sync/players?since=${since}`).expect(200))
        .body as SyncPage<SyncPlayer>;
      expect(players.items.find((p) => p.id === player.id)?.locationId).toBe(places.kazan.id);
      const all = (await as(null).get('/locations').expect(200)).body as LocationItem[];
      expect(all.map((l) => l.id)).not.toContain(duplicate.id);
    });

    it('merges a region: its cities move under the other', async () => {
      const { twin, city } = await t.seed((em) => {
        const twin = makeLocation(em, {
          kind: 'region',
          parent: places.russia,
          name: 'Республика Татарстан',
          nameLatin: 'Tatarstan Republic',
        });
        const city = makeLocation(em, {
          kind: 'city',
          parent: twin,
          name: 'Елабуга',
          nameLatin: 'Yelabuga',
        });
        return { twin, city };
      });
      const merged = await as(admin)
        .send('post', `/admin/locations/${twin.id}/merge/${places.tatarstan.id}`)
        .expect(201);
      expect((merged.body as LocationMergeResult).moved.children).toBe(1);
      const rows: unknown = await t.db.orm.em
        .getConnection()
        .execute('select parent_id from location where id = ?', [city.id]);
      expect((rows as Array<{ parent_id: number }>)[0].parent_id).toBe(places.tatarstan.id);
    });

    it('refuses to merge into itself, across kinds, a country, or an unknown place', async () => {
      const merge = (id: number | string, into: number | string) =>
        as(admin).send('post', `/admin/locations/${id}/merge/${into}`);
      expect((await merge(places.kazan.id, places.kazan.id).expect(400)).body).toEqual(
        MERGE_INVALID,
      );
      expect((await merge(places.kazan.id, places.tatarstan.id).expect(400)).body).toEqual(
        MERGE_INVALID,
      );
      expect((await merge(places.belarus.id, places.russia.id).expect(400)).body).toEqual(
        MERGE_INVALID,
      );
      expect((await merge(places.kazan.id, 999999).expect(404)).body).toEqual(LOCATION_NOT_FOUND);
      expect((await merge('x', places.kazan.id).expect(404)).body).toEqual(LOCATION_NOT_FOUND);
      const still: unknown = await t.db.orm.em
        .getConnection()
        .execute('select id from location where id in (?, ?, ?)', [
          places.kazan.id,
          places.belarus.id,
          places.tatarstan.id,
        ]);
      expect(still as unknown[]).toHaveLength(3);
    });
  });

  it('writes an audit row for every change, with who made it', async () => {
    const actions = await auditActions();
    expect(actions.every((a) => a.actor_name === 'placeadmin')).toBe(true);
    expect(actions.map((a) => a.action)).toEqual([
      'tournament.location',
      'tournament.location.bulk',
      'tournament.location',
      'tournament.location',
      'player.location',
      'player.location.bulk',
      'location.create',
      'location.create',
      'location.create',
      'location.rename',
      'location.rename',
      'location.merge',
      'location.merge',
    ]);
    expect(actions[0].target).toMatch(/^tournament:\d+$/);
    expect(actions[11].target).toMatch(/^location:\d+$/);
  });
});
