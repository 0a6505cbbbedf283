import { describe, expect, it } from 'vitest';
import { roundCells, type CrosstableGame } from './crosstable';

describe('roundCells', () => {
  const places = new Map([
    [10, 1],
    [20, 2],
    [30, 3],
  ]);
  const games: CrosstableGame[] = [
    { round: 1, blackId: 10, whiteId: 20, colorsKnown: true, handicap: 0, result: 'black' },
    {
      round: 2,
      blackId: 30,
      whiteId: 10,
      colorsKnown: false,
      handicap: 0,
      result: 'white_forfeit',
    },
  ];

  it('puts each game in both players’ rows with the opponent’s place and outcome', () => {
    const rows = roundCells(places, games, 2);
    expect(rows.get(10)![0]).toMatchObject({
      opponentId: 20,
      opponentPlace: 2,
      color: 'black',
      outcome: 'win',
    });
    expect(rows.get(20)![0]).toMatchObject({
      opponentId: 10,
      opponentPlace: 1,
      color: 'white',
      outcome: 'loss',
    });
    expect(rows.get(10)?.[1]).toMatchObject({ opponentId: 30, color: null, outcome: 'win' });
  });

  it('leaves byes empty', () => {
    const rows = roundCells(places, games, 2);
    expect(rows.get(20)![1]).toBeNull();
    expect(rows.get(30)![0]).toBeNull();
  });

  it('widens the table when games go beyond the stated rounds', () => {
    const rows = roundCells(places, [...games, { ...games[0], round: 4 }], 2);
    expect(rows.get(10)).toHaveLength(4);
  });
});
