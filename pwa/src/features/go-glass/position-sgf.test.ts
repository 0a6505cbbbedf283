import { parse } from '@sabaki/sgf';
import { describe, expect, it } from 'vitest';
import { positionSgf } from './position-sgf';
import { cyclePoint, emptySigns } from './position-edit';

describe('the SGF of a recognised position', () => {
  it('carries the size, komi, the side to play and the stones as AB/AW', () => {
    let signs = cyclePoint(emptySigns(9), 2, 6); // C3 black
    signs = cyclePoint(cyclePoint(signs, 6, 2), 6, 2); // G7 white
    const sgf = positionSgf({ boardSize: 9, signs, toPlay: 'W', komi: 6.5 });
    const [root] = parse(sgf);
    expect(root.data).toMatchObject({
      SZ: ['9'],
      KM: ['6.5'],
      PL: ['W'],
      AB: ['cg'],
      AW: ['gc'],
    });
    expect(root.children).toEqual([]);
  });

  it('leaves AB and AW out of an empty board', () => {
    const [root] = parse(
      positionSgf({ boardSize: 19, signs: emptySigns(19), toPlay: 'B', komi: 7.5 }),
    );
    expect(root.data.AB).toBeUndefined();
    expect(root.data.AW).toBeUndefined();
  });
});
