import { describe, expect, it } from 'vitest';
import { outcomeFor, type GameResult } from '@domain/game/game-result';
import type { RoundCell } from '@sync/contract/tournaments';
import { cellCode, cellTone, formatPoints, isByDefault, roundsOf } from './tournament-cell';

function cell(
  color: 'black' | 'white',
  result: GameResult,
  overrides: Partial<RoundCell> = {},
): RoundCell {
  return {
    round: 1,
    opponentId: 99,
    opponentPlace: 5,
    color,
    handicap: 0,
    result,
    outcome: outcomeFor(result, color),
    ...overrides,
  };
}

describe('cellCode', () => {
  it('writes the opponent’s place, the colour and the result', () => {
    expect(cellCode(cell('white', 'white'))).toBe('5w+');
    expect(cellCode(cell('black', 'white', { opponentPlace: 12 }))).toBe('12b−');
    expect(cellCode(cell('black', 'jigo'))).toBe('5b=');
  });

  it('marks results by forfeit and double losses with "!"', () => {
    expect(cellCode(cell('black', 'black_forfeit'))).toBe('5b+!');
    expect(cellCode(cell('white', 'black_forfeit'))).toBe('5w−!');
    expect(cellCode(cell('white', 'white_forfeit'))).toBe('5w+!');
    expect(cellCode(cell('black', 'both_lose'))).toBe('5b−!');
  });

  it('shows an unplayed pairing, unknown colours and an opponent outside the standings', () => {
    expect(cellCode(cell('black', 'unplayed'))).toBe('5b…');
    expect(cellCode(cell('black', 'black', { color: null }))).toBe('5+');
    expect(cellCode(cell('white', 'black', { opponentPlace: null }))).toBe('?w−');
  });

  it('shows a dash where the player had no game', () => {
    expect(cellCode(null)).toBe('—');
  });
});

describe('cellTone', () => {
  it('follows the outcome', () => {
    expect(cellTone(cell('white', 'white'))).toBe('win');
    expect(cellTone(cell('white', 'both_lose'))).toBe('loss');
    expect(cellTone(cell('white', 'jigo'))).toBe('draw');
    expect(cellTone(cell('white', 'unplayed'))).toBe('none');
    expect(cellTone(null)).toBe('none');
  });
});

describe('isByDefault', () => {
  it('is true for forfeits and double losses only', () => {
    const byDefault = (
      ['black', 'white', 'jigo', 'black_forfeit', 'white_forfeit', 'both_lose', 'unplayed'] as const
    ).filter(isByDefault);
    expect(byDefault).toEqual(['black_forfeit', 'white_forfeit', 'both_lose']);
  });
});

describe('formatPoints', () => {
  it('shows halves and whole numbers', () => {
    expect(formatPoints(3)).toBe('3');
    expect(formatPoints(3.5)).toBe('3.5');
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(null)).toBe('—');
    expect(formatPoints(3.5, 'ru')).toBe('3,5');
    expect(formatPoints(3.5, 'en')).toBe('3.5');
  });
});

describe('roundsOf', () => {
  it('lists each round once, in order', () => {
    expect(roundsOf([{ round: 3 }, { round: 1 }, { round: 3 }, { round: 2 }])).toEqual([1, 2, 3]);
    expect(roundsOf([])).toEqual([]);
  });
});
