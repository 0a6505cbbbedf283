import { Logger } from '@nestjs/common';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AdminTournament,
  AdminTournamentList,
  TournamentEditAnswer,
} from '@sync/contract/admin-tournaments';
import type { Page } from '@sync/contract/common';
import type { TournamentSummary } from '@sync/contract/tournaments';
import type { SyncPage, SyncTournament } from '@sync/protocol';
import { RatingsRecomputer } from '@api/admin/tournaments/ratings-recomputer';
import { TournamentProcessingService } from '@api/admin/tournaments/tournament-processing.service';
import type { RecomputeOptions } from '@api/rating/recompute/recompute-ratings';
import {
  makeGame,
  makeLocation,
  makeParticipant,
  makePlayer,
  makeTournament,
} from '@tests/factories/factories';
import { signedInUser } from './support/accounts';
import {
  BAD_PARAMETERS,
  PERMISSION_DENIED,
  TOURNAMENT_NOT_FOUND,
  UNAUTHORIZED,
} from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const PROCESSING_REFUSED = {
  statusCode: 409,
  code: 'TOURNAMENT_PROCESSING',
  message: 'The tournament is being processed already: wait until it ends',
};

interface AuditRow {
  action: string;
  target: string;
  actor_name: string | null;
  details: string | null;
}

