import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportEvent, ImportReport, RecomputeResult } from '@sync/contract/admin-imports';
import { AuditEntry } from '@api/audit/audit-entry.entity';
import { ImportService } from '@api/import/import.service';
import { Tournament } from '@api/tournaments/tournament.entity';
import { describeWithSharedData, EGD_H9_COUNTS, sharedFile } from '@tests/support/shared-data';
import { signedInUser } from './support/accounts';
import { PERMISSION_DENIED, UNAUTHORIZED } from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const FILE_TOO_LARGE = { statusCode: 413, code: 'FILE_TOO_LARGE', message: 'File too large' };
const BAD_PARAMETERS = {
  statusCode: 400,
  code: 'BAD_PARAMETERS',
  message: 'Bad request. Parameters are invalid',
};

const messageOf = (body: unknown) => (body as { message: string }).message;

const h9 = (code: string, rows: string[]) =>
  [
    `; TC[${code}]`,
    '; EV[Кубок Казани]',
    '; PC[RU, Казань]',
    '; DT[2024-03-01,2024-03-02]',
    ';',
    '; Pl Name Grd Co Club Wins R1 R2',
    ...rows,
  ].join('\n');

/** Row 3's first cell is unreadable: line 9 of the file is reported and skipped. */
const ROWS_WITH_A_BAD_LINE = [
  '  1 Иванов Пётр       3d RU Kaz   2   2+/w0   3+/b0  |12345678',
  '  2 Петров Иван       1k RU Kaz   1   1-/b0   3+/w0',
  '  3 Сидорова Анна     2k RU Kaz   0   ???     1-/w0',
];

const AGA_LIST = [
  'Smith, John\t1001\tFull\t-2.5\t12/31/2021\tNYGC\tNY\t0.4\t11/15/2020',
  'Doe, Jane\t1002\tFull\t3.2\t12/31/2021\tSFGC\tCA\t0.3\t12/01/2020',
  'Broken, Row\tabc\tFull\t1.0\t12/31/2021\tSFGC\tCA\t0.3\t12/01/2020',
].join('\n');

