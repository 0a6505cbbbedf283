import { describe, expect, it } from 'vitest';
import { egf } from './egf';
import { egf2020 } from './egf-2020';
import {
  computeRatingHistory,
  HISTORY_CONSTANTS,
  type HistoryEvent,
  type HistoryTournament,
} from './history';
import { rgf } from './rgf';
import { ratingSystemAt } from './systems';
import type { RatingState, RatingSystem } from './types';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2020, 0, 11);
const ANCHOR_DATE = START + 30 * DAY;
const LATER = ANCHOR_DATE + 12 * HISTORY_CONSTANTS.msPerMonth;

const first: HistoryTournament = {
  kind: 'tournament',
  id: 10,
  date: START,
  participants: [
    { playerId: 1, rank: '1d' },
    { playerId: 2, rank: '2d' },
    { playerId: 3, rank: '5k' },
    { playerId: 6, rank: '3k' },
  ],
  games: [
    { black: 2, white: 1, handicap: 0, blackScore: 0 },
    { black: 3, white: 1, handicap: 2, blackScore: 0 },
    { black: 3, white: 2, handicap: 0, blackScore: 0.5 },
    { black: 4, white: 3, handicap: 0, blackScore: 1 },
  ],
};

const second: HistoryTournament = {
  kind: 'tournament',
  id: 20,
  date: LATER,
  participants: [
    { playerId: 1, rank: '2d' },
    { playerId: 5, rank: '1k' },
    { playerId: 2, rank: '2d' },
  ],
  games: [
    { black: 5, white: 1, handicap: 0, blackScore: 1 },
    { black: 2, white: 1, handicap: 0, blackScore: 1 },
  ],
};

const events: HistoryEvent[] = [
  first,
  { kind: 'anchor', playerId: 5, date: ANCHOR_DATE, rating: 1800, deviation: 70 },
  { kind: 'anchor', playerId: 2, date: LATER, rating: 2300 },
  second,
];

const entryOf = (result: ReturnType<typeof computeRatingHistory>, player: number, t: number) =>
  result.entries.find((e) => e.playerId === player && e.tournamentId === t);

