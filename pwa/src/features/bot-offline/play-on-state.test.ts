import { describe, expect, it } from 'vitest';
import { playOnStateOf } from './play-on-state';

const rows = (size: number) =>
  Array.from({ length: size }, () => Array.from({ length: size }, () => 0));

describe('playOnStateOf', () => {
  it('takes a well-formed position', () => {
    const startPosition = { boardSize: 9, signs: rows(9), toPlay: 'W', komi: 6.5 };
    expect(playOnStateOf({ startPosition })).toEqual({ startPosition });
  });

  it('refuses anything else', () => {
    const good = { boardSize: 9, signs: rows(9), toPlay: 'B', komi: 6.5 };
    expect(playOnStateOf(null)).toBeNull();
    expect(playOnStateOf({})).toBeNull();
    expect(playOnStateOf({ startPosition: { ...good, boardSize: 10 } })).toBeNull();
    expect(playOnStateOf({ startPosition: { ...good, signs: rows(13) } })).toBeNull();
    expect(playOnStateOf({ startPosition: { ...good, toPlay: 'X' } })).toBeNull();
    expect(playOnStateOf({ startPosition: { ...good, komi: Number.NaN } })).toBeNull();
    const bad = rows(9);
    bad[0][0] = 2;
    expect(playOnStateOf({ startPosition: { ...good, signs: bad } })).toBeNull();
  });
});