describe('admin tournaments: GET /admin/tournaments, pin, ignore, process, PATCH', () => {
  let t: TestApp;
  let adminCookie: string;
  let userCookie: string;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    const seeded = await t.seed((em) => {
      const russia = makeLocation(em, { name: 'Россия', nameLatin: 'Russia', code: 'RU' });
      const kazan = makeLocation(em, {
        kind: 'city',
        parent: russia,
        name: 'Казань',
        nameLatin: 'Kazan',
      });
      const made = Object.fromEntries(
        ['Альфа', 'Бета', 'Гамма', 'Дельта', 'Эпсилон', 'Зета'].map((title, i) => [
          title,
          makeTournament(em, {
            title,
            titleLatin: `T${i}`,
            startDate: `2023-0${i + 1}-10`,
            endDate: `2023-0${i + 1}-11`,
            location: i < 2 ? kazan : null,
          }),
        ]),
      );
      made['Скрытый'] = makeTournament(em, {
        title: 'Скрытый',
        startDate: '2023-08-01',
        endDate: '2023-08-02',
        visible: false,
      });
      return { kazan, ...made };
    });
    ids = Object.fromEntries(Object.entries(seeded).map(([name, row]) => [name, row.id]));
    adminCookie = (await signedInUser(t, { username: 'root', roles: ['user', 'admin'] })).cookie;
    userCookie = (await signedInUser(t, { username: 'plain' })).cookie;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await t.close();
  });

  const as = (cookie: string | null, path: string, query: Record<string, unknown> = {}) => {
    const call = t.http().get(`/api/v1/admin/tournaments${path}`).query(query);
    return cookie ? call.set('Cookie', cookie) : call;
  };
  const list = async (query: Record<string, unknown> = {}) =>
    (await as(adminCookie, '', query).expect(200)).body as AdminTournamentList;
  const act = async (path: string) =>
    (await as(adminCookie, path).expect(200)).body as AdminTournament;
  const patch = (id: number | string, body: unknown, cookie: string | null = adminCookie) => {
    const call = t
      .http()
      .patch(`/api/v1/admin/tournaments/${id}`)
      .set('Origin', TEST_ORIGIN)
      .send(body as object);
    return cookie ? call.set('Cookie', cookie) : call;
  };
  const publicTitles = async (query = '') =>
    (
      (await t.http().get(`/api/v1/tournaments?limit=100${query}`).expect(200))
        .body as Page<TournamentSummary>
    ).items.map((item) => item.title);
  const sync = async (since: number) =>
    (await t.http().get(`/api/v1/sync/tournaments?since=${since}&limit=20000`).expect(200))
      .body as SyncPage<SyncTournament>;
  const rowsOf = <T>(sql: string, params: unknown[]) =>
    t.db.orm.em.fork().getConnection().execute<T[]>(sql, params);
  const auditRows = (target: string) =>
    rowsOf<AuditRow>(
      'select action, target, actor_name, details from audit_entry where target = ? order by id',
      [target],
    );
  const stored = async (id: number) => {
    const [row] = await rowsOf<{
      status: string;
      status_before_processing: string | null;
      rev: number;
    }>('select status, status_before_processing, rev from tournament where id = ?', [id]);
    if (!row) throw new Error(`no tournament ${id}`);
    return row;
  };

  describe('is for admins only', () => {
    const paths = () => [
      '',
      `/pin/${ids['Альфа']}`,
      `/ignore/${ids['Альфа']}`,
      `/process/${ids['Альфа']}`,
      `/process/${ids['Альфа']}/progress`,
    ];

    it('answers 401 to an anonymous client on every endpoint', async () => {
      for (const path of paths()) {
        expect((await as(null, path).expect(401)).body, path).toEqual(UNAUTHORIZED);
      }
      expect((await patch(ids['Альфа'], { rounds: 7 }, null).expect(401)).body).toEqual(
        UNAUTHORIZED,
      );
    });

    it("answers 403 'Permission denied. You don't have access to perform this action.' to a user", async () => {
      for (const path of paths()) {
        const response = await as(userCookie, path).expect(403);
        expect(response.body, path).toEqual(PERMISSION_DENIED);
        expect((response.body as { message: string }).message).toBe(
          "Permission denied. You don't have access to perform this action.",
        );
      }
      expect((await patch(ids['Альфа'], { rounds: 7 }, userCookie).expect(403)).body).toEqual(
        PERMISSION_DENIED,
      );
      expect(await stored(ids['Альфа'])).toMatchObject({ status: 'ended' });
      expect(await auditRows(`tournament:${ids['Альфа']}`)).toEqual([]);
    });

    it('refuses a pin that a browser marks cross-site (a link on another site)', async () => {
      const response = await as(adminCookie, `/pin/${ids['Альфа']}`)
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(403);
      expect((response.body as { code: string }).code).toBe('ORIGIN_REJECTED');
      expect((await list({ pinned: true })).total).toBe(0);
    });
  });

  it('documents its paths in the OpenAPI document', async () => {
    const document = (await t.http().get('/api/docs/json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const methods = (path: string) => Object.keys(document.paths[`/api/v1${path}`] ?? {});
    expect(methods('/admin/tournaments')).toEqual(['get']);
    expect(methods('/admin/tournaments/pin/{id}')).toEqual(['get']);
    expect(methods('/admin/tournaments/ignore/{id}')).toEqual(['get']);
    expect(methods('/admin/tournaments/process/{id}')).toEqual(['get']);
    expect(methods('/admin/tournaments/process/{id}/progress')).toEqual(['get']);
    expect(methods('/admin/tournaments/{id}')).toContain('patch');
    expect(Object.keys(document.components.schemas.TournamentEditDto.properties).sort()).toEqual([
      'description',
      'endDate',
      'handicapRule',
      'komi',
      'locationId',
      'online',
      'ranked',
      'rounds',
      'startDate',
      'title',
      'titleLatin',
    ]);
  });

  describe('GET /admin/tournaments', () => {
    it('answers 5 from offset 0 by default with the total, hidden ones included', async () => {
      const page = await list();
      expect(page.total).toBe(7);
      expect(page.limit).toBe(5);
      expect(page.offset).toBe(0);
      expect(page.items.map((item) => item.title)).toEqual([
        'Скрытый',
        'Зета',
        'Эпсилон',
        'Дельта',
        'Гамма',
      ]);
      expect(page.items[0]).toMatchObject({
        visible: false,
        pinned: false,
        description: null,
        statusBeforeProcessing: null,
        processing: null,
      });
      const rest = await list({ offset: 5 });
      expect(rest.items.map((item) => item.title)).toEqual(['Бета', 'Альфа']);
      expect(rest.total).toBe(7);
    });

    it('filters by title, city, location, visibility and pinned, and sorts', async () => {
      expect((await list({ title: 'гам' })).items.map((i) => i.title)).toEqual(['Гамма']);
      expect((await list({ city: 'Kazan' })).items.map((i) => i.title)).toEqual(['Бета', 'Альфа']);
      expect((await list({ location: ids.kazan })).total).toBe(2);
      expect((await list({ visible: false })).items.map((i) => i.title)).toEqual(['Скрытый']);
      expect((await list({ visible: true })).total).toBe(6);
      expect((await list({ showIgnored: false })).total).toBe(6);
      expect((await list({ pinned: false })).total).toBe(7);
      expect(
        (await list({ sort: 'title', order: 'asc', limit: 3 })).items.map((i) => i.title),
      ).toEqual(['Альфа', 'Бета', 'Гамма']);
      expect((await list({ limit: 20 })).items).toHaveLength(7);
    });

    it('answers 400 to bad parameters', async () => {
      for (const query of [
        { limit: 0 },
        { limit: 201 },
        { offset: -1 },
        { sort: 'nope' },
        { pinned: 'maybe' },
        { visible: 'x' },
      ]) {
        const response = await as(adminCookie, '', query).expect(400);
        expect(response.body, JSON.stringify(query)).toEqual(BAD_PARAMETERS);
      }
    });
  });

  describe('GET /admin/tournaments/pin/{id}', () => {
    it('pins and unpins, answers the tournament as it now is, moves it first in GET /tournaments', async () => {
      const id = ids['Альфа'];
      const revBefore = (await stored(id)).rev;
      const pinned = await act(`/pin/${id}`);
      expect(pinned).toMatchObject({ id, title: 'Альфа', pinned: true, visible: true });
      expect((await stored(id)).rev).toBeGreaterThan(revBefore);
      expect((await publicTitles('&pinnedFirst=true'))[0]).toBe('Альфа');
      expect((await list({ pinned: true })).items.map((i) => i.id)).toEqual([id]);
      const cursor = (await sync(0)).next;
      const unpinned = await act(`/pin/${id}`);
      expect(unpinned.pinned).toBe(false);
      expect((await publicTitles('&pinnedFirst=true'))[0]).toBe('Зета');
      const changes = await sync(cursor);
      expect(changes.items.map((item) => [item.id, item.pinned])).toEqual([[id, false]]);
      expect(await auditRows(`tournament:${id}`)).toMatchObject([
        { action: 'tournament.pin', actor_name: 'root' },
        { action: 'tournament.unpin', actor_name: 'root' },
      ]);
    });

    it('answers 404 for an unknown tournament', async () => {
      for (const path of ['/pin/999999', '/ignore/999999', '/process/999999', '/pin/abc']) {
        expect((await as(adminCookie, path).expect(404)).body, path).toEqual(TOURNAMENT_NOT_FOUND);
      }
    });
  });

  describe('GET /admin/tournaments/ignore/{id}', () => {
    it('hides a tournament: gone from GET /tournaments and deleted in the sync feed; shown again, back', async () => {
      const id = ids['Бета'];
      const cursor = (await sync(0)).next;
      const hidden = await act(`/ignore/${id}`);
      expect(hidden).toMatchObject({ id, visible: false });
      expect(await publicTitles()).not.toContain('Бета');
      expect((await list({ visible: false })).items.map((i) => i.title)).toContain('Бета');
      const afterHide = await sync(cursor);
      expect(afterHide.items.map((item) => item.id)).not.toContain(id);
      expect(afterHide.deleted).toEqual([id]);
      expect((await sync(0)).items.map((item) => item.id)).not.toContain(id);

      const shown = await act(`/ignore/${id}`);
      expect(shown.visible).toBe(true);
      expect(await publicTitles()).toContain('Бета');
      const afterShow = await sync(afterHide.next);
      expect(afterShow.items.map((item) => item.id)).toEqual([id]);
      expect(afterShow.deleted).toEqual([]);
      expect(await auditRows(`tournament:${id}`)).toMatchObject([
        { action: 'tournament.hide' },
        { action: 'tournament.show' },
      ]);
    });
  });

  describe('GET /admin/tournaments/process/{id}', () => {
    /** An unprocessed (active) egf tournament of two 2100 players where black won. */
    const unprocessed = () =>
      t
        .seed((em) => {
          const black = makePlayer(em, { egfRating: 2100 });
          const white = makePlayer(em, { egfRating: 2100 });
          const tournament = makeTournament(em, {
            federation: 'egf',
            status: 'active',
            startDate: '2024-03-01',
            endDate: '2024-03-02',
          });
          makeParticipant(em, tournament, black, { rank: '1d', declaredRating: 2100 });
          makeParticipant(em, tournament, white, { rank: '1d', declaredRating: 2100 });
          makeGame(em, tournament, black, white, { result: 'black' });
          return { tournament, black };
        })
        .then(({ tournament, black }) => ({ id: tournament.id, black: black.id }));
    const ratingsOf = (tournamentId: number) =>
      rowsOf<{ player_id: number; rating_before: number | null; rating_after: number | null }>(
        'select player_id, rating_before, rating_after from tournament_player where tournament_id = ? order by player_id',
        [tournamentId],
      );
    const egfRatingOf = async (playerId: number) => {
      const [row] = await rowsOf<{ egf_rating: number }>(
        'select egf_rating from player where id = ?',
        [playerId],
      );
      return Number(row?.egf_rating);
    };
    const progress = async (id: number) => act(`/process/${id}/progress`);
    /** Polls the progress endpoint, as the page does, until the processing is over. */
    const untilFinished = async (id: number) => {
      const seen: AdminTournament[] = [];
      await vi.waitFor(
        async () => {
          const now = await progress(id);
          seen.push(now);
          // the row is read before the progress: both must say it is over
          expect(now.status).not.toBe('processing');
          expect(['done', 'failed']).toContain(now.processing?.phase);
        },
        { timeout: 20_000, interval: 20 },
      );
      await t.app.get(TournamentProcessingService).whenIdle();
      return seen;
    };

    it('answers the tournament processing, recomputes the ratings in the background, then ends it', async () => {
      const { id, black } = await unprocessed();
      expect((await ratingsOf(id)).map((r) => r.rating_after)).toEqual([null, null]);
      const cursor = (await sync(0)).next;
      const answer = await act(`/process/${id}`);
      expect(answer).toMatchObject({ id, status: 'processing', statusBeforeProcessing: 'active' });
      expect(answer.processing).toMatchObject({ tournamentId: id, error: null });
      const seen = await untilFinished(id);
      expect(seen.at(-1)).toMatchObject({
        status: 'ended',
        statusBeforeProcessing: null,
        processing: { phase: 'done', percent: 100, error: null },
      });
      const [winner, loser] = await ratingsOf(id);
      expect(Number(winner.rating_before)).toBe(2100);
      expect(Number(winner.rating_after)).toBeGreaterThan(2100);
      expect(Number(loser.rating_after)).toBeLessThan(2100);
      expect(await egfRatingOf(black)).toBeCloseTo(Number(winner.rating_after), 6);
      // offline copies follow the status
      const changes = await sync(cursor);
      expect(changes.items.find((item) => item.id === id)?.status).toBe('ended');
      expect(await auditRows(`tournament:${id}`)).toMatchObject([
        { action: 'tournament.process', actor_name: 'root' },
      ]);
    });

    it('reports the phases of the recompute as it advances', async () => {
      const { id } = await unprocessed();
      const service = t.app.get(TournamentProcessingService);
      const recomputer = t.app.get(RatingsRecomputer);
      const run = recomputer.run.bind(recomputer);
      const phases: string[] = [];
      vi.spyOn(recomputer, 'run').mockImplementation((em, options: RecomputeOptions) =>
        run(em, {
          ...options,
          onProgress: (p) => {
            options.onProgress?.(p);
            const now = service.progressOf(id)!;
            phases.push(`${now.phase}:${now.percent}`);
          },
        }),
      );
      await act(`/process/${id}`);
      await untilFinished(id);
      expect(phases[0]).toBe('load:0');
      expect(phases).toContain('compute:30');
      expect(phases.at(-1)).toBe('write:100');
    });

    it('refuses a second request while the tournament is processing (409), one recompute at a time', async () => {
      const { id } = await unprocessed();
      const other = await unprocessed();
      const recomputer = t.app.get(RatingsRecomputer);
      const run = recomputer.run.bind(recomputer);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const started: number[] = [];
      vi.spyOn(recomputer, 'run').mockImplementation(async (em, options) => {
        started.push(started.length);
        await gate;
        return run(em, options);
      });
      expect((await act(`/process/${id}`)).status).toBe('processing');
      const second = await as(adminCookie, `/process/${id}`).expect(409);
      expect(second.body).toEqual(PROCESSING_REFUSED);
      // nor can its facts change meanwhile
      expect((await patch(id, { komi: 0.5 }).expect(409)).body).toEqual(PROCESSING_REFUSED);
      // another tournament may be queued; it waits for the first recompute
      expect((await act(`/process/${other.id}`)).status).toBe('processing');
      expect((await progress(other.id)).processing?.phase).toBe('queued');
      await vi.waitFor(() => expect(started).toHaveLength(1));
      release();
      await untilFinished(id);
      await untilFinished(other.id);
      expect(started).toHaveLength(2);
      expect((await stored(id)).status).toBe('ended');
      expect((await stored(other.id)).status).toBe('ended');
      expect(
        (await auditRows(`tournament:${id}`)).filter((r) => r.action === 'tournament.process'),
      ).toHaveLength(1);
    });

    it('a failure keeps the old ratings, puts the previous status back and is audited', async () => {
      const { id, black } = await unprocessed();
      const before = await ratingsOf(id);
      const ratingBefore = await egfRatingOf(black);
      const recomputer = t.app.get(RatingsRecomputer);
      const run = recomputer.run.bind(recomputer);
      // fails after every rating is written, inside the recompute's transaction
      vi.spyOn(recomputer, 'run').mockImplementation((em, options: RecomputeOptions) =>
        run(em, {
          ...options,
          onProgress: (p) => {
            options.onProgress?.(p);
            if (p.phase === 'write' && p.fraction === 1) throw new Error('disk full (forced)');
          },
        }),
      );
      const logged = vi.spyOn(Logger.prototype, 'error');
      const answer = await act(`/process/${id}`);
      expect(answer.status).toBe('processing');
      const seen = await untilFinished(id);
      expect(logged).toHaveBeenCalledWith(
        `Processing tournament ${id} failed: disk full (forced)`,
        expect.stringContaining('disk full (forced)'),
      );
      expect(seen.at(-1)).toMatchObject({
        status: 'active',
        statusBeforeProcessing: null,
        processing: { phase: 'failed', error: 'disk full (forced)' },
      });
      expect(await stored(id)).toMatchObject({ status: 'active', status_before_processing: null });
      expect(await ratingsOf(id)).toEqual(before);
      expect(await egfRatingOf(black)).toBe(ratingBefore);
      const audit = await auditRows(`tournament:${id}`);
      expect(audit.map((row) => row.action)).toEqual([
        'tournament.process',
        'tournament.process.failed',
      ]);
      expect(JSON.parse(audit[1].details!)).toEqual({
        error: 'disk full (forced)',
        restored: 'active',
      });
      // and it can be processed again
      vi.restoreAllMocks();
      await act(`/process/${id}`);
      await untilFinished(id);
      expect((await stored(id)).status).toBe('ended');
    });

    it('puts back the previous status of a tournament left processing by a stopped server', async () => {
      const { id } = await unprocessed();
      await t.db.orm.em
        .fork()
        .getConnection()
        .execute(
          "update tournament set status = 'processing', status_before_processing = 'scheduled' where id = ?",
          [id],
        );
      await t.app.get(TournamentProcessingService).onApplicationBootstrap();
      expect(await stored(id)).toMatchObject({
        status: 'scheduled',
        status_before_processing: null,
      });
      expect((await auditRows(`tournament:${id}`)).map((r) => r.action)).toEqual([
        'tournament.process.failed',
      ]);
    });
  });

  describe('PATCH /admin/tournaments/{id}', () => {
    it('edits the facts in one go, audits before and after, and says whether ratings are affected', async () => {
      const id = ids['Гамма'];
      const cursor = (await sync(0)).next;
      const response = await patch(id, {
        title: '  Гамма-кубок ',
        titleLatin: 'Gamma Cup',
        locationId: ids.kazan,
        rounds: 7,
        online: true,
        description: 'Правила: японские',
      }).expect(200);
      const answer = response.body as TournamentEditAnswer;
      expect(answer.ratingsAffected).toBe(false);
      expect(answer.changed.sort()).toEqual(
        ['description', 'locationId', 'online', 'rounds', 'title', 'titleLatin'].sort(),
      );
      expect(answer.tournament).toMatchObject({
        id,
        title: 'Гамма-кубок',
        titleLatin: 'Gamma Cup',
        rounds: 7,
        online: true,
        description: 'Правила: японские',
        city: { id: ids.kazan, nameLatin: 'Kazan' },
      });
      expect((await list({ title: 'gamma cup' })).items.map((i) => i.id)).toEqual([id]);
      expect((await sync(cursor)).items.find((item) => item.id === id)).toMatchObject({
        title: 'Гамма-кубок',
        locationId: ids.kazan,
      });
      const [audit] = await auditRows(`tournament:${id}`);
      expect(audit.action).toBe('tournament.edit');
      expect(JSON.parse(audit.details!)).toMatchObject({
        before: { title: 'Гамма', rounds: 5, locationId: null, online: false },
        after: { title: 'Гамма-кубок', rounds: 7, locationId: ids.kazan, online: true },
      });

      for (const body of [
        { endDate: '2023-03-12' },
        { ranked: false },
        { komi: 6.5 },
        { handicapRule: 'rank-2' },
      ]) {
        const changed = (await patch(id, body).expect(200)).body as TournamentEditAnswer;
        expect(changed.ratingsAffected, JSON.stringify(body)).toBe(true);
      }
      const same = (await patch(id, { komi: 6.5 }).expect(200)).body as TournamentEditAnswer;
      expect(same).toMatchObject({ changed: [], ratingsAffected: false });
    });

    it('answers 400 to invalid facts and changes nothing', async () => {
      const id = ids['Дельта'];
      const before = await list({ title: 'Дельта' });
      const revBefore = (await stored(id)).rev;
      const invalid: unknown[] = [
        { title: '' },
        { title: '   ' },
        { title: null },
        { title: 'x'.repeat(301) },
        { startDate: '2023-02-30' },
        { startDate: '2023-04-12', endDate: '2023-04-11' },
        { endDate: '2023-01-01' },
        { endDate: null },
        { rounds: -1 },
        { rounds: 2.5 },
        { rounds: '7' },
        { komi: 'six' },
        { komi: 1000 },
        { ranked: 'yes' },
        { ranked: null },
        { locationId: 999999 },
        { locationId: 'kazan' },
        { description: 5 },
      ];
      for (const body of invalid) {
        const response = await patch(id, body).expect(400);
        expect(response.body, JSON.stringify(body)).toMatchObject(BAD_PARAMETERS);
      }
      expect(await list({ title: 'Дельта' })).toEqual(before);
      expect((await stored(id)).rev).toBe(revBefore);
      expect(await auditRows(`tournament:${id}`)).toEqual([]);
      expect((await patch(999999, { rounds: 3 }).expect(404)).body).toEqual(TOURNAMENT_NOT_FOUND);
    });

    it('clears the nullable facts with null', async () => {
      const id = ids['Эпсилон'];
      await patch(id, { locationId: ids.kazan, komi: 7.5, description: 'x' }).expect(200);
      const answer = (
        await patch(id, { locationId: null, komi: null, description: null }).expect(200)
      ).body as TournamentEditAnswer;
      expect(answer.tournament).toMatchObject({ city: null, komi: null, description: null });
    });
  });
});
