import { describe, expect, it } from 'vitest';
import { simpleArea } from './area';
import { BIN_CHANNELS, NET_BOARD, encodeQuery } from './features';
import { drawnPosition } from './testing';

function drawn(area: Int8Array, size: number): string[] {
  return Array.from({ length: size }, (_, y) =>
    Array.from(area.subarray(y * size, (y + 1) * size), (sign) =>
      sign === 1 ? 'x' : sign === -1 ? 'o' : '.',
    ).join(''),
  );
}

describe('simpleArea', () => {
  it('gives stones to their colour and empty regions to the only colour around them', () => {
    const position = drawnPosition(5, ['.x.o.', 'xx.oo', '..o..', '.....', '.....']);
    expect(drawn(simpleArea(position.signMap), 5)).toEqual([
      'xx.oo',
      'xx.oo',
      '..o..',
      '.....',
      '.....',
    ]);
  });

  it('the empty board belongs to nobody; one stone owns it all', () => {
    expect(drawn(simpleArea(drawnPosition(3, []).signMap), 3)).toEqual(['...', '...', '...']);
    expect(drawn(simpleArea(drawnPosition(3, ['', '.o']).signMap), 3)).toEqual([
      'ooo',
      'ooo',
      'ooo',
    ]);
  });

  it('feeds channels 18 (own) and 19 (opponent) under Chinese rules only', () => {
    const position = drawnPosition(9, ['.x', 'x', '', '', '', '', '', '', '........o'], 'white');
    const plane = (bin: Float32Array, channel: number): number =>
      Array.from(
        { length: NET_BOARD * NET_BOARD },
        (_, i) => bin[i * BIN_CHANNELS + channel],
      ).filter(Boolean).length;
    const chinese = encodeQuery({ position, moves: [], komi: 7, rules: 'chinese' }).bin;
    // black's two stones and the corner A9 they enclose are the opponent's for white to move;
    // white's J1 is its own, the rest of the board touches both
    expect([plane(chinese, 18), plane(chinese, 19)]).toEqual([1, 3]);
    const japanese = encodeQuery({ position, moves: [], komi: 6.5, rules: 'japanese' }).bin;
    expect([plane(japanese, 18), plane(japanese, 19)]).toEqual([0, 0]);
  });
});