describe('computeRatingHistory', () => {
  const result = computeRatingHistory(rgf, events);

  it('freezes every rating at the start of the tournament', () => {
    const a = rgf.newcomer('1d');
    const b = rgf.newcomer('2d');
    const c = rgf.newcomer('5k');
    const expectedA = rgf.rateTournament(
      a,
      [
        { opponent: b, score: 1, handicap: 0 },
        { opponent: c, score: 1, handicap: -2 },
      ],
      {},
    );
    const expectedC = rgf.rateTournament(
      c,
      [
        { opponent: a, score: 0, handicap: 2 },
        { opponent: b, score: 0.5, handicap: 0 },
        { opponent: rgf.newcomer(null), score: 0, handicap: 0 },
      ],
      {},
    );
    expect(entryOf(result, 1, 10)).toEqual({
      playerId: 1,
      tournamentId: 10,
      date: START,
      before: a,
      after: expectedA,
    });
    expect(entryOf(result, 3, 10)?.after).toEqual(expectedC);
  });

  it('enters players seen only in games as newcomers without a rank', () => {
    expect(entryOf(result, 4, 10)?.before).toEqual(rgf.newcomer(null));
  });

  it('gives no entry and no state to a participant without games', () => {
    expect(result.entries.some((e) => e.playerId === 6)).toBe(false);
    expect(result.current.has(6)).toBe(false);
  });

  it('applies inactivity from the last tournament or anchor', () => {
    const previous = entryOf(result, 1, 10)?.after as RatingState;
    const months = (LATER - START) / HISTORY_CONSTANTS.msPerMonth;
    expect(entryOf(result, 1, 20)?.before).toEqual(rgf.afterInactivity(previous, months));
    // the rgf check: 1800/70 after 12 months is 1800/105.762
    expect(entryOf(result, 5, 20)?.before.rating).toBe(1800);
    expect(entryOf(result, 5, 20)?.before.deviation).toBeCloseTo(105.762, 3);
  });

  it('applies anchors before tournaments of the same date, with the default deviation', () => {
    expect(entryOf(result, 2, 20)?.before).toEqual({
      rating: 2300,
      deviation: 100,
      volatility: null,
    });
  });

  it('keeps the latest state and date of every rated player', () => {
    expect([...result.current.keys()].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(result.current.get(3)).toEqual({ ...entryOf(result, 3, 10)?.after, lastDate: START });
    expect(result.current.get(1)).toEqual({ ...entryOf(result, 1, 20)?.after, lastDate: LATER });
    expect(result.entries).toHaveLength(4 + 3);
  });

  it('is deterministic', () => {
    expect(computeRatingHistory(rgf, events)).toEqual(result);
  });

  it('does not depend on the order of the input events', () => {
    expect(computeRatingHistory(rgf, [...events].reverse())).toEqual(result);
    expect(computeRatingHistory(rgf, [events[3], events[0], events[2], events[1]])).toEqual(result);
  });

  it('orders tournaments of one date by id', () => {
    const game = { black: 1, white: 2, handicap: 0, blackScore: 1 } as const;
    const t = (id: number): HistoryTournament => ({
      kind: 'tournament',
      id,
      date: START,
      participants: [],
      games: [game],
    });
    const ordered = computeRatingHistory(rgf, [t(7), t(3)]);
    expect(ordered.entries.map((e) => e.tournamentId)).toEqual([3, 3, 7, 7]);
    expect(ordered).toEqual(computeRatingHistory(rgf, [t(3), t(7)]));
    expect(ordered.entries[2].before).toEqual(ordered.entries[0].after);
  });

  it('gives black the handicap stones and white their negative, with the tournament class', () => {
    const t: HistoryTournament = {
      kind: 'tournament',
      id: 1,
      date: START,
      tournamentClass: 'B',
      participants: [
        { playerId: 1, rank: '10k', declaredRating: 600 },
        { playerId: 2, rank: '15k', declaredRating: 39.888 },
      ],
      games: [{ black: 2, white: 1, handicap: 3, blackScore: 0 }],
    };
    const { entries } = computeRatingHistory(egf, [t]);
    expect(entries[0].after.rating - 600).toBeCloseTo(0.75 * 24.739, 3);
    expect(entries[1].after.rating - 39.888).toBeCloseTo(0.75 * -22.052, 3);
  });

  it('rates each event with the formula in force on its date when given ratingSystemAt', () => {
    const at = (id: number, date: number): HistoryTournament => ({
      kind: 'tournament',
      id,
      date,
      participants: [],
      games: [{ black: 1, white: 2, handicap: 0, blackScore: 1 }],
    });
    const anchor = (playerId: number, rating: number, date: number): HistoryEvent => ({
      kind: 'anchor',
      playerId,
      date,
      rating,
    });
    const late2020 = Date.UTC(2020, 11, 31);
    const early2021 = Date.UTC(2021, 0, 1);
    const { entries } = computeRatingHistory(
      (date) => ratingSystemAt('egf', date),
      [
        anchor(1, 1000, late2020),
        anchor(2, 1200, late2020),
        at(1, late2020),
        anchor(1, 1000, early2021),
        anchor(2, 1200, early2021),
        at(2, early2021),
      ],
    );
    const win = (system: RatingSystem) =>
      system.rateTournament(
        system.newcomer(null, 1000),
        [{ opponent: system.newcomer(null, 1200), score: 1, handicap: 0 }],
        {},
      ).rating;
    expect(entries[0].after.rating).toBeCloseTo(win(egf2020), 12);
    expect(entries[2].after.rating).toBeCloseTo(win(egf), 12);
    expect(win(egf2020)).not.toBeCloseTo(win(egf), 0);
  });

  it('leaves the caller’s events untouched', () => {
    const copy = structuredClone(events);
    computeRatingHistory(rgf, events);
    expect(events).toEqual(copy);
  });
});
