import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportService } from '@api/import/import.service';
import { UnreadableFileError } from '@api/import/import-model';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const h9 = (rows: string[]) =>
  [
    '; TC[T240301A]',
    '; EV[Кубок Киева]',
    '; PC[UA, Київ]',
    '; DT[2024-03-01,2024-03-02]',
    ';',
    '; Pl Name Grd Co Club Wins R1 R2',
    ...rows,
  ].join('\n');

const GOOD_ROWS = [
  '  1 Іваненко Петро    3d UA Київ  2   2+/w0   3+/b0  |12345678',
  '  2 Петренко Іван     1k UA Київ  1   1-/b0   3+/w0',
  '  3 Сидоренко Ганна   2k UA Київ  0   0-      1-/w0',
];

describe('importing bad input', () => {
  let db: TestDatabase;
  let importer: ImportService;

  beforeAll(async () => {
    db = await createTestDatabase();
    importer = new ImportService(db.orm.em.fork());
  });
  afterAll(async () => {
    await db.close();
  });

  const state = async () => {
    const rows: unknown = await db.orm.em
      .getConnection()
      .execute(
        'select (select count(*) from player) as players, (select count(*) from game) as games, ' +
          '(select count(*) from tournament) as tournaments, (select value from sync_counter) as rev',
      );
    const [row] = rows as Array<Record<string, number | string>>;
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
  };

  it('reports a bad line as file:line and reason and imports the rest', async () => {
    const text = h9([
      ...GOOD_ROWS.slice(0, 2),
      '  3 Сидоренко Ганна   2k UA Київ  0   ???     1-/w0',
    ]);
    const report = await importer.importText('h9', text, 'kyiv-cup.h9');
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toMatch(/^kyiv-cup\.h9:9 .+/);
    expect(report.tournament).toMatchObject({ created: true, participants: { kept: 3 } });
    expect(report.tournament!.games.kept).toBeGreaterThanOrEqual(1);
    const after = await state();
    expect(after.players).toBe(3);
  });

  it('finds players without a PIN again by name and country in the next file', async () => {
    const report = await importer.importText(
      'h9',
      h9(GOOD_ROWS).replace('T240301A', 'T240302A'),
      'second.h9',
    );
    expect(report.problems).toEqual([]);
    expect(report.tournament!.players).toMatchObject({ created: 0, matched: 3 });
  });

  it.each([
    ['an OpenGotha file that is not XML', 'opengotha' as const, 'this is not xml at all'],
    ['an XML file that is not a tournament', 'opengotha' as const, '<?xml version="1.0"?><Other/>'],
    ['an h9 file without a header', 'h9' as const, 'hello\nworld\n'],
    ['an EGF list without rows', 'egf-list' as const, '<html><body>nothing</body></html>'],
    ['an AGA list without rows', 'aga-list' as const, ''],
  ])('changes nothing for %s', async (_name, format, text) => {
    const before = await state();
    await expect(importer.importText(format, text, 'broken')).rejects.toBeInstanceOf(
      UnreadableFileError,
    );
    expect(await state()).toEqual(before);
  });
});
