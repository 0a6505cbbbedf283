import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MergePreview, MergeResult, PlayerNames } from '@sync/contract/admin-players';
import type { Page } from '@sync/contract/common';
import type { PlayerDetail, PlayerSummary } from '@sync/contract/players';
import type { SyncPage, SyncPlayer } from '@sync/protocol';
import { playerMatchKey } from '@domain/text/normalize-name';
import { playerSearchText } from '@domain/text/player-search';
import { AuditEntry } from '@api/audit/audit-entry.entity';
import { Player } from '@api/players/player.entity';
import { recomputeRatings } from '@api/rating/recompute/recompute-ratings';
import {
  makeGame,
  makeLocation,
  makeParticipant,
  makePlayer,
  makeRatingEntry,
  makeTournament,
} from '@tests/factories/factories';
import { signedInUser } from './support/accounts';
import {
  BAD_PARAMETERS,
  PERMISSION_DENIED,
  PLAYER_NOT_FOUND,
  UNAUTHORIZED,
} from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const INVALID_NAME = { statusCode: 400, code: 'INVALID_PLAYER_NAME' };

describe('admin players: PATCH /admin/profile/rename/{id}, GET/POST /admin/players/{id}/merge/{into}', () => {
  let t: TestApp;
  let adminCookie: string;
  let userCookie: string;
  let adminId: number;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    const seeded = await t.seed((em) => {
      const russia = makeLocation(em, { name: 'Россия', nameLatin: 'Russia', code: 'RU' });
      const player = (lastName: string, lastNameLatin: string, extra: Partial<Player> = {}) =>
        makePlayer(em, {
          lastName,
          lastNameLatin,
          firstName: 'Иван',
          firstNameLatin: 'Ivan',
          location: russia,
          ...extra,
        });
      const renamed = player('Переименов', 'Pereimenov');
      const kept = player('Сидоров', 'Sidorov');
      const duplicate = player('Сидоров', 'Sidorov', { egdPin: 13700001, birthYear: 1990 });
      const b = player('Борисов', 'Borisov');
      const c = player('Васильев', 'Vasiliev');
      const x = player('Хлебников', 'Khlebnikov');
      const y = player('Хлебников', 'Khlebnikov');
      const winter = makeTournament(em, {
        title: 'Зимний турнир',
        titleLatin: 'Winter Cup',
        startDate: '2024-01-10',
        endDate: '2024-01-10',
        rounds: 1,
      });
      makeParticipant(em, winter, kept, { place: 1, wins: 1 });
      makeParticipant(em, winter, b, { place: 2, wins: 0 });
      makeGame(em, winter, kept, b, { round: 1, result: 'black' });
      const spring = makeTournament(em, {
        title: 'Весенний турнир',
        titleLatin: 'Spring Cup',
        startDate: '2024-03-10',
        endDate: '2024-03-10',
        rounds: 2,
      });
      makeParticipant(em, spring, duplicate, { place: 1, wins: 2 });
      makeParticipant(em, spring, c, { place: 2, wins: 0 });
      makeGame(em, spring, duplicate, c, { round: 1, result: 'black' });
      makeGame(em, spring, c, duplicate, { round: 2, result: 'white' });
      makeRatingEntry(em, duplicate, { source: 'list', date: '2023-12-01', rating: 1900 });
      const autumn = makeTournament(em, {
        title: 'Осенний турнир',
        titleLatin: 'Autumn Cup',
        startDate: '2024-09-10',
        endDate: '2024-09-10',
        rounds: 1,
      });
      makeParticipant(em, autumn, x, { place: 1, wins: 1 });
      makeParticipant(em, autumn, y, { place: 2, wins: 0 });
      makeGame(em, autumn, x, y, { round: 1, result: 'black' });
      return { renamed, kept, duplicate, b, c, x, y, winter, spring, autumn };
    });
    ids = Object.fromEntries(Object.entries(seeded).map(([key, row]) => [key, row.id]));
    await recomputeRatings(t.db.orm.em.fork());
    const admin = await signedInUser(t, { username: 'root', roles: ['user', 'admin'] });
    adminCookie = admin.cookie;
    adminId = admin.user.id;
    userCookie = (await signedInUser(t, { username: 'plain' })).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const rename = (id: number | string, lang: string | null, body: unknown, cookie = adminCookie) =>
    t
      .http()
      .patch(`/api/v1/admin/profile/rename/${id}`)
      .query(lang === null ? {} : { lang })
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .send(body as object);
  const preview = (id: number | string, into: number | string, cookie = adminCookie) =>
    t.http().get(`/api/v1/admin/players/${id}/merge/${into}`).set('Cookie', cookie);
  const merge = (id: number | string, into: number | string, cookie = adminCookie) =>
    t
      .http()
      .post(`/api/v1/admin/players/${id}/merge/${into}`)
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN);
  const stored = (id: number) => t.db.orm.em.fork().findOne(Player, id);
  const syncPlayers = async (since: number) =>
    (await t.http().get(`/api/v1/sync/players?since=${since}&limit=20000`).expect(200))
      .body as SyncPage<SyncPlayer>;
  const syncCursor = async () => (await syncPlayers(0)).next;
  const listed = async (name: string) =>
    (
      (await t.http().get('/api/v1/players').query({ name, limit: 100 }).expect(200))
        .body as Page<PlayerSummary>
    ).items;
  const auditRows = (action: string) =>
    t.db.orm.em.fork().find(AuditEntry, { action }, { orderBy: { id: 'asc' } });
  const count = async (table: string, where: Record<string, number>) => {
    const row = (await t.db.orm.em
      .fork()
      .getKnex()(table)
      .where(where)
      .count({ n: '*' })
      .first()) as { n: number | string };
    return Number(row.n);
  };
  const standing = (tournament: number) =>
    t.db.orm.em
      .fork()
      .getKnex()('tournament_player')
      .where({ tournament_id: tournament, player_id: ids.kept })
      .first<{ rating_before: number; rating_after: number }>();
  const gamesOf = async (id: number) =>
    (await count('game', { black_id: id })) + (await count('game', { white_id: id }));

  it('documents the endpoints in the OpenAPI document: lang, the name body', async () => {
    const document = (await t.http().get('/api/docs/json').expect(200)).body as {
      paths: Record<
        string,
        Record<string, { parameters?: Array<{ name: string; schema: { enum?: string[] } }> }>
      >;
      components: {
        schemas: Record<string, { properties: Record<string, unknown>; required: string[] }>;
      };
    };
    const rename = document.paths['/api/v1/admin/profile/rename/{id}'];
    expect(Object.keys(rename)).toEqual(['patch']);
    const lang = rename.patch.parameters?.find((parameter) => parameter.name === 'lang');
    expect(lang?.schema.enum).toEqual(['ru', 'en', 'zh']);
    expect(document.components.schemas.PlayerNameDto.required.sort()).toEqual([
      'firstName',
      'lastName',
    ]);
    expect(Object.keys(document.paths['/api/v1/admin/players/{id}/merge/{into}']).sort()).toEqual([
      'get',
      'post',
    ]);
  });

  describe('is for admins only', () => {
    const calls = [
      [
        'PATCH rename',
        (cookie?: string) =>
          rename(ids.renamed, 'ru', { lastName: 'Иванов', firstName: 'Иван' }, cookie),
      ],
      ['GET merge preview', (cookie?: string) => preview(ids.duplicate, ids.kept, cookie)],
      ['POST merge', (cookie?: string) => merge(ids.duplicate, ids.kept, cookie)],
    ] as const;

    it.each(calls)('%s answers 401 to an anonymous client', async (_name, call) => {
      const response = await call('').expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it.each(calls)(
      '%s answers 403 with the exact text to a signed-in user',
      async (_name, call) => {
        const response = await call(userCookie).expect(403);
        expect(response.body).toEqual(PERMISSION_DENIED);
        expect((response.body as { message: string }).message).toBe(
          "Permission denied. You don't have access to perform this action.",
        );
      },
    );

    it('changed nothing for them', async () => {
      expect((await stored(ids.renamed))?.lastName).toBe('Переименов');
      expect(await stored(ids.duplicate)).not.toBeNull();
      expect(await auditRows('player.rename')).toEqual([]);
      expect(await auditRows('player.merge')).toEqual([]);
    });
  });

  describe('rename', () => {
    it('sets the Russian name (trimmed), moves the rev, and /players and the sync feed show it', async () => {
      const before = await stored(ids.renamed);
      const cursor = await syncCursor();
      const response = await rename(ids.renamed, 'ru', {
        lastName: '  Новиков-Прибой ',
        firstName: 'Алексей   Силыч',
      }).expect(200);
      const answer = response.body as PlayerNames;
      expect(answer).toMatchObject({
        id: ids.renamed,
        lastName: 'Новиков-Прибой',
        firstName: 'Алексей Силыч',
        lastNameLatin: 'Pereimenov',
        firstNameLatin: 'Ivan',
        lastNameZh: null,
        firstNameZh: null,
      });
      expect(answer.rev).toBeGreaterThan(before!.rev);

      const after = await stored(ids.renamed);
      expect(after?.searchText).toBe(
        playerSearchText({
          lastName: 'Новиков-Прибой',
          firstName: 'Алексей Силыч',
          lastNameLatin: 'Pereimenov',
          firstNameLatin: 'Ivan',
        }),
      );
      expect(after?.matchKey).toBe(playerMatchKey('Новиков-Прибой', 'Алексей Силыч', 'RU'));

      expect((await listed('новиков')).map((p) => [p.id, p.lastName, p.firstName])).toEqual([
        [ids.renamed, 'Новиков-Прибой', 'Алексей Силыч'],
      ]);
      expect(await listed('Переименов')).toEqual([]);
      const detail = (await t.http().get(`/api/v1/players/${ids.renamed}`).expect(200))
        .body as PlayerDetail;
      expect(detail.lastName).toBe('Новиков-Прибой');

      const page = await syncPlayers(cursor);
      const row = page.items.find((item) => item.id === ids.renamed);
      expect(row).toMatchObject({ lastName: 'Новиков-Прибой', firstName: 'Алексей Силыч' });
      expect(row!.rev).toBeGreaterThan(cursor);
      expect(row!.rev).toBe(answer.rev);
    });

    it('sets the Latin name with apostrophes and accents', async () => {
      const response = await rename(ids.renamed, 'en', {
        lastName: "O'Novikov-Priboy",
        firstName: 'Aléxei',
      }).expect(200);
      expect(response.body).toMatchObject({
        lastName: 'Новиков-Прибой',
        lastNameLatin: "O'Novikov-Priboy",
        firstNameLatin: 'Aléxei',
      });
      expect((await listed('onovikov')).map((p) => p.lastNameLatin)).toEqual([]);
      expect((await listed('o novikov priboy')).map((p) => p.lastNameLatin)).toEqual([
        "O'Novikov-Priboy",
      ]);
    });

    it('sets the Chinese name, searchable, replicated to offline copies with a higher rev', async () => {
      const cursor = await syncCursor();
      const response = await rename(ids.renamed, 'zh', {
        lastName: '诺维科夫',
        firstName: '阿列克谢',
      }).expect(200);
      const answer = response.body as PlayerNames;
      expect(answer).toMatchObject({ lastNameZh: '诺维科夫', firstNameZh: '阿列克谢' });
      const row = (await syncPlayers(cursor)).items.find((item) => item.id === ids.renamed);
      expect(row).toMatchObject({
        lastNameZh: '诺维科夫',
        firstNameZh: '阿列克谢',
        lastName: 'Новиков-Прибой',
        lastNameLatin: "O'Novikov-Priboy",
      });
      expect(row!.rev).toBeGreaterThan(cursor);
      expect(row!.searchText).toContain('诺维科夫阿列克谢');
      expect(
        (await listed('诺维科夫')).map((p) => [p.id, p.lastNameZh, p.firstNameZh, p.lastName]),
      ).toEqual([[ids.renamed, '诺维科夫', '阿列克谢', 'Новиков-Прибой']]);
    });

    it('writes one audit row per rename with the language, the name before and after', async () => {
      const rows = await auditRows('player.rename');
      expect(rows).toHaveLength(3);
      expect(rows[0]).toMatchObject({
        actorId: adminId,
        actorName: 'root',
        target: `player:${ids.renamed}`,
      });
      expect(JSON.parse(rows[0].details!)).toEqual({
        lang: 'ru',
        before: { lastName: 'Переименов', firstName: 'Иван' },
        after: { lastName: 'Новиков-Прибой', firstName: 'Алексей Силыч' },
      });
      expect(JSON.parse(rows[2].details!)).toEqual({
        lang: 'zh',
        before: { lastName: '', firstName: '' },
        after: { lastName: '诺维科夫', firstName: '阿列克谢' },
      });
    });

    it('answers the same names without an audit row or a new rev when nothing changes', async () => {
      const before = await stored(ids.renamed);
      const response = await rename(ids.renamed, 'en', {
        lastName: "O'Novikov-Priboy",
        firstName: ' Aléxei ',
      }).expect(200);
      expect(response.body).toMatchObject({ lastNameLatin: "O'Novikov-Priboy", rev: before!.rev });
      expect((await stored(ids.renamed))?.rev).toBe(before!.rev);
      expect(await auditRows('player.rename')).toHaveLength(3);
    });

    it.each([
      [
        'ru',
        { lastName: 'Ivanov', firstName: 'Иван' },
        'lastName',
        'Letters of the language’s script only (ru Cyrillic, en Latin, zh Chinese)',
      ],
      [
        'en',
        { lastName: 'Ivanov', firstName: 'Иван' },
        'firstName',
        'Letters of the language’s script only (ru Cyrillic, en Latin, zh Chinese)',
      ],
      [
        'zh',
        { lastName: 'Wang', firstName: '立诚' },
        'lastName',
        'Letters of the language’s script only (ru Cyrillic, en Latin, zh Chinese)',
      ],
      [
        'ru',
        { lastName: 'Иванов2', firstName: 'Иван' },
        'lastName',
        'Only letters, spaces, dashes and apostrophes',
      ],
      [
        'en',
        { lastName: 'Ivanov', firstName: 'Ivan!' },
        'firstName',
        'Only letters, spaces, dashes and apostrophes',
      ],
      [
        'en',
        { lastName: '-Ivanov', firstName: 'Ivan' },
        'lastName',
        'Only letters, spaces, dashes and apostrophes',
      ],
      ['ru', { lastName: '   ', firstName: 'Иван' }, 'lastName', 'The last name is required'],
      ['en', { lastName: 'A'.repeat(51), firstName: '' }, 'lastName', 'At most 50 characters'],
    ])('refuses %s %j: 400 INVALID_PLAYER_NAME on %s', async (lang, body, field, message) => {
      const response = await rename(ids.renamed, lang, body).expect(400);
      expect(response.body).toEqual({ ...INVALID_NAME, message, field });
    });

    it.each([
      ['a language not offered', 'de', { lastName: 'Ivanov', firstName: 'Ivan' }],
      ['no language', null, { lastName: 'Ivanov', firstName: 'Ivan' }],
      ['a name that is not text', 'en', { lastName: 5, firstName: 'Ivan' }],
      ['a missing first name', 'en', { lastName: 'Ivanov' }],
    ])('answers 400 BAD_PARAMETERS to %s', async (_case, lang, body) => {
      const response = await rename(ids.renamed, lang, body).expect(400);
      expect(response.body).toEqual(BAD_PARAMETERS);
    });

    it.each(['999999', 'abc', '0'])('answers 404 to the player id %s', async (id) => {
      const response = await rename(id, 'en', { lastName: 'Ivanov', firstName: 'Ivan' }).expect(
        404,
      );
      expect(response.body).toEqual(PLAYER_NOT_FOUND);
    });

    it('changed nothing with the refused requests', async () => {
      expect(await stored(ids.renamed)).toMatchObject({
        lastName: 'Новиков-Прибой',
        firstName: 'Алексей Силыч',
        lastNameLatin: "O'Novikov-Priboy",
        firstNameLatin: 'Aléxei',
        lastNameZh: '诺维科夫',
        firstNameZh: '阿列克谢',
      });
      expect(await auditRows('player.rename')).toHaveLength(3);
    });
  });

  describe('merge', () => {
    it('previews what moves, the identifiers carried over, no conflicts', async () => {
      const answer = (await preview(ids.duplicate, ids.kept).expect(200)).body as MergePreview;
      expect(answer.duplicate).toMatchObject({ id: ids.duplicate, egdPin: 13700001 });
      expect(answer.kept).toMatchObject({ id: ids.kept, egdPin: null });
      // two games, one tournament row, its computed history point and the list's one
      expect(answer.moves).toEqual({ games: 2, tournaments: 1, ratingEntries: 2 });
      expect(answer.identifiers).toEqual({ egdPin: 13700001, agaId: null });
      expect(answer.conflicts).toEqual([]);
    });

    it('previews the conflicts of two records in the same tournament', async () => {
      const answer = (await preview(ids.y, ids.x).expect(200)).body as MergePreview;
      expect(answer.conflicts).toEqual([
        {
          kind: 'sameTournament',
          tournamentId: ids.autumn,
          title: 'Осенний турнир',
          message: `Both records play in tournament ${ids.autumn} (Осенний турнир)`,
        },
        {
          kind: 'playedEachOther',
          games: 1,
          message: 'The two records played each other (1 games)',
        },
      ]);
    });

    it('answers 404 for an unknown record on either side, 409 for a record into itself', async () => {
      expect((await preview(999999, ids.kept).expect(404)).body).toEqual(PLAYER_NOT_FOUND);
      expect((await merge(ids.duplicate, 999999).expect(404)).body).toEqual(PLAYER_NOT_FOUND);
      expect((await merge(ids.kept, ids.kept).expect(409)).body).toEqual({
        statusCode: 409,
        code: 'PLAYERS_MERGE_CONFLICT',
        message: 'A player record cannot be merged into itself',
      });
    });

    it('refuses with 409 and the reason when both are in one tournament, changing nothing', async () => {
      const cursor = await syncCursor();
      const response = await merge(ids.y, ids.x).expect(409);
      expect(response.body).toEqual({
        statusCode: 409,
        code: 'PLAYERS_MERGE_CONFLICT',
        message: `Both records play in tournament ${ids.autumn} (Осенний турнир)`,
      });
      expect(await stored(ids.y)).not.toBeNull();
      expect(await gamesOf(ids.y)).toBe(1);
      expect(await count('tournament_player', { player_id: ids.y })).toBe(1);
      expect(await syncPlayers(cursor)).toMatchObject({ items: [], deleted: [] });
      expect(await auditRows('player.merge')).toEqual([]);
    });

    it('moves games, tournament rows and history, carries the PIN, deletes the duplicate, recomputes', async () => {
      const keptBefore = await stored(ids.kept);
      const winterBefore = await standing(ids.winter);
      expect(keptBefore?.lastTournamentId).toBe(ids.winter);
      const cursor = await syncCursor();

      const answer = (await merge(ids.duplicate, ids.kept).expect(200)).body as MergeResult;
      expect(answer).toMatchObject({
        kept: { id: ids.kept, egdPin: 13700001 },
        moved: { games: 2, tournaments: 1, ratingEntries: 2 },
        deletedId: ids.duplicate,
      });
      expect(answer.playersRerated).toBeGreaterThan(0);

      expect(await stored(ids.duplicate)).toBeNull();
      expect(await gamesOf(ids.duplicate)).toBe(0);
      expect(await gamesOf(ids.kept)).toBe(3);
      expect(await count('tournament_player', { player_id: ids.kept })).toBe(2);
      expect(await count('rating_entry', { player_id: ids.duplicate })).toBe(0);
      expect(await count('rating_entry', { player_id: ids.kept, tournament_id: ids.spring })).toBe(
        1,
      );

      const keptAfter = await stored(ids.kept);
      expect(keptAfter).toMatchObject({
        egdPin: 13700001,
        birthYear: 1990,
        lastTournamentId: ids.spring,
      });
      // the kept record's history is recomputed: it starts from the duplicate's list rating
      // (1900) before winter, and spring starts where winter ended
      expect(keptBefore?.rgfRating).toBeLessThan(1000);
      expect(keptAfter?.rgfRating).toBeCloseTo(1900);
      const winter = await standing(ids.winter);
      expect(Number(winterBefore.rating_before)).not.toBeCloseTo(1900);
      expect(Number(winter.rating_before)).toBeCloseTo(1900);
      expect(Number((await standing(ids.spring)).rating_before)).toBeCloseTo(
        Number(winter.rating_after),
      );

      const page = await syncPlayers(cursor);
      expect(page.deleted).toEqual([ids.duplicate]);
      const keptRow = page.items.find((item) => item.id === ids.kept);
      expect(keptRow).toMatchObject({ egdPin: 13700001, lastTournamentId: ids.spring });
      expect(keptRow!.rev).toBeGreaterThan(cursor);

      const tournaments = (
        await t.http().get(`/api/v1/players/${ids.kept}/tournaments`).expect(200)
      ).body as Array<{ tournamentId: number }>;
      expect(tournaments.map((row) => row.tournamentId).sort()).toEqual(
        [ids.winter, ids.spring].sort(),
      );
      expect(await listed('сидоров')).toHaveLength(1);
      await t.http().get(`/api/v1/players/${ids.duplicate}`).expect(404);
    });

    it('writes the audit row of the merge', async () => {
      const rows = await auditRows('player.merge');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actorName: 'root', target: `player:${ids.kept}` });
      const details = JSON.parse(rows[0].details!) as Record<string, unknown>;
      expect(details).toMatchObject({
        duplicate: { id: ids.duplicate, egdPin: 13700001 },
        kept: { id: ids.kept, egdPin: null },
        moved: { games: 2, tournaments: 1, ratingEntries: 2 },
        filled: ['egdPin', 'birthYear'],
      });
    });

    it('answers 404 for the deleted duplicate afterwards', async () => {
      expect((await preview(ids.duplicate, ids.kept).expect(404)).body).toEqual(PLAYER_NOT_FOUND);
    });
  });
});
