import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ImportService, type ImportReport } from '@api/import/import.service';
import type { ImportFormat } from '@api/import/import-model';
import {
  describeWithSharedData,
  EGD_H9_COUNTS,
  OPENGOTHA_COUNTS,
  sharedFile,
  UGD_H9_COUNTS,
} from '@tests/support/shared-data';
import { createTestDatabase, type TestDatabase } from './support/test-database';

interface Stored {
  players: number;
  games: number;
  rounds: number;
  maxRound: number;
}

describeWithSharedData('importing the real tournament files', () => {
  let db: TestDatabase;
  let importer: ImportService;
  const reports = new Map<string, ImportReport>();

  beforeAll(async () => {
    db = await createTestDatabase();
    importer = new ImportService(db.orm.em.fork());
    const files: Array<[ImportFormat, string]> = [
      ...Object.keys(OPENGOTHA_COUNTS).map((f): [ImportFormat, string] => [
        'opengotha',
        sharedFile('egc', f),
      ]),
      ...Object.keys(EGD_H9_COUNTS).map((f): [ImportFormat, string] => [
        'h9',
        sharedFile('egd-h9', f),
      ]),
      ...readdirSync(sharedFile('ugd-h9'))
        .filter((f) => f.endsWith('.h9'))
        .map((f): [ImportFormat, string] => ['h9', sharedFile('ugd-h9', f)]),
    ];
    for (const [format, path] of files) reports.set(path, await importer.importFile(format, path));
  }, 600_000);

  afterAll(async () => {
    await db.close();
  });

  async function stored(id: number): Promise<Stored> {
    const rows: unknown = await db.orm.em
      .getConnection()
      .execute(
        'select t.player_count as players, t.game_count as games, t.rounds as rounds, ' +
          '(select count(*) from tournament_player tp where tp.tournament_id = t.id) as tp, ' +
          '(select count(*) from game g where g.tournament_id = t.id) as g, ' +
          '(select max(round) from game g where g.tournament_id = t.id) as max_round ' +
          'from tournament t where t.id = ?',
        [id],
      );
    const [row] = rows as Array<Record<string, number | string>>;
    expect(Number(row.players)).toBe(Number(row.tp));
    expect(Number(row.games)).toBe(Number(row.g));
    return {
      players: Number(row.tp),
      games: Number(row.g),
      rounds: Number(row.rounds),
      maxRound: Number(row.max_round ?? 0),
    };
  }

  it('stores every file with its players, games and rounds', async () => {
    const expected: Array<[string, [number, number, number]]> = [
      ...Object.entries(OPENGOTHA_COUNTS).map(([f, c]): [string, [number, number, number]] => [
        sharedFile('egc', f),
        c,
      ]),
      ...Object.entries(EGD_H9_COUNTS).map(([f, c]): [string, [number, number, number]] => [
        sharedFile('egd-h9', f),
        c,
      ]),
      ...Object.entries(UGD_H9_COUNTS).map(([f, c]): [string, [number, number, number]] => [
        sharedFile('ugd-h9', `${f}.h9`),
        c,
      ]),
    ];
    expect(expected).toHaveLength(81);
    for (const [path, [players, games, rounds]] of expected) {
      const report = reports.get(path);
      expect(report, path).toBeDefined();
      expect(report!.problems, path).toEqual([]);
      const counts = await stored(report!.tournament!.tournamentId!);
      expect({ path, players: counts.players, games: counts.games, rounds: counts.rounds }).toEqual(
        {
          path,
          players,
          games,
          rounds,
        },
      );
      expect(counts.maxRound).toBeLessThanOrEqual(rounds);
    }
  });

  it('adds up to the Ukrainian database: 3,415 games in 72 files', async () => {
    const rows: unknown = await db.orm.em
      .getConnection()
      .execute(
        "select count(*) as n from game g join tournament t on t.id = g.tournament_id where t.code like 'T1%' and t.code <> 'T230723B'",
      );
    expect(Number((rows as Array<{ n: number }>)[0].n)).toBe(3415);
  });

  it('finds a player again by EGD PIN across files instead of creating a twin', async () => {
    const rows: unknown = await db.orm.em
      .getConnection()
      .execute(
        'select egd_pin, count(*) as n from player where egd_pin is not null group by egd_pin having count(*) > 1',
      );
    expect(rows).toEqual([]);
    const reused = [...reports.values()].reduce(
      (sum, r) => sum + (r.tournament?.players.matched ?? 0),
      0,
    );
    expect(reused).toBeGreaterThan(500);
  });

  it('changes nothing when the same files are imported again', async () => {
    const before = await snapshot();
    for (const path of [
      sharedFile('egc', 'egc2013-main.xml'),
      sharedFile('egd-h9', 'T230723B-egc2023.h9'),
      sharedFile('ugd-h9', 'T150131E.h9'),
    ]) {
      const report = await importer.importFile(path.endsWith('.xml') ? 'opengotha' : 'h9', path);
      expect(report.tournament!.created).toBe(false);
      expect(report.tournament!.players).toMatchObject({ created: 0, updated: 0 });
      expect(report.tournament!.participants).toMatchObject({ created: 0, updated: 0, removed: 0 });
      expect(report.tournament!.games).toMatchObject({ created: 0, updated: 0, removed: 0 });
    }
    expect(await snapshot()).toEqual(before);
  });

  async function snapshot() {
    const connection = db.orm.em.getConnection();
    const result: Record<string, unknown> = {};
    for (const table of [
      'player',
      'tournament',
      'tournament_player',
      'game',
      'location',
      'tombstone',
    ]) {
      const rows: unknown = await connection.execute(
        `select count(*) as n, max(id) as m from ${table}`,
      );
      result[table] = rows;
    }
    result.rev = await connection.execute('select value from sync_counter');
    return result;
  }
});