describe('imports from the admin section: POST /admin/imports, POST /admin/imports/recompute', () => {
  let t: TestApp;
  let adminCookie: string;
  let adminId: number;
  let plainCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await signedInUser(t, { username: 'officer', roles: ['user', 'admin'] });
    adminCookie = admin.cookie;
    adminId = admin.user.id;
    plainCookie = (await signedInUser(t, { username: 'plain' })).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (
    format: string,
    content: string | Buffer,
    fileName: string,
    cookie: string | null = adminCookie,
  ) => {
    const request = t.http().post('/api/v1/admin/imports').set('Origin', TEST_ORIGIN);
    if (cookie) request.set('Cookie', cookie);
    return request
      .field('format', format)
      .attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content), fileName);
  };

  /** Every table an import or its audit row writes to, and the sync counter. */
  const state = async () => {
    const rows: unknown = await t.db.orm.em
      .fork()
      .getConnection()
      .execute(
        'select (select count(*) from player) as players, (select count(*) from game) as games, ' +
          '(select count(*) from tournament) as tournaments, ' +
          '(select count(*) from tournament_player) as standings, ' +
          '(select count(*) from rating_entry) as ratings, ' +
          '(select count(*) from audit_entry) as audit, (select value from sync_counter) as rev',
      );
    const [row] = rows as Array<Record<string, number | string>>;
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
  };

  const auditRows = (action: string) =>
    t.db.orm.em.fork().find(AuditEntry, { action }, { orderBy: { id: 'asc' } });

  describe('is for admins only', () => {
    it('answers 401 to a signed-out client, writing nothing', async () => {
      const before = await state();
      const response = await upload('h9', h9('T240301A', ROWS_WITH_A_BAD_LINE), 'a.h9', null);
      expect([response.status, response.body]).toEqual([401, UNAUTHORIZED]);
      const recompute = await t
        .http()
        .post('/api/v1/admin/imports/recompute')
        .set('Origin', TEST_ORIGIN);
      expect([recompute.status, recompute.body]).toEqual([401, UNAUTHORIZED]);
      expect(await state()).toEqual(before);
    });

    it("answers 403 'Permission denied...' to a signed-in non-admin, writing nothing", async () => {
      const before = await state();
      const response = await upload(
        'h9',
        h9('T240301A', ROWS_WITH_A_BAD_LINE),
        'a.h9',
        plainCookie,
      );
      expect([response.status, response.body]).toEqual([403, PERMISSION_DENIED]);
      expect(messageOf(response.body)).toBe(
        "Permission denied. You don't have access to perform this action.",
      );
      const recompute = await t
        .http()
        .post('/api/v1/admin/imports/recompute')
        .set('Cookie', plainCookie)
        .set('Origin', TEST_ORIGIN);
      expect([recompute.status, recompute.body]).toEqual([403, PERMISSION_DENIED]);
      expect(await state()).toEqual(before);
    });
  });

  describe('an h9 file with a bad line', () => {
    let report: ImportReport;
    let before: Record<string, number>;

    beforeAll(async () => {
      before = await state();
      const response = await upload('h9', h9('T240301A', ROWS_WITH_A_BAD_LINE), 'kazan-cup.h9');
      expect(response.status).toBe(200);
      report = response.body as ImportReport;
    });

    it("answers the report: the skipped line as 'line N: reason' and the counts", () => {
      expect(report.file).toBe('kazan-cup.h9');
      expect(report.format).toBe('h9');
      expect(report.skipped).toHaveLength(1);
      expect(report.skipped[0]).toMatch(/^line 9: \S.+$/);
      expect(report.tournament).toMatchObject({
        title: 'Кубок Казани',
        created: true,
        players: { created: 3, matched: 0 },
        participants: { created: 3, kept: 3 },
      });
      expect(report.tournament!.id).toBeGreaterThan(0);
      expect(report.tournament!.games.created).toBeGreaterThanOrEqual(1);
      expect(report.ratingList).toBeUndefined();
    });

    it('writes the rows: the tournament, its players, standings and games', async () => {
      const after = await state();
      expect(after.tournaments - before.tournaments).toBe(1);
      expect(after.players - before.players).toBe(3);
      expect(after.standings - before.standings).toBe(3);
      expect(after.games - before.games).toBe(report.tournament!.games.created);
      expect(after.rev).toBeGreaterThan(before.rev);
      const tournament = await t.db.orm.em.fork().findOneOrFail(Tournament, report.tournament!.id);
      expect(tournament.code).toBe('T240301A');
    });

    it("writes one audit row 'import' with the admin's id, the file, format and counts", async () => {
      const rows = await auditRows('import');
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row.actorId).toBe(adminId);
      expect(row.actorName).toBe('officer');
      expect(row.target).toBe(`tournament:${report.tournament!.id}`);
      expect(JSON.parse(row.details!)).toMatchObject({
        file: 'kazan-cup.h9',
        format: 'h9',
        skipped: 1,
        tournamentId: report.tournament!.id,
        created: true,
        players: { created: 3, matched: 0 },
        games: { created: report.tournament!.games.created },
      });
    });

    it('finds the players again when the same file comes a second time', async () => {
      const again = await upload('h9', h9('T240301A', ROWS_WITH_A_BAD_LINE), 'kazan-cup.h9');
      expect(again.status).toBe(200);
      expect((again.body as ImportReport).tournament).toMatchObject({
        id: report.tournament!.id,
        created: false,
        players: { created: 0, matched: 3 },
      });
    });
  });

  describe('a file that cannot be imported changes nothing', () => {
    const PNG = Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '00'.repeat(40),
      'hex',
    );
    const OPENGOTHA_HEAD =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Tournament dataVersion="201">\n<Players>\n' +
      '<Player name="Meyer" firstName="Michel" rank="6K" country="FR" club="90Be"/>\n';

    it.each([
      ['a binary file named .h9', 'h9', PNG, 'results.h9', /binary file/],
      [
        'an h9 file sent as OpenGotha',
        'opengotha',
        h9('T1', ROWS_WITH_A_BAD_LINE),
        'x.xml',
        /<Tournament>/,
      ],
      [
        'an XML file whose root is not a tournament',
        'opengotha',
        '<?xml version="1.0"?><Other/>',
        'x.xml',
        /<Tournament>/,
      ],
      [
        'a file whose name is not of the format',
        'h9',
        h9('T1', ROWS_WITH_A_BAD_LINE),
        'x.pdf',
        /does not end in \.h9, \.txt/,
      ],
      ['a text without an h9 header', 'h9', 'hello\nworld\n', 'x.h9', /h9 header/],
      [
        'a text that is no EGF list',
        'egf-list',
        '<html><body>nothing</body></html>',
        'egf.html',
        /PIN Name/,
      ],
      ['an OpenGotha file sent as an AGA list', 'aga-list', OPENGOTHA_HEAD, 'list.txt', /AGA/],
    ])('415 IMPORT_WRONG_TYPE for %s', async (_name, format, content, fileName, reason) => {
      const before = await state();
      const response = await upload(format, content, fileName);
      expect(response.status).toBe(415);
      expect(response.body).toMatchObject({ statusCode: 415, code: 'IMPORT_WRONG_TYPE' });
      expect(messageOf(response.body)).toMatch(/^The file is not of the chosen format: /);
      expect(messageOf(response.body)).toMatch(reason);
      expect(await state()).toEqual(before);
    });

    it.each([
      [
        'a truncated OpenGotha file',
        'opengotha',
        `${OPENGOTHA_HEAD}<Games>\n<Game black`,
        'cut.xml',
        /not well-formed XML/,
      ],
      [
        'an h9 header without player rows',
        'h9',
        h9('T240309A', []),
        'empty.h9',
        /no readable player rows/,
      ],
    ])('400 IMPORT_UNREADABLE for %s', async (_name, format, content, fileName, reason) => {
      const before = await state();
      const response = await upload(format, content, fileName);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'IMPORT_UNREADABLE' });
      expect(messageOf(response.body)).toMatch(/^The file cannot be read; nothing was imported: /);
      expect(messageOf(response.body)).toMatch(reason);
      expect(await state()).toEqual(before);
    });

    it('413 FILE_TOO_LARGE for a file over 20 MB', async () => {
      const before = await state();
      const big = h9('T240310A', ROWS_WITH_A_BAD_LINE) + '\n'.repeat(20 * 1024 * 1024);
      const response = await upload('h9', big, 'big.h9');
      expect([response.status, response.body]).toEqual([413, FILE_TOO_LARGE]);
      expect(await state()).toEqual(before);
    });

    it('400 BAD_PARAMETERS without a file or with an unknown format', async () => {
      const before = await state();
      const unknown = await upload('sgf', h9('T1', ROWS_WITH_A_BAD_LINE), 'x.h9');
      expect([unknown.status, unknown.body]).toEqual([400, BAD_PARAMETERS]);
      const noFile = await t
        .http()
        .post('/api/v1/admin/imports')
        .set('Origin', TEST_ORIGIN)
        .set('Cookie', adminCookie)
        .field('format', 'h9');
      expect([noFile.status, noFile.body]).toEqual([400, BAD_PARAMETERS]);
      expect(await state()).toEqual(before);
    });
  });

  it('writes the rows and the audit row in one transaction: a failing audit leaves nothing', async () => {
    const before = await state();
    const importer = new ImportService(t.db.orm.em.fork());
    await expect(
      importer.importText('h9', h9('T240311A', ROWS_WITH_A_BAD_LINE), 'rolled-back.h9', {
        beforeCommit: () => {
          throw new Error('the audit row could not be written');
        },
      }),
    ).rejects.toThrow('the audit row could not be written');
    expect(await state()).toEqual(before);
  });

  describe('progress as NDJSON (Accept: application/x-ndjson)', () => {
    it('tells what the file holds, then answers the report', async () => {
      const response = await upload(
        'h9',
        h9('T240305A', ROWS_WITH_A_BAD_LINE).replace('Кубок Казани', 'Кубок Казани 2'),
        'second.h9',
      )
        .set('Accept', 'application/x-ndjson')
        .buffer(true)
        .parse((res, done) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => done(null, text));
        });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
      const events = (response.body as string)
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as ImportEvent);
      expect(events[0]).toEqual({
        type: 'parsed',
        kind: 'tournament',
        players: 3,
        games: expect.any(Number) as number,
        skipped: 1,
      });
      const last = events[events.length - 1];
      expect(last.type).toBe('report');
      if (last.type !== 'report') return;
      expect(last.report.skipped).toEqual([expect.stringMatching(/^line 9: /)]);
      expect(last.report.tournament).toMatchObject({ created: true, players: { matched: 3 } });
    });

    it('answers a refused file with its status, not a stream', async () => {
      const response = await upload('h9', 'hello', 'x.h9').set('Accept', 'application/x-ndjson');
      expect(response.status).toBe(415);
      expect(response.body).toMatchObject({ code: 'IMPORT_WRONG_TYPE' });
    });
  });

  describe('a rating list, then the recompute', () => {
    it('imports an AGA list with a bad line reported', async () => {
      const before = await state();
      const response = await upload('aga-list', AGA_LIST, 'tdlista.txt');
      expect(response.status).toBe(200);
      const report = response.body as ImportReport;
      expect(report.skipped).toEqual(["line 3: AGA id 'abc' is not a number"]);
      expect(report.ratingList).toMatchObject({
        federation: 'aga',
        listDate: '2020-12-01',
        players: { created: 2 },
        ratings: { created: 2 },
      });
      const after = await state();
      expect(after.players - before.players).toBe(2);
      expect(after.ratings - before.ratings).toBe(2);
      const [, row] = await auditRows('import').then((rows) => rows.slice(-2));
      expect(row.actorId).toBe(adminId);
      expect(row.target).toBe('rating-list:aga');
      expect(JSON.parse(row.details!)).toMatchObject({
        file: 'tdlista.txt',
        format: 'aga-list',
        listDate: '2020-12-01',
      });
    });

    it('recomputes every rating, with an audit row', async () => {
      const response = await t
        .http()
        .post('/api/v1/admin/imports/recompute')
        .set('Cookie', adminCookie)
        .set('Origin', TEST_ORIGIN);
      expect(response.status).toBe(200);
      const result = response.body as RecomputeResult;
      expect(result.tournaments).toBeGreaterThanOrEqual(2);
      expect(result.games).toBeGreaterThanOrEqual(1);
      const rows = await auditRows('ratings.recompute');
      expect(rows.map((row) => row.actorId)).toEqual([adminId]);
    });
  });
});

describeWithSharedData('imports from the admin section: a real file', () => {
  let t: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = (await signedInUser(t, { username: 'officer', roles: ['user', 'admin'] })).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('imports the EGC 2023 h9 file: every player and game', async () => {
    const [players, games, rounds] = EGD_H9_COUNTS['T230723B-egc2023.h9'];
    const response = await t
      .http()
      .post('/api/v1/admin/imports')
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', adminCookie)
      .field('format', 'h9')
      .attach(
        'file',
        readFileSync(sharedFile('egd-h9', 'T230723B-egc2023.h9')),
        'T230723B-egc2023.h9',
      );
    expect(response.status).toBe(200);
    const report = response.body as ImportReport;
    expect(report.tournament).toMatchObject({
      title: 'European Go Congress Main Tournament',
      created: true,
      players: { created: players, matched: 0 },
      participants: { kept: players },
      games: { kept: games },
    });
    const tournament = await t.db.orm.em.fork().findOneOrFail(Tournament, report.tournament!.id);
    expect([tournament.code, tournament.rounds]).toEqual(['T230723B', rounds]);
  });
});
