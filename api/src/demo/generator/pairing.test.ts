import { describe, expect, it } from 'vitest';
import { createSwissState, pairRound, recordPairing } from './pairing';
import { Random } from './random';

function playRounds(grades: number[], rounds: number, seed = 1) {
  const state = createSwissState(grades);
  const random = new Random(seed);
  const history = [];
  for (let r = 0; r < rounds; r++) {
    const pairing = pairRound(state, random);
    recordPairing(state, pairing);
    // the higher-ordered player of each pair wins
    for (const [a] of pairing.pairs) state.scores[a] += 1;
    history.push(pairing);
  }
  return history;
}

describe('pairRound', () => {
  it('pairs everyone once per round, with a bye only for an odd count', () => {
    for (const n of [2, 7, 8, 25]) {
      for (const round of playRounds(
        Array.from({ length: n }, (_, i) => -i),
        5,
      )) {
        const seen = round.pairs.flat();
        if (round.bye !== null) seen.push(round.bye);
        expect(new Set(seen).size).toBe(n);
        expect(seen).toHaveLength(n);
        expect(round.bye === null).toBe(n % 2 === 0);
      }
    }
  });

  it('never repeats a pairing while one can be avoided (8 players, 7 rounds)', () => {
    const met = new Set<string>();
    for (const round of playRounds([3, 2, 2, 0, -1, -4, -5, -9], 7)) {
      for (const [a, b] of round.pairs) {
        const key = `${Math.min(a, b)}-${Math.max(a, b)}`;
        expect(met.has(key)).toBe(false);
        met.add(key);
      }
    }
    expect(met.size).toBe(28);
  });

  it('gives the bye to a different player each round', () => {
    const byes = playRounds([1, 0, -1, -2, -3], 5).map((r) => r.bye);
    expect(new Set(byes).size).toBe(5);
  });

  it('pairs players of similar rank in the first round', () => {
    const [first] = playRounds([5, 4, -10, -11, -20, -21], 1);
    const pairs = first.pairs.map(([a, b]) => [Math.min(a, b), Math.max(a, b)]);
    expect(pairs.sort()).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
    ]);
  });
});
