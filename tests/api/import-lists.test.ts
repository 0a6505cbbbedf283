import { afterAll, beforeAll, expect, it } from 'vitest';
import { ImportService, type ImportReport } from '@api/import/import.service';
import { recomputeRatings } from '@api/rating/recompute/recompute-ratings';
import { describeWithSharedData, sharedFile } from '@tests/support/shared-data';
import { createTestDatabase, type TestDatabase } from './support/test-database';

describeWithSharedData('importing the rating lists', () => {
  let db: TestDatabase;
  let importer: ImportService;
  let egf: ImportReport;
  let aga: ImportReport;

  beforeAll(async () => {
    db = await createTestDatabase();
    importer = new ImportService(db.orm.em.fork());
    egf = await importer.importFile('egf-list', sharedFile('ratinglists', 'egf_db-2018-12-27.txt'));
    aga = await importer.importFile(
      'aga-list',
      sharedFile('ratinglists', 'aga-tdlista-2021-01.txt'),
    );
  }, 600_000);
  afterAll(async () => {
    await db.close();
  });

  const count = async (sql: string): Promise<number> => {
    const rows: unknown = await db.orm.em.getConnection().execute(sql);
    return Number((rows as Array<{ n: number | string }>)[0].n);
  };

  it('stores the EGF list: 45,172 players with PINs and their GoR on 2018-12-27', async () => {
    expect(egf.problems).toEqual([]);
    expect(egf.ratingList).toMatchObject({ federation: 'egf', listDate: '2018-12-27' });
    expect(egf.ratingList!.players.created).toBe(45_172);
    expect(await count('select count(*) as n from player where egd_pin is not null')).toBe(45_172);
    expect(
      await count(
        "select count(*) as n from rating_entry where federation = 'egf' and source = 'list' and date = '2018-12-27'",
      ),
    ).toBe(45_172);
  });

  it('stores the AGA list: 22,410 players, 14,062 of them rated', async () => {
    expect(aga.problems).toEqual([]);
    // Some AGA members are in the EGF list too (found again by name and country); namesakes
    // with different AGA numbers stay different people.
    expect(aga.ratingList!.players.created + aga.ratingList!.players.matched).toBe(22_410);
    expect(aga.ratingList!.players.matched).toBeGreaterThan(0);
    expect(await count('select count(*) as n from player where aga_id is not null')).toBe(22_410);
    expect(await count("select count(*) as n from rating_entry where federation = 'aga'")).toBe(
      14_062,
    );
  });

  it('changes nothing when a list is imported again', async () => {
    const again = await importer.importFile(
      'egf-list',
      sharedFile('ratinglists', 'egf_db-2018-12-27.txt'),
    );
    expect(again.ratingList!.players).toMatchObject({ created: 0, updated: 0, matched: 45_172 });
    expect(again.ratingList!.ratings).toMatchObject({ created: 0, updated: 0, removed: 0 });
  });

  it('starts the players of a later tournament from their listed GoR', async () => {
    const report = await importer.importFile('h9', sharedFile('egd-h9', 'T230723B-egc2023.h9'));
    expect(report.tournament!.players.matched).toBeGreaterThan(400);
    await recomputeRatings(db.orm.em.fork());
    const rows: unknown = await db.orm.em.getConnection().execute(
      `select r.rating as listed, tp.rating_before as before, tp.rating_after as after, p.egf_rating as current
         from tournament_player tp
         join player p on p.id = tp.player_id
         join rating_entry r on r.player_id = p.id and r.source = 'list' and r.federation = 'egf'
        where tp.tournament_id = ? and tp.rating_before is not null`,
      [report.tournament!.tournamentId],
    );
    const played = rows as Array<{
      listed: number;
      before: number;
      after: number;
      current: number;
    }>;
    expect(played.length).toBeGreaterThan(400);
    for (const row of played) {
      expect(Number(row.before)).toBeCloseTo(Number(row.listed), 6);
      expect(Number(row.current)).toBeCloseTo(Number(row.after), 6);
    }
  });
});
