import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ParsedTournamentFile } from '../import-model';
import { parseAgaList } from './aga-list';
import { parseEgfList } from './egf-list';
import { parseH9 } from './h9';
import { parseOpenGotha } from './opengotha';
import {
  EGD_H9_COUNTS as EGD_H9,
  OPENGOTHA_COUNTS as OPENGOTHA,
  SHARED_DATA as DATA,
  UGD_H9_COUNTS as UGD_H9,
} from '@tests/support/shared-data';

const read = (...parts: string[]) => readFileSync(path.join(DATA, ...parts), 'utf8');

function counts(file: ParsedTournamentFile): [number, number, number] {
  return [file.players.length, file.tournament.games.length, file.tournament.rounds];
}

function expectConsistent(file: ParsedTournamentFile): void {
  const keys = new Set(file.players.map((p) => p.key));
  expect(keys.size).toBe(file.players.length);
  expect(file.tournament.players).toHaveLength(file.players.length);
  const games = new Set<string>();
  for (const game of file.tournament.games) {
    expect(keys.has(game.blackKey) && keys.has(game.whiteKey)).toBe(true);
    const pair = [game.blackKey, game.whiteKey].sort().join('|');
    games.add(`${game.round}|${pair}`);
  }
  expect(games.size).toBe(file.tournament.games.length);
  expect(file.problems).toEqual([]);
}

if (!existsSync(DATA)) {
  it('parses the real data files', () => {
    throw new Error(`shared data missing at ${DATA}`);
  });
} else {
  describe('real OpenGotha files (egc/*.xml)', () => {
    it.each(Object.entries(OPENGOTHA))('%s has [players, games, rounds] %j', (name, expected) => {
      const file = parseOpenGotha(read('egc', name), name);
      expect(counts(file)).toEqual(expected);
      expectConsistent(file);
    });

    it('maps every result code (counted with grep over all eight files)', () => {
      const results = new Map<string, number>();
      for (const name of Object.keys(OPENGOTHA)) {
        for (const game of parseOpenGotha(read('egc', name), name).tournament.games) {
          results.set(game.result, (results.get(game.result) ?? 0) + 1);
        }
      }
      expect(Object.fromEntries(results)).toEqual({
        black: 3280,
        white: 3537,
        jigo: 2,
        black_forfeit: 51,
        white_forfeit: 50,
        both_lose: 2,
        unplayed: 1,
      });
    });

    it("writes each file's time control in the canonical form", () => {
      const timeControls = Object.fromEntries(
        Object.keys(OPENGOTHA).map((name) => [
          name,
          parseOpenGotha(read('egc', name), name).tournament.timeControl,
        ]),
      );
      expect(timeControls).toEqual({
        'egc2009-main.xml': 'canadian 3600 15/300',
        'egc2013-13x13.xml': 'byoyomi 780 1x20',
        'egc2013-9x9.xml': 'byoyomi 540 1x10',
        'egc2013-Rapid.xml': 'byoyomi 2400 1x30',
        'egc2013-main.xml': 'byoyomi 9000 1x60',
        'egc2013-team.xml': 'byoyomi 1200 1x20',
        'egc2013-weekend.xml': 'byoyomi 3600 1x30',
        'strasbourg2012.xml': 'canadian 3600 15/300',
      });
    });

    it('imports the individual games of the team file', () => {
      const team = parseOpenGotha(read('egc', 'egc2013-team.xml'), 'egc2013-team.xml');
      expect(team.tournament.teamSize).toBe(3);
      expect(team.tournament.games.filter((g) => g.handicap > 0)).toHaveLength(158);
    });
  });

  describe('real h9 files', () => {
    it.each(Object.entries(EGD_H9))(
      'egd-h9/%s has [players, games, rounds] %j',
      (name, expected) => {
        const file = parseH9(read('egd-h9', name), name);
        expect(counts(file)).toEqual(expected);
        expectConsistent(file);
        expect(file.tournament).toMatchObject({
          code: 'T230723B',
          komi: 6.5,
          tournamentClass: 'A',
          timeControl: 'unknown 9600',
        });
        expect(file.tournament.games.filter((g) => g.result === 'jigo')).toHaveLength(1);
      },
    );

    it.each(Object.entries(UGD_H9))(
      'ugd-h9/%s.h9 has [players, games, rounds] %j',
      (code, expected) => {
        const file = parseH9(read('ugd-h9', `${code}.h9`), `${code}.h9`);
        expect(counts(file)).toEqual(expected);
        expect(file.tournament.code).toBe(code);
        expectConsistent(file);
      },
    );

    it('matches the UGD totals: 72 files, 1,397 player rows, 3,415 games, 24 without colour', () => {
      const files = Object.keys(UGD_H9).map((code) => parseH9(read('ugd-h9', `${code}.h9`), code));
      const games = files.flatMap((f) => f.tournament.games);
      expect(files).toHaveLength(72);
      expect(files.reduce((sum, f) => sum + f.players.length, 0)).toBe(1397);
      expect(games).toHaveLength(3415);
      expect(games.filter((g) => !g.colorsKnown)).toHaveLength(24);
      expect(games.filter((g) => g.result.endsWith('_forfeit') || g.handicap > 0)).toEqual([]);
    });
  });

  describe('real rating lists', () => {
    // Its speed is measured by `npm run bench` (import.egf_list_parse_ms), not here.
    it('reads all 45,172 rows of the EGF list', () => {
      const text = read('ratinglists', 'egf_db-2018-12-27.txt');
      const list = parseEgfList(text, 'egf_db-2018-12-27.txt');
      expect(list.listDate).toBe('2018-12-27');
      expect(list.players).toHaveLength(45172);
      expect(list.ratings).toHaveLength(45172);
      expect(list.problems).toEqual([]);
    });

    it('reads all 22,410 rows of the AGA list, 14,062 of them rated', () => {
      const list = parseAgaList(read('ratinglists', 'aga-tdlista-2021-01.txt'), 'aga.txt');
      expect(list.players).toHaveLength(22410);
      expect(list.ratings).toHaveLength(14062);
      expect(list.listDate).toBe('2020-03-01');
      expect(list.problems).toEqual([]);
      expect(list.players[0]).toMatchObject({ key: 'AGA15648', rank: '20k', agaId: 15648 });
    });
  });
}
