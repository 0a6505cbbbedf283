import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_SETTING,
  seedDemo,
  seedDemoIfEmpty,
  type DemoSeedReport,
} from '@api/demo/demo-seeder';
import { demoOptions } from '@api/demo/generator/generate-demo-data';
import { recomputeRatings } from '@api/rating/recompute/recompute-ratings';
import { loadCrosstableGames, loadStandingRows } from '@api/tournaments/tournament-rows.query';
import { tournamentStandings } from '@api/tournaments/tournament-standings';
import { replayRecord } from '@tests/fixtures/sgf/replay-record';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const TODAY = '2026-11-21';

interface StoredRecord {
  sgf: string;
  result: string;
  handicap: number;
  size: number;
}

describe('demo data on first start', () => {
  let db: TestDatabase;
  let report: DemoSeedReport;

  beforeAll(async () => {
    db = await createTestDatabase();
    report = await seedDemo(db.orm.em.fork(), demoOptions(TODAY));
  }, 300_000);
  afterAll(async () => {
    await db.close();
  });

  const one = async (sql: string): Promise<Record<string, unknown>> => {
    const rows: unknown = await db.orm.em.getConnection().execute(sql);
    return (rows as Array<Record<string, unknown>>)[0];
  };
  const count = async (sql: string) => Number((await one(sql)).n);

  it('holds a federation of the promised size', async () => {
    expect(await count('select count(*) as n from player')).toBe(3000);
    expect(await count('select count(*) as n from tournament')).toBe(400);
    const games = await count('select count(*) as n from game');
    expect(games).toBeGreaterThan(27_000);
    expect(games).toBeLessThan(33_000);
    expect(report.games).toBe(games);
    expect(await count("select count(*) as n from location where kind = 'city'")).toBeGreaterThan(
      20,
    );
  });

  it('stores the places the crosstable answers, by the tie-breaks', async () => {
    const em = db.orm.em.fork();
    const ids: unknown = await em
      .getConnection()
      .execute('select id, rounds from tournament where game_count > 0 order by id limit 40');
    for (const { id, rounds } of ids as Array<{ id: number; rounds: number }>) {
      const rows = await loadStandingRows(em, id);
      const standings = tournamentStandings(rows, await loadCrosstableGames(em, id), rounds);
      const stored = new Map(rows.map((row) => [row.player_id, row.place]));
      expect(
        standings.filter((s) => s.place !== stored.get(s.player.id)),
        `tournament ${id}`,
      ).toEqual([]);
    }
  });

  it('has past and upcoming tournaments in every status', async () => {
    const rows: unknown = await db.orm.em
      .getConnection()
      .execute('select status, count(*) as n from tournament group by status');
    const statuses = Object.fromEntries(
      (rows as Array<{ status: string; n: number }>).map((r) => [r.status, Number(r.n)]),
    );
    expect(Object.keys(statuses).sort()).toEqual(['active', 'ended', 'processing', 'scheduled']);
    expect(
      await count(`select count(*) as n from tournament where start_date > '${TODAY}'`),
    ).toBeGreaterThan(0);
    expect(
      await count("select count(*) as n from tournament where start_date < '2001-01-01'"),
    ).toBeGreaterThan(0);
  });

  it('computes everyone’s ratings and labels the data as demo', async () => {
    expect(report.ratings.entries).toBeGreaterThan(5000);
    expect(
      await count('select count(*) as n from player where rgf_rating is not null'),
    ).toBeGreaterThan(2000);
    expect(await count('select count(*) as n from player where rev = 0')).toBe(0);
    expect(await count('select count(*) as n from tournament where rev = 0')).toBe(0);
    const stats = await one('select min(rgf_rating) as lo, max(rgf_rating) as hi from player');
    expect(Number(stats.lo)).toBeGreaterThanOrEqual(-1000);
    expect(Number(stats.hi)).toBeLessThanOrEqual(3000);
    expect(await one(`select value from app_setting where key = '${DEMO_SETTING}'`)).toBeDefined();
  });

  it('stores SGF records for a realistic share of the games, flagged for the lists', async () => {
    const records = await count('select count(*) as n from game_record');
    expect(records).toBe(report.records);
    expect(records).toBeGreaterThan(1500);
    expect(records / report.games).toBeLessThan(0.1);
    expect(await count('select count(*) as n from game where has_sgf = true')).toBe(records);
    expect(
      await count(
        'select count(*) as n from game g join game_record r on r.game_id = g.id where g.has_sgf = true',
      ),
    ).toBe(records);
    const latest = await one(
      'select max(g.date) as d from game g join game_record r on r.game_id = g.id',
    );
    expect(String(latest.d) > '2026-10-01').toBe(true);
  });

  it('stores records that replay legally on the tournament’s board with the game’s result', async () => {
    const rows: unknown = await db.orm.em
      .getConnection()
      .execute(
        'select r.sgf as sgf, g.result as result, g.handicap as handicap, t.board_size as size ' +
          'from game_record r join game g on g.id = r.game_id join tournament t on t.id = g.tournament_id',
      );
    const expected = { black: /^B\+/, white: /^W\+/, jigo: /^0$/ };
    const problems: string[] = [];
    let variations = 0;
    for (const row of rows as StoredRecord[]) {
      const summary = replayRecord(row.sgf);
      if (summary.size !== Number(row.size)) problems.push(`size ${summary.size}`);
      // Handicap 1 is black first without komi: no stones, so no HA.
      const stones = Number(row.handicap) >= 2 ? Number(row.handicap) : 0;
      if (Number(summary.root.HA?.[0] ?? 0) !== stones) problems.push('handicap');
      if ((summary.root.AB?.length ?? 0) !== stones) problems.push('handicap stones');
      const re = expected[row.result as keyof typeof expected];
      if (!re?.test(summary.root.RE?.[0] ?? ''))
        problems.push(`${row.result} ${summary.root.RE?.[0]}`);
      if (summary.branchPoints > 0) variations++;
    }
    expect(problems).toEqual([]);
    expect(variations).toBeGreaterThan(100);
  }, 180_000);

  /** Games whose copy of a player's starting rating differs from the standings' rating_before. */
  const gamesOffTheirStandings = (where = 'g.tournament_id is not null') =>
    count(
      'select count(*) as n from game g ' +
        'left join tournament_player b on b.tournament_id = g.tournament_id and b.player_id = g.black_id ' +
        'left join tournament_player w on w.tournament_id = g.tournament_id and w.player_id = g.white_id ' +
        `where ${where} and (coalesce(g.black_rating_before, -1) <> coalesce(b.rating_before, -1) ` +
        'or coalesce(g.white_rating_before, -1) <> coalesce(w.rating_before, -1))',
    );

  it('keeps both players’ starting ratings on every game, as the standings have them', async () => {
    expect(await gamesOffTheirStandings()).toBe(0);
    expect(
      await count('select count(*) as n from game where black_rating_before is not null'),
    ).toBeGreaterThan(1000);
  });

  it('gives the same ratings when recomputed from scratch', async () => {
    const before = await db.orm.em
      .getConnection()
      .execute('select player_id, tournament_id, rating, deviation from rating_entry order by id');
    const again = await recomputeRatings(db.orm.em.fork());
    expect(again.playersChanged).toBe(0);
    const after = await db.orm.em
      .getConnection()
      .execute('select player_id, tournament_id, rating, deviation from rating_entry order by id');
    expect(after).toEqual(before);
  });

  it('rewrites only what a corrected result changes, and clears an unranked tournament', async () => {
    const connection = db.orm.em.getConnection();
    const game = await one(
      'select g.id as id, g.tournament_id as t, g.result as result from game g join tournament t on t.id = g.tournament_id ' +
        "where t.status = 'ended' and t.ranked = true and t.federation = 'rgf' and g.result = 'black' order by t.end_date desc limit 1",
    );
    await connection.execute("update game set result = 'white' where id = ?", [game.id]);
    const corrected = await recomputeRatings(db.orm.em.fork());
    expect(corrected.tournamentsRewritten).toBeGreaterThanOrEqual(1);
    expect(corrected.tournamentsRewritten).toBeLessThan(50);
    expect(corrected.playersChanged).toBeGreaterThanOrEqual(2);
    expect(await gamesOffTheirStandings()).toBe(0);
    expect((await recomputeRatings(db.orm.em.fork())).tournamentsRewritten).toBe(0);

    await connection.execute('update tournament set ranked = ? where id = ?', [false, game.t]);
    const unranked = await recomputeRatings(db.orm.em.fork());
    expect(unranked.tournamentsRewritten).toBeGreaterThanOrEqual(1);
    expect(
      await count(`select count(*) as n from rating_entry where tournament_id = ${Number(game.t)}`),
    ).toBe(0);
    expect(
      await count(
        `select count(*) as n from tournament_player where tournament_id = ${Number(game.t)} and rating_after is not null`,
      ),
    ).toBe(0);
    expect(await gamesOffTheirStandings()).toBe(0);
    expect(
      await count(
        `select count(*) as n from game where tournament_id = ${Number(game.t)} and black_rating_before is not null`,
      ),
    ).toBe(0);
  });

  it('brings a finished, a live and an upcoming broadcast of four boards each', async () => {
    const rows: unknown = await db.orm.em
      .getConnection()
      .execute(
        'select b.status as status, count(d.id) as boards, sum(d.move_count) as moves ' +
          'from broadcast b join broadcast_board d on d.broadcast_id = b.id group by b.id, b.status order by b.id',
      );
    const summary = (rows as Array<{ status: string; boards: number; moves: number }>).map(
      (row) => ({ status: row.status, boards: Number(row.boards), moved: Number(row.moves) > 0 }),
    );
    expect(summary).toEqual([
      { status: 'finished', boards: 4, moved: true },
      { status: 'live', boards: 4, moved: true },
      { status: 'upcoming', boards: 4, moved: false },
    ]);
  });

  it('is not generated again once the database has players', async () => {
    const logger = { log: () => undefined };
    expect(await seedDemoIfEmpty(db.orm.em.fork(), logger)).toBe(false);
    expect(await count('select count(*) as n from player')).toBe(3000);
  });
});
