import { describe, expect, it } from 'vitest';
import {
  recordByColor,
  recordByHandicap,
  recordByOpponent,
  recordByYear,
  totalRecord,
  type PlayerGameFact,
} from './player-record';

const fact = (overrides: Partial<PlayerGameFact>): PlayerGameFact => ({
  color: 'black',
  colorsKnown: true,
  handicap: 0,
  result: 'black',
  date: '2020-05-01',
  opponentId: 2,
  ...overrides,
});

const facts: PlayerGameFact[] = [
  fact({}),
  fact({ color: 'white', result: 'black', opponentId: 3 }),
  fact({ color: 'white', result: 'jigo', date: '2021-01-01' }),
  fact({ handicap: 3, result: 'white', opponentId: 3 }),
  fact({ color: 'white', handicap: 3, result: 'white_forfeit', date: '2021-02-02' }),
  fact({ colorsKnown: false, result: 'black', opponentId: 4 }),
  fact({ result: 'unplayed', opponentId: 5 }),
];

describe('player records', () => {
  it('counts wins, losses and draws, leaving out unplayed games', () => {
    expect(totalRecord(facts)).toEqual({ games: 6, wins: 3, losses: 2, draws: 1 });
  });

  it('groups by opponent, most games first', () => {
    expect(recordByOpponent(facts)).toEqual([
      { opponentId: 2, games: 3, wins: 2, losses: 0, draws: 1 },
      { opponentId: 3, games: 2, wins: 0, losses: 2, draws: 0 },
      { opponentId: 4, games: 1, wins: 1, losses: 0, draws: 0 },
    ]);
  });

  it('groups by colour, keeping games with unknown colours apart', () => {
    const byColor = recordByColor(facts);
    expect(byColor.black).toEqual({ games: 2, wins: 1, losses: 1, draws: 0 });
    expect(byColor.white).toEqual({ games: 3, wins: 1, losses: 1, draws: 1 });
    expect(byColor.unknown).toEqual({ games: 1, wins: 1, losses: 0, draws: 0 });
  });

  it('tells received from given handicaps', () => {
    expect(recordByHandicap(facts)).toEqual([
      { handicap: 0, received: false, games: 4, wins: 2, losses: 1, draws: 1 },
      { handicap: 3, received: false, games: 1, wins: 1, losses: 0, draws: 0 },
      { handicap: 3, received: true, games: 1, wins: 0, losses: 1, draws: 0 },
    ]);
  });

  it('groups by year', () => {
    expect(recordByYear(facts).map((r) => [r.year, r.games])).toEqual([
      [2020, 4],
      [2021, 2],
    ]);
  });
});
