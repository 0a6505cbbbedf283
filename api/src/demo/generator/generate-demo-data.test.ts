import { createHash } from 'node:crypto';
import { parse } from '@sabaki/sgf';
import { BOARD_SIZES } from '@domain/game/board-sizes';
import { isGameResult } from '@domain/game/game-result';
import { parseTimeControl } from '@domain/time-control';
import { describe, expect, it } from 'vitest';
import { replayRecord } from '@tests/fixtures/sgf/replay-record';
import {
  demoOptions,
  generateDemoData,
  type DemoData,
  type DemoGameRecord,
  type DemoOptions,
} from './generate-demo-data';

const TODAY = '2026-03-15';
const SMALL: DemoOptions = {
  seed: 7,
  players: 400,
  tournaments: 60,
  targetGames: 4000,
  firstYear: 2010,
  today: '2025-06-15',
};

const hash = (data: DemoData): string =>
  createHash('sha256').update(JSON.stringify(data)).digest('hex');

const demo = generateDemoData(demoOptions(TODAY));
const allGames = demo.tournaments.flatMap((t) => t.games);
const share = (part: number, whole: number): number => part / whole;

describe('generateDemoData determinism', () => {
  it('gives the same data for the same options', () => {
    expect(hash(generateDemoData(SMALL))).toBe(hash(generateDemoData(SMALL)));
    expect(generateDemoData(SMALL)).toEqual(generateDemoData(SMALL));
  });

  it('gives other data for another seed or another day', () => {
    const base = hash(generateDemoData(SMALL));
    expect(hash(generateDemoData({ ...SMALL, seed: 8 }))).not.toBe(base);
    expect(hash(generateDemoData({ ...SMALL, today: '2025-06-16' }))).not.toBe(base);
  });
});

describe('generateDemoData at demo size', () => {
  it('produces the requested counts, games within 10% of the target', () => {
    const options = demoOptions(TODAY);
    expect(demo.players).toHaveLength(options.players);
    expect(demo.tournaments).toHaveLength(options.tournaments);
    expect(allGames.length).toBeGreaterThan(options.targetGames * 0.9);
    expect(allGames.length).toBeLessThan(options.targetGames * 1.1);
  });

  it('keys every collection 1..N', () => {
    for (const rows of [demo.locations, demo.players, demo.tournaments]) {
      expect(rows.map((r) => r.key)).toEqual(rows.map((_, i) => i + 1));
    }
  });

  it('builds a country > region > city tree with Latin names', () => {
    const byKey = new Map(demo.locations.map((l) => [l.key, l]));
    const parentKind = { country: null, region: 'country', city: 'region' } as const;
    for (const location of demo.locations) {
      const parent = location.parentKey === null ? null : byKey.get(location.parentKey);
      expect(parent?.kind ?? null).toBe(parentKind[location.kind]);
      expect(location.code !== null).toBe(location.kind === 'country');
      expect(location.nameLatin).toMatch(/^[A-Za-z][A-Za-z .'-]*$/);
    }
    expect(demo.locations.find((l) => l.code === 'RU')?.name).toBe('Россия');
    const cityKeys = new Set(demo.locations.filter((l) => l.kind === 'city').map((l) => l.key));
    expect(demo.players.every((p) => cityKeys.has(p.cityKey))).toBe(true);
    expect(demo.tournaments.every((t) => cityKeys.has(t.cityKey))).toBe(true);
  });

  it('makes realistic players', () => {
    const players = demo.players;
    const withNick = players.filter((p) => p.nickname !== null).length;
    const withBirth = players.filter((p) => p.birthYear !== null).length;
    expect(share(withNick, players.length)).toBeCloseTo(0.15, 1);
    expect(share(withBirth, players.length)).toBeCloseTo(0.7, 1);
    for (const p of players) {
      expect(p.lastNameLatin).toMatch(/^[A-Za-z-]+$/);
      expect(p.firstNameLatin).toMatch(/^[A-Za-z-]+$/);
      expect(p.rank).toMatch(/^\d{1,2}[kdp]$/);
      expect(p.registered <= TODAY).toBe(true);
      if (p.birthYear !== null) expect(p.birthYear).toBeGreaterThanOrEqual(1940);
      if (p.birthYear !== null) expect(p.birthYear).toBeLessThanOrEqual(2018);
    }
    const kyu = players.filter((p) => p.strength < 2100).length;
    expect(share(kyu, players.length)).toBeGreaterThan(0.7);
    expect(Math.max(...players.map((p) => p.strength))).toBeGreaterThan(2600);
    // the capitals have the most players
    const perCity = new Map<number, number>();
    for (const p of players) perCity.set(p.cityKey, (perCity.get(p.cityKey) ?? 0) + 1);
    const top = [...perCity].sort((a, b) => b[1] - a[1]).slice(0, 2);
    const names = top.map(([key]) => demo.locations[key - 1].name).sort();
    expect(names).toEqual(['Москва', 'Санкт-Петербург']);
  });

  it('has every status, past and upcoming, with the right games', () => {
    const statuses = new Set(demo.tournaments.map((t) => t.status));
    expect([...statuses].sort()).toEqual(['active', 'ended', 'processing', 'scheduled']);
    for (const t of demo.tournaments) {
      const unplayed = t.games.filter((g) => g.result === 'unplayed');
      if (t.status === 'scheduled') {
        expect(t.startDate > TODAY).toBe(true);
        expect(t.games).toHaveLength(0);
        expect(t.participants.length).toBeGreaterThan(0);
      } else if (t.status === 'active') {
        expect(t.startDate <= TODAY && t.endDate >= TODAY).toBe(true);
        const lastRound = Math.max(...t.games.map((g) => g.round));
        expect(unplayed.length).toBeGreaterThan(0);
        expect(unplayed.every((g) => g.round === lastRound)).toBe(true);
      } else {
        expect(t.endDate < TODAY).toBe(true);
        expect(unplayed).toHaveLength(0);
        expect(t.games.length).toBeGreaterThan(0);
      }
    }
    const active = demo.tournaments.filter((t) => t.status === 'active');
    expect(active.some((t) => t.games.some((g) => g.result !== 'unplayed'))).toBe(true);
    expect(demo.tournaments.some((t) => t.pinned)).toBe(true);
    expect(demo.tournaments.some((t) => !t.visible)).toBe(true);
  });

  it('orders tournaments by start date and mixes their settings', () => {
    const starts = demo.tournaments.map((t) => t.startDate);
    expect(starts).toEqual([...starts].sort());
    const n = demo.tournaments.length;
    const count = (f: (t: DemoData['tournaments'][number]) => boolean): number =>
      demo.tournaments.filter(f).length;
    expect(
      share(
        count((t) => t.online),
        n,
      ),
    ).toBeGreaterThan(0.05);
    expect(
      share(
        count((t) => t.online),
        n,
      ),
    ).toBeLessThan(0.2);
    expect(
      share(
        count((t) => t.ranked),
        n,
      ),
    ).toBeCloseTo(0.85, 1);
    expect(
      share(
        count((t) => t.tournamentClass === 'C' || t.tournamentClass === 'D'),
        n,
      ),
    ).toBeGreaterThan(0.7);
    expect(count((t) => t.tournamentClass === 'A')).toBeGreaterThan(0);
    expect(new Set(demo.tournaments.map((t) => t.handicapRule)).size).toBe(3);
    const sizes = new Set(demo.tournaments.map((t) => t.boardSize));
    expect([...sizes].sort((a, b) => a - b)).toEqual([...BOARD_SIZES]);
    const overtimes = demo.tournaments.map((t) => parseTimeControl(t.timeControl)?.overtime.kind);
    expect([...new Set(overtimes)].sort()).toEqual(['byoyomi', 'canadian', 'fischer']);
    for (const t of demo.tournaments) {
      expect(t.rounds).toBeGreaterThanOrEqual(3);
      expect(t.rounds).toBeLessThanOrEqual(10);
      expect([6.5, 7.5]).toContain(t.komi);
      expect(t.titleLatin).not.toMatch(/[\u0400-\u04ff]/);
    }
  });

  it('draws participants registered before the start, each once', () => {
    const registered = new Map(demo.players.map((p) => [p.key, p.registered]));
    const problems: string[] = [];
    for (const t of demo.tournaments) {
      const keys = t.participants.map((p) => p.playerKey);
      if (new Set(keys).size !== keys.length) problems.push(`${t.key}: a participant twice`);
      for (const p of t.participants) {
        if (!(registered.get(p.playerKey)! < t.startDate))
          problems.push(`${t.key}: ${p.playerKey}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('pairs only participants, never a player with themselves or twice in a round', () => {
    const problems: string[] = [];
    for (const t of demo.tournaments) {
      const participants = new Set(t.participants.map((p) => p.playerKey));
      const seen = new Set<string>();
      for (const g of t.games) {
        const where = `tournament ${t.key} round ${g.round}`;
        if (!participants.has(g.black) || !participants.has(g.white))
          problems.push(`${where}: outsider`);
        if (g.black === g.white) problems.push(`${where}: ${g.black} plays themselves`);
        for (const player of [g.black, g.white]) {
          const key = `${g.round}:${player}`;
          if (seen.has(key)) problems.push(`${where}: ${player} plays twice`);
          seen.add(key);
        }
        if (g.round < 1 || g.round > t.rounds) problems.push(`${where}: no such round`);
        if (g.date < t.startDate || g.date > t.endDate) problems.push(`${where}: date ${g.date}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('records valid results, handicaps and komi', () => {
    const invalid = allGames.filter(
      (g) =>
        !isGameResult(g.result) ||
        g.handicap < 0 ||
        g.handicap > 9 ||
        (g.komi === 0.5) !== g.handicap > 0,
    );
    expect(invalid).toEqual([]);
    const played = allGames.filter((g) => g.result !== 'unplayed').length;
    const forfeits = allGames.filter((g) => g.result.endsWith('_forfeit')).length;
    const jigo = allGames.filter((g) => g.result === 'jigo').length;
    expect(share(forfeits, played)).toBeCloseTo(0.01, 2);
    expect(share(jigo, played)).toBeLessThan(0.005);
    expect(jigo).toBeGreaterThan(0);
  });

  it('lets the stronger side win most even games', () => {
    const strength = new Map(demo.players.map((p) => [p.key, p.strength]));
    let even = 0;
    let strongerWon = 0;
    for (const g of allGames) {
      if (g.handicap !== 0 || (g.result !== 'black' && g.result !== 'white')) continue;
      const blackStronger = strength.get(g.black)! > strength.get(g.white)!;
      even++;
      if (blackStronger === (g.result === 'black')) strongerWon++;
    }
    expect(even).toBeGreaterThan(10_000);
    expect(share(strongerWon, even)).toBeGreaterThan(0.6);
  });
});

/** RE of a record by the game's result; other results get no record. */
const RESULT_PATTERNS: Partial<Record<string, RegExp>> = {
  black: /^B\+/,
  white: /^W\+/,
  jigo: /^0$/,
};

describe('generateDemoData game records', () => {
  const isPlayed = (result: string) => RESULT_PATTERNS[result] !== undefined;
  const gameOf = (record: DemoGameRecord) =>
    demo.tournaments[record.tournamentKey - 1].games[record.gameIndex];

  it('gives records to a realistic share of the played games, most of them recent', () => {
    const played = allGames.filter((g) => isPlayed(g.result)).length;
    expect(demo.records.length).toBeGreaterThan(1500);
    expect(share(demo.records.length, played)).toBeGreaterThan(0.04);
    expect(share(demo.records.length, played)).toBeLessThan(0.1);

    const recorded = new Map<number, number>();
    for (const r of demo.records)
      recorded.set(r.tournamentKey, (recorded.get(r.tournamentKey) ?? 0) + 1);
    const withGames = demo.tournaments.filter((t) => t.games.some((g) => isPlayed(g.result)));
    for (const t of withGames.slice(-10)) {
      expect(recorded.get(t.key), t.title).toBe(t.games.filter((g) => isPlayed(g.result)).length);
    }
    const older = demo.records.filter(
      (r) => demo.tournaments[r.tournamentKey - 1].startDate < '2024',
    );
    expect(older.length).toBeGreaterThan(100);
    expect(new Set(older.map((r) => r.tournamentKey)).size).toBeGreaterThan(5);
    const sizes = new Map<number, number>();
    for (const r of demo.records) {
      const size = demo.tournaments[r.tournamentKey - 1].boardSize;
      sizes.set(size, (sizes.get(size) ?? 0) + 1);
    }
    expect(sizes.get(9)).toBeGreaterThan(10);
    expect(sizes.get(13)).toBeGreaterThan(10);
  });

  it('records played games only, each once, with the game’s facts in the root', () => {
    const keys = demo.records.map((r) => `${r.tournamentKey}:${r.gameIndex}`);
    expect(new Set(keys).size).toBe(keys.length);
    const players = new Map(demo.players.map((p) => [p.key, `${p.lastName} ${p.firstName}`]));
    const problems: string[] = [];
    for (const record of demo.records) {
      const tournament = demo.tournaments[record.tournamentKey - 1];
      const game = gameOf(record);
      const [root] = parse(record.sgf);
      const where = `${record.tournamentKey}:${record.gameIndex}`;
      const winner = RESULT_PATTERNS[game.result];
      const facts = {
        SZ: String(tournament.boardSize),
        KM: String(game.komi),
        HA: game.handicap >= 2 ? String(game.handicap) : undefined,
        DT: game.date,
        RO: String(game.round),
        EV: tournament.title,
        PB: players.get(game.black),
        PW: players.get(game.white),
      };
      for (const [key, value] of Object.entries(facts)) {
        if (root.data[key]?.[0] !== value) problems.push(`${where} ${key}`);
      }
      if (!winner?.test(root.data.RE?.[0] ?? '')) problems.push(`${where} RE`);
    }
    expect(problems).toEqual([]);
  });

  it('replays legally with @sabaki/go-board, with variations in some records', () => {
    const sample = demo.records.filter((_, i) => i % 10 === 0);
    const summaries = sample.map((r) => replayRecord(r.sgf));
    expect(summaries.filter((s) => s.branchPoints > 0).length).toBeGreaterThan(sample.length / 8);
    expect(summaries.filter((s) => s.root.AB).length).toBeGreaterThan(sample.length / 10);
  }, 60_000);
});
